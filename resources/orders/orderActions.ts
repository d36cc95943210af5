import { field, fromRecord, oneOf, selectPostOfficeFirst } from '../fields';
import { mailAttachmentsField } from '../mail';
import type { ActionDeclaration, FieldDeclaration } from '../types';
import type { OrderListAction, OrderReadName } from './actions';
import { findStage, type OrderStageKey } from './stages';
import { orderStatuses, type OrderStatus } from './statuses';

/**
 * THE action table of orders: every write an order family offers (call catalogue 7.2 and 7.3), our
 * two moves through the transition table (`OrderUpdateStatus`, `CancelOrder`: the seed names no
 * path for them) and the order's side of adding a package tracking, one `ActionDeclaration` each:
 * its call (`/api/<Family>/<name>`, or `familyPaths` where 7.12 departs), its inputs and bounds in
 * the one field vocabulary, its confirmation, the stages whose orders it applies to (`when`), the
 * families it is limited to, and the right it needs (`write` in the family's area).
 *
 * From it: the families' write routes, body schemas and bounds (server/orders/area.ts, whose
 * handler table is keyed by these names, so a declared action without a handler does not compile),
 * what each family and stage offers (families.ts), the detail page's action bar and dialogs
 * (src/orders/detail/actions), the lists' bulk and toolbar actions, and `canAccess`.
 * Labels: `kago.orders.actions.<name>`; inputs `kago.orders.fields.<source>`; choices
 * `kago.orders.choices.<source>.<value>`.
 */

export const offerStatuses = ['offered', 'accepted', 'rejected'] as const;
export const bidStatuses = ['bidding', 'outbid', 'won', 'lost'] as const;
/** Seed 000 section 4. */
export const paymentStatuses = ['new', 'success', 'canceled', 'refund'] as const;
export const receivablePayTypes = ['cash', 'bankTransfer', 'wallet', 'card'] as const;
export const receivablePayGroups = ['serviceFee', 'shippingFee', 'surcharge', 'other'] as const;

const money = (source: string, options: Partial<FieldDeclaration> = {}) =>
  field(source, 'money', { required: true, min: 0, ...options });
const text = (source: string, maxLength: number, required = false) =>
  field(source, 'text', { maxLength, required });
const longText = (source: string, maxLength: number, required = false) =>
  field(source, 'textarea', { maxLength, required });
const flag = (source: string) => field(source, 'boolean', { required: true });
const choice = (source: string, choices: readonly string[]) =>
  oneOf(source, choices, { required: true, choiceLabels: `kago.orders.choices.${source}` });
const documentId = (required: boolean) => field('documentId', 'number', { integer: true, min: 1, required });

/** The orders an action applies to: those in one of these stages' statuses. */
const inStages = (...stages: OrderStageKey[]) => ({
  field: 'status',
  in: stages.flatMap((stage) => findStage(stage).statuses),
});

/** While an order is being bought (7.2). */
const buying = inStages('purchaseWaiting', 'waitingPayment', 'purchased', 'domesticShipping');
/** Domestic shipping, then storage and delivery (7.3). */
const shippingOn = inStages('domesticShipping', 'arrivedInStorage', 'deliveryAndDelivered');

const post = (name: string) => ({ name, method: 'POST' }) as const;

const serviceInputs = [
  text('serviceCode', 50, true),
  text('name', 255, true),
  longText('description', 2000),
  money('price'),
];

/**
 * The product-attribute update of the Ichiba, Mercari, Jan and Auction domestic-shipping families
 * doubles the family name in its path (7.12).
 */
const doubledFamilyName = Object.fromEntries(
  ['Ichiba', 'Mercari', 'Jan', 'Auction'].map((source) => {
    const family = `OrderDomesticShipping${source}`;
    return [family, `/api/${family}/${family}OrderDetailUpdateProAtt`];
  }),
);

