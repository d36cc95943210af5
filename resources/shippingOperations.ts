import { deliveryTimeInput } from './chargeRates';
import { field, grams, oneOf, operation, readAction, ref } from './fields';
import { shippingQueues, type ShippingQueue } from './shippingQueues';
import { cargoShippingMethods } from './tracking';
import type { ActionDeclaration, FieldDeclaration } from './types';

export * from './shippingQueues';

/**
 * The operations on a shipping order (issue 30; the second menu's operations group, seed 000 section
 * 2): its stages, the work queue each waits in, and the moves that take it on, one entry of the
 * shipping order's action table each (resources/shippingOrders.ts). The seed shows the screens'
 * labels only; the stages, queues, moves and their inputs are our design (README, "Operations").
 * The server's handlers (server/shippingOrders/moves.ts) refuse a move out of order with a translated
 * message, answer 409 to a move another user made first, and write each move in the order's timeline.
 */

/** Where a shipping order stands: one stage per operation, in order, and a failed delivery attempt. */
export const shippingOrderStages = [
  'created',
  'received',
  'handled',
  'dispatched',
  'charged',
  'documented',
  'delivering',
  'delivered',
  'deliveryFailed',
] as const;
export type ShippingOrderStage = (typeof shippingOrderStages)[number];

/**
 * The queue an order waits in at each stage; none once delivered. An order held at receipt (fewer
 * pieces than declared) stays `created`, so it waits in `receive` until it is counted again.
 */
export const queueOfStage: Readonly<Record<ShippingOrderStage, ShippingQueue | null>> = {
  created: 'receive',
  received: 'handling',
  handled: 'dispatch',
  dispatched: 'charge',
  charged: 'doc',
  documented: 'delivery',
  delivering: 'delivery',
  delivered: null,
  deliveryFailed: 'delivery',
};

/**
 * The documents a shipping order prints (the doc step; server/shippingOrders/documents.ts), each
 * from the first stage it can be made at: the label and the packing list once the pieces are
 * received and measured, the commercial invoice once the order is charged. Ours: the seed names the
 * doc screen only.
 */
export const shippingDocuments = ['label', 'packingList', 'invoice'] as const;
export type ShippingDocument = (typeof shippingDocuments)[number];
export const shippingDocumentFrom: Readonly<Record<ShippingDocument, ShippingOrderStage>> = {
  label: 'received',
  packingList: 'received',
  invoice: 'charged',
};

/** Whether an order at `stage` can print `document` (a failed delivery is past every stage). */
export const shippingDocumentReady = (document: ShippingDocument, stage: string) => {
  const at = shippingOrderStages.indexOf(stage as ShippingOrderStage);
  return at >= 0 && at >= shippingOrderStages.indexOf(shippingDocumentFrom[document]);
};

/** The op base's print call (ours): `GET sp-order/get-document?id=&document=`, a PDF file. */
export const shippingDocumentPath = 'get-document';

/** One piece as measured: grams and centimetres. */
export interface MeasuredPiece {
  readonly weightGrams: number;
  readonly lengthCm: number;
  readonly widthCm: number;
  readonly heightCm: number;
}

/** The pieces a `pieceMeasures` text names (it matched `patterns.pieceMeasures`, resources/types.ts). */
export const parsePieceMeasures = (text: string): MeasuredPiece[] =>
  text
    .split(';')
    .map((piece) => piece.trim())
    .filter(Boolean)
    .map((piece) => {
      const [weightGrams, lengthCm, widthCm, heightCm] = piece.split('x').map((part) => Number(part.trim()));
      return { weightGrams, lengthCm, widthCm, heightCm };
    });