export const orderActions = [
  {
    name: 'UpdatePurchaseAssign',
    operation: post('UpdatePurchaseAssign'),
    places: ['detail', 'bulk'],
    when: buying,
    inputs: fromRecord(
      field('supplierId', 'reference', { required: true, optionsFrom: { read: 'GetSupplierActive' } }),
    ),
  },
  {
    name: 'UpdatePrice',
    operation: post('UpdatePrice'),
    places: ['detail'],
    when: buying,
    // Seed 000 section 5: price and tax never above their current values, quantity between 1 and it.
    inputs: fromRecord(
      money('price', { currentBound: 'max' }),
      money('tax', { currentBound: 'max', boundErrorCode: 'TAX_VALUE_IS_NOT_VALID' }),
      field('quantity', 'number', { integer: true, required: true, min: 1, currentBound: 'max' }),
    ),
  },
  {
    name: 'UpdateShippingFee',
    operation: post('UpdateShippingFee'),
    places: ['detail'],
    when: buying,
    inputs: fromRecord(money('shippingFee')),
  },
  {
    name: 'OrderUpdateDomesticShippingFee',
    operation: post('OrderUpdateDomesticShippingFee'),
    places: ['detail'],
    when: buying,
    inputs: fromRecord(
      money('domesticShippingFee', {
        currentBound: 'min',
        boundErrorCode: 'DOMESTIC_SHIPPING_FEE_LESS_THAN_AMOUNT_CURRENT',
      }),
    ),
  },
  {
    name: 'UpdateSurcharge',
    operation: post('UpdateSurcharge'),
    places: ['detail'],
    when: inStages('domesticShipping'),
    inputs: fromRecord(money('surcharge')),
  },
  {
    name: 'OrderBuy',
    operation: post('OrderBuy'),
    places: ['detail'],
    when: buying,
    // The buyer and bid account start from the buyer configuration of the order's marketplace
    // domain and type (resources/buying.ts; the order read's `configuredBuyer`, `configuredBidAccount`).
    inputs: fromRecord(
      text('orderNumber', 100),
      { ...text('purchaser', 100), startsFrom: 'configuredBuyer' },
      { ...text('bidAccount', 100), startsFrom: 'configuredBidAccount' },
    ),
    confirm: true,
  },
  {
    name: 'orderUpdateBidStatus',
    operation: post('orderUpdateBidStatus'),
    places: ['detail'],
    when: buying,
    inputs: fromRecord(choice('bidStatus', bidStatuses)),
  },
  {
    name: 'OrderUpdateOfferStatus',
    operation: post('OrderUpdateOfferStatus'),
    places: ['detail'],
    when: buying,
    inputs: fromRecord(choice('offerStatus', offerStatuses)),
  },
  {
    name: 'OrderUpdatePaymentStatus',
    operation: post('OrderUpdatePaymentStatus'),
    places: ['detail'],
    when: buying,
    inputs: fromRecord(choice('paymentStatus', paymentStatuses)),
  },
  {
    name: 'OrderUpdateOrderNumber',
    operation: post('OrderUpdateOrderNumber'),
    places: ['detail'],
    when: inStages(
      'purchaseWaiting',
      'waitingPayment',
      'purchased',
      'domesticShipping',
      'arrivedInStorage',
      'deliveryAndDelivered',
    ),
    // The Ichiba delivered family's order-number update lives on the International family's path.
    familyPaths: {
      OrderDeliveryAndDeliveredIchiba: '/api/OrderDeliveryAndDeliveredInternational/OrderUpdateOrderNumber',
    },
    inputs: fromRecord(text('orderNumber', 100)),
  },
  {
    name: 'OrderUpdateNote',
    operation: post('OrderUpdateNote'),
    places: ['detail', 'bulk'],
    when: buying,
    inputs: fromRecord(longText('note', 2000)),
  },
  {
    name: 'updateUseCompanyPayCard',
    operation: post('updateUseCompanyPayCard'),
    places: ['detail'],
    when: buying,
    inputs: fromRecord(flag('useCompanyPayCard')),
  },
  {
    name: 'UpdateHasCod',
    operation: post('UpdateHasCod'),
    places: ['detail'],
    families: ['OrderMercariIchiba'],
    inputs: fromRecord(flag('hasCod')),
  },
  {
    name: 'UpdateBidAccount',
    operation: post('UpdateBidAccount'),
    places: ['detail'],
    when: shippingOn,
    inputs: fromRecord(
      field('bidAccount', 'text', {
        required: true,
        maxLength: 100,
        optionsFrom: { read: 'GetAllBidConfig', value: 'bidAccount', label: 'bidAccount' },
      }),
    ),
  },
  {
    name: 'UpdatedDirectShipment',
    operation: post('UpdatedDirectShipment'),
    places: ['detail'],
    when: shippingOn,
    inputs: fromRecord(flag('directShipment')),
  },
  {
    name: 'UpdateDocument',
    operation: post('UpdateDocument'),
    places: ['detail'],
    when: inStages('domesticShipping'),
    inputs: [documentId(false), text('name', 255, true), text('url', 1000, true)],
  },
  {
    name: 'RemoveDocument',
    operation: post('RemoveDocument'),
    places: ['detail'],
    when: inStages('domesticShipping'),
    inputs: [documentId(true)],
    confirm: true,
  },
  {
    name: 'UpdateOrderPackageInfoToOrder',
    operation: post('UpdateOrderPackageInfoToOrder'),
    places: ['detail'],
    when: shippingOn,
    inputs: [text('packageCode', 50, true)],
  },
  {
    name: 'OrderPackageAddOrDelete',
    operation: post('OrderPackageAddOrDelete'),
    places: ['detail'],
    when: buying,
    inputs: [text('packageCode', 50, true), flag('remove')],
  },
  {
    name: 'OrderPackageUpdateShipment',
    operation: post('OrderPackageUpdateShipment'),
    places: ['detail'],
    when: buying,
    inputs: [text('packageCode', 50, true), text('shipmentCode', 50, true)],
  },
  {
    name: 'AddOrderPackageFromMultiOrder',
    operation: post('AddOrderPackageFromMultiOrder'),
    places: ['bulk'],
    when: buying,
    scope: 'records',
    confirm: true,
  },
  {
    name: 'AddOrderService',
    operation: post('AddOrderService'),
    places: ['detail'],
    when: buying,
    inputs: serviceInputs,
  },
  {
    name: 'AddOrderReceivable',
    operation: post('AddOrderReceivable'),
    places: ['detail'],
    when: buying,
    inputs: [
      ...serviceInputs,
      money('amount'),
      text('currency', 3, true),
      choice('payType', receivablePayTypes),
      choice('payGroup', receivablePayGroups),
    ],
  },
  {
    name: 'OrderDetailUpdateProAtt',
    operation: post('OrderDetailUpdateProAtt'),
    places: ['tab'],
    when: buying,
    familyPaths: doubledFamilyName,
    // The product line it edits is the one whose row the user chose, sent without an input.
    inputs: [
      field('orderDetailId', 'number', { integer: true, min: 1, required: true, form: false }),
      field('productAttributes', 'keyValues', { required: true, maxLength: 200 }),
    ],
  },
  {
    name: 'SendEmailOrderPurchase',
    operation: post('SendEmailOrderPurchase'),
    places: ['tab'],
    when: buying,
    encoding: 'multipart',
    inputs: [
      field('to', 'email', { required: true, maxLength: 255 }),
      text('cc', 1000),
      text('bcc', 1000),
      text('subject', 255, true),
      longText('body', 20000, true),
      mailAttachmentsField,
    ],
  },
  {
    name: 'ImportTracking',
    operation: post('ImportTracking'),
    places: ['toolbar'],
    families: ['OrderPurchasedIchiba'],
    scope: 'resource',
    encoding: 'multipart',
    // The tracking import's .xlsx (seed: no limit shown; ours): one file of at most 5 MB.
    inputs: [field('file', 'text', { required: true, files: true, maxBytes: 5 * 1024 * 1024 })],
  },
  // A move of ours through the transition table, offered by every stage (and on the lists' chosen
  // rows, one call per order); the table decides which moves an order may make. A warehouse is
  // required to put an order in storage (POST_OFFICE_CODE_NOT_ALLOW_NULL).
  {
    name: 'OrderUpdateStatus',
    operation: post('OrderUpdateStatus'),
    places: ['detail', 'bulk'],
    inputs: fromRecord(
      field('status', 'status', {
        choices: orderStatuses,
        required: true,
        choiceLabels: 'kago.orders.statuses',
      }),
      field('warehouse', 'text', {
        minLength: 1,
        maxLength: 50,
        optionsFrom: { read: 'GetOffice', value: 'code' },
        shownWhen: { field: 'status', is: 'inStorage' },
        neededFirst: selectPostOfficeFirst,
      }),
    ),
  },
  // The seed's rule: a reason is required. The server checks it too.
  {
    name: 'CancelOrder',
    operation: post('CancelOrder'),
    places: ['detail'],
    inputs: fromRecord(longText('cancelReason', 1000, true)),
    confirm: true,
  },
  // The order's side of adding a package tracking (resources/tracking.ts): a purchased order moves
  // on to domestic shipping. The call is package tracking's; the order lists offer its button on
  // each row.
  {
    name: 'AddPackageTracking',
    operation: {
      name: 'AddPackageTracking',
      method: 'POST',
      path: '/api/PackageTracking/AddPackageTracking',
    },
    places: ['row'],
    when: inStages('purchased'),
  },
] as const satisfies readonly ActionDeclaration[];