/** The fields the moves write on the order: shown on its detail and in trace, never in its form. */
export const shippingOperationFields: readonly FieldDeclaration[] = [
  oneOf('queue', shippingQueues, { filter: true, form: false, list: false }),
  field('held', 'boolean', {
    form: false,
    list: false,
    defaultValue: false,
    trueLabel: 'kago.shippingOrders.heldShort',
  }),
  field('actualPieces', 'number', { integer: true, min: 0, max: 9_999, form: false, list: false }),
  grams('actualWeightGrams', { max: 100_000_000, form: false }),
  field('pieceMeasures', 'text', { maxLength: 2_000, pattern: 'pieceMeasures', form: false, list: false }),
  field('photos', 'imageList', { maxLength: 2_000, form: false, list: false }),
  field('boxes', 'number', { integer: true, min: 1, max: 9_999, form: false, list: false }),
  field('masterWaybill', 'text', { maxLength: 30, filter: true, form: false, list: false }),
  field('trackingNumber', 'text', { maxLength: 50, filter: true, form: false, list: false }),
  field('chargeTotal', 'money', { min: 0, form: false, list: false, currencyField: 'chargeCurrency' }),
  field('chargeCurrency', 'text', { maxLength: 3, form: false, list: false }),
  field('receiverName', 'text', { maxLength: 255, form: false, list: false }),
  field('deliveredAt', 'datetime', { form: false, list: false }),
];

/** The fields only the moves write: an edit of the order keeps them as stored. */
export const movedFieldSources = shippingOperationFields.map((each) => each.source);

/**
 * What the charge step asks: the charges group and the delivery time, whose rate and minimum price
 * the freight (the group's rate for that delivery time, else its standard rate: resources/chargeRates.ts,
 * resources/catalogues.ts), the added services' price, the VAT type, and the currency the customer
 * pays in; the delivery time and the currency start from the order's own.
 */
const chargeInputs = [
  // A text first: the dialog focuses its first input, and an autocomplete focused so opens its list,
  // which the user's click on it then closed.
  field('servicesPrice', 'money', { min: 0, max: 1_000_000_000 }),
  ref('chargesGroupId', 'charges-group', { required: true, referenceVia: 'get-all', filter: false }),
  deliveryTimeInput({ required: true }),
  ref('vatTypeId', 'vat-type', { required: true, referenceVia: 'get-all', filter: false }),
  ref('currencyId', 'currency', { required: true, referenceVia: 'get-all', filter: false }),
] as const;

/**
 * The utilities' charge calculator (src/operations/Utilities.tsx): what the charge step asks, with the
 * shipping method and the pieces it reads from the order; labelled as the shipping order's fields.
 */
export const chargeCalculatorInputs: readonly FieldDeclaration[] = [
  oneOf('cargoShippingMethod', cargoShippingMethods, { required: true, defaultValue: 'air' }),
  field('pieceMeasures', 'text', { required: true, maxLength: 2_000, pattern: 'pieceMeasures' }),
  ...chargeInputs,
];

/** The utilities' currency converter: an amount from one catalogue currency into another. */
export const currencyConverterInputs: readonly FieldDeclaration[] = [
  field('amount', 'money', { required: true, min: 0, max: 1_000_000_000_000 }),
  ref('fromCurrencyId', 'currency', { required: true, referenceVia: 'get-all', filter: false }),
  ref('toCurrencyId', 'currency', { required: true, referenceVia: 'get-all', filter: false }),
];

const move = <const Name extends string>(
  name: Name,
  from: readonly ShippingOrderStage[],
  movesTo: ShippingOrderStage,
  rest: Omit<Partial<ActionDeclaration>, 'name' | 'operation' | 'when'> = {},
) =>
  // A move is an action of the shipping order plus the stage it moves to (its state machine's
  // table, as resources/orders/orderActions.ts keeps the orders' beside their actions).
  ({
    name,
    operation: operation(name, 'POST'),
    places: ['row', 'detail'],
    when: { field: 'stage', in: from },
    movesTo,
    ...rest,
  }) as const satisfies ActionDeclaration & { readonly movesTo: ShippingOrderStage };

/**
 * The moves, each from the stages it applies to. `receive` leaves an order with fewer pieces than
 * declared `created` and held (flagged); counted again in full, it moves on.
 */