/** The order actions the table declares: each has exactly one server handler (server/orders/area.ts). */
export type DeclaredOrderWrite = (typeof orderActions)[number]['name'];

/** Every call of an order family: its list, its reads and export, and the action table's writes. */
export type OrderActionName = OrderListAction | OrderReadName | DeclaredOrderWrite;

export type OrderActionDeclaration = ActionDeclaration & { readonly name: DeclaredOrderWrite };

const byName = new Map<string, OrderActionDeclaration>(orderActions.map((action) => [action.name, action]));

/** The declaration of an order action; undefined for the reads, lists and export. */
export const findOrderAction = (name: string): OrderActionDeclaration | undefined => byName.get(name);

/**
 * The writes that move an order to a status of their own (buy: purchased; cancel: cancelled), a rule
 * of the order's state machine beside its transition table (statuses.ts): each is offered only where
 * the table allows its move, and `OrderUpdateStatus` does not offer those statuses.
 */
export const orderActionMoves: Readonly<Partial<Record<DeclaredOrderWrite, OrderStatus>>> = {
  OrderBuy: 'purchased',
  CancelOrder: 'cancelled',
};

/**
 * Statuses a move of their own leads to: `OrderUpdateStatus` does not offer them.
 * Purchased needs the purchase recorded, cancelled a reason. (Domestic shipping needs a tracking
 * code: the move is refused with TRACKING_NOT_ALLOW_NULL without one; `ImportTracking` sets it and
 * moves the order.)
 */
export const statusesOwnedByActions: Readonly<Partial<Record<string, DeclaredOrderWrite>>> =
  Object.fromEntries(
    Object.entries(orderActionMoves).map(([action, status]) => [status, action as DeclaredOrderWrite]),
  );

/**
 * What a single order's write names besides its inputs (call catalogue 7.2): the order, and the
 * version the user loaded (409 when stale). Both are always sent; a null order passes the schema to
 * be refused by the rules with the seed's ORDER_ID_NOT_ALLOW_NULL. A write over the orders chosen in
 * a list (`scope: 'records'`) names them instead, `orderIds`.
 */
export const orderWriteKeys = [
  field('orderId', 'number', { integer: true, min: 1 }),
  field('version', 'number', { integer: true, required: true }),
] as const;
export const orderIdsKey = 'orderIds';