export const shippingMoves = [
  move('receive', ['created'], 'received', {
    icon: 'MoveToInbox',
    inputs: [
      field('actualPieces', 'number', { required: true, integer: true, min: 1, max: 9_999 }),
      field('pieceMeasures', 'text', { required: true, maxLength: 2_000, pattern: 'pieceMeasures' }),
      field('photos', 'imageList', { maxLength: 2_000 }),
    ],
  }),
  move('handle', ['received'], 'handled', {
    icon: 'Inventory',
    inputs: [
      field('boxes', 'number', { required: true, integer: true, min: 1, max: 9_999 }),
      field('servicesDone', 'boolean', { defaultValue: false }),
    ],
  }),
  move('dispatch', ['handled'], 'dispatched', {
    icon: 'FlightTakeoff',
    inputs: [
      field('masterWaybill', 'text', { required: true, maxLength: 30 }),
      ref('carrierId', 'carrier', { filter: false }),
      ref('airlineId', 'airline', { filter: false }),
      field('departureDate', 'date', { required: true }),
      ref('originPortId', 'port', { required: true, filter: false }),
      ref('destinationPortId', 'port', { required: true, filter: false }),
    ],
  }),
  move('charge', ['dispatched'], 'charged', {
    icon: 'RequestQuote',
    // The accountant's step (resources/access.ts `shippingCharges`), and the admin's.
    area: 'shippingCharges',
    // The order's currency first; the dialog quotes the charge from the catalogues as it is filled
    // (src/operations/ChargeQuote.tsx), before the accountant confirms it.
    inputs: chargeInputs.map((input) =>
      input.source === 'currencyId' || input.source === 'deliveryTimeId'
        ? { ...input, startsFrom: input.source }
        : input,
    ),
    dialog: { previewWith: 'chargeQuote' },
  }),
  move('document', ['charged'], 'documented', { icon: 'Description', confirm: true }),
  move('startDelivery', ['documented', 'deliveryFailed'], 'delivering', {
    icon: 'LocalShipping',
    inputs: [field('trackingNumber', 'text', { required: true, maxLength: 50 })],
  }),
  move('deliver', ['delivering'], 'delivered', {
    icon: 'TaskAlt',
    inputs: [
      field('receiverName', 'text', { required: true, maxLength: 255 }),
      field('deliveredAt', 'datetime', { required: true }),
    ],
  }),
  move('failDelivery', ['delivering'], 'deliveryFailed', {
    icon: 'ReportProblem',
    inputs: [field('failureReason', 'textarea', { required: true, maxLength: 500 })],
  }),
] as const satisfies readonly ActionDeclaration[];

export type ShippingMoveName = (typeof shippingMoves)[number]['name'];

/**
 * One search box over every stage: the orders whose reference, order number, tracking or master
 * waybill is the text typed (any case), each with its whole timeline.
 */
export const traceAction = readAction('trace', {
  inputs: [field('keyword', 'text', { required: true, minLength: 1, maxLength: 50 })],
});

/** One order's timeline, oldest move first: its detail's timeline tab (who did what, when). */
export const timelineAction = readAction('timeline', { scope: 'record' });

/** The orders on one master waybill: its manifest. */
export const manifestAction = readAction('manifest', {
  inputs: [field('masterWaybill', 'text', { required: true, maxLength: 30 })],
});

/**
 * The columns each work queue lists after the order's number and reference: what its step looks at
 * (a held receipt, the boxes to dispatch, the master waybill to charge, the tracking to deliver).
 */
export const shippingQueueColumns: Readonly<Record<ShippingQueue, readonly string[]>> = {
  receive: ['pieces', 'held', 'postOfficeToSend', 'sendDate'],
  handling: ['actualPieces', 'orderCargoAddServices', 'postOfficeToSend'],
  dispatch: ['cargoShippingMethod', 'boxes', 'actualWeightGrams'],
  charge: ['masterWaybill', 'cargoShippingMethod', 'actualWeightGrams'],
  doc: ['masterWaybill', 'chargeTotal'],
  delivery: ['stage', 'trackingNumber', 'masterWaybill'],
};
