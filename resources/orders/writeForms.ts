import type { OrderActionName } from './actions';

/**
 * What each order write takes, as data: the reference server builds its body schema and checks its
 * bounds from this table, and the app builds the action's dialog from it (inputs, current values,
 * the same bounds checked before sending). Labels: `kago.orders.fields.<name>`; choice labels:
 * `kago.orders.choices.<name>.<value>`.
 */
export type OrderInputKind =
  /** A money amount (2 decimals). */
  | 'money'
  | 'integer'
  | 'text'
  | 'longText'
  | 'email'
  | 'boolean'
  /** One of `choices`, or of the options the `optionsFrom` read answers. */
  | 'choice'
  /** A status the transition table allows from the order's status (and no other action owns). */
  | 'status'
  /** The product attributes of one of the order's lines (`orderDetailId` + a name -> value map). */
  | 'attributes'
  /** Uploaded files (multipart). */
  | 'files';

/** A bound: a fixed number, or the order's current value of the input's column. */
export type OrderBound = number | 'current';

export interface OrderInput {
  /** The body key. */
  readonly name: string;
  readonly kind: OrderInputKind;
  readonly required?: boolean;
  readonly maxLength?: number;
  readonly min?: OrderBound;
  readonly max?: OrderBound;
  /** The seed's error code (section 8) a broken bound answers with, instead of a field message. */
  readonly boundErrorCode?: string;
  /** The order column the input edits and whose value the dialog starts from; default `name`. */
  readonly column?: string;
  readonly choices?: readonly string[];
  /** A read of the same family whose answer rows are the choices. */
  readonly optionsFrom?: OrderActionName;
  /** The key of an `optionsFrom` row that is sent (default `id`) and the one shown (default `name`). */
  readonly optionValue?: string;
  readonly optionLabel?: string;
}

export interface OrderWriteForm {
  readonly inputs: readonly OrderInput[];
  /**
   * `order` (default): one order, the body names `orderId` and `version` (409 when stale).
   * `orders`: several orders chosen in a list (`orderIds`). `family`: the family's list as a
   * whole (an uploaded spreadsheet).
   */
  readonly scope?: 'order' | 'orders' | 'family';
  /** `multipart` bodies carry files; everything else is JSON. */
  readonly encoding?: 'json' | 'multipart';
  /** Asks the user to confirm before sending (irreversible moves). */
  readonly confirm?: boolean;
}

export const offerStatuses = ['offered', 'accepted', 'rejected'] as const;
export const bidStatuses = ['bidding', 'outbid', 'won', 'lost'] as const;
/** Seed 000 section 4. */
export const paymentStatuses = ['new', 'success', 'canceled', 'refund'] as const;
export const receivablePayTypes = ['cash', 'bankTransfer', 'wallet', 'card'] as const;
export const receivablePayGroups = ['serviceFee', 'shippingFee', 'surcharge', 'other'] as const;

const money = (name: string, bounds: Partial<OrderInput> = {}): OrderInput => ({
  name,
  kind: 'money',
  required: true,
  min: 0,
  ...bounds,
});
const text = (name: string, maxLength: number, required = false): OrderInput => ({
  name,
  kind: 'text',
  maxLength,
  required,
});
const flag = (name: string): OrderInput => ({ name, kind: 'boolean', required: true });
const choice = (name: string, choices: readonly string[]): OrderInput => ({
  name,
  kind: 'choice',
  required: true,
  choices,
});

const serviceInputs: readonly OrderInput[] = [
  text('serviceCode', 50, true),
  text('name', 255, true),
  { name: 'description', kind: 'longText', maxLength: 2000 },
  money('price'),
];

/** Every order write of 7.2 and 7.3, plus our two moves (`OrderUpdateStatus`, `CancelOrder`). */
const writeForms = {
  UpdatePurchaseAssign: {
    inputs: [{ name: 'supplierId', kind: 'choice', required: true, optionsFrom: 'GetSupplierActive' }],
  },
  // Seed 000 section 5: price and tax never above their current values, quantity between 1 and it.
  UpdatePrice: {
    inputs: [
      money('price', { max: 'current' }),
      money('tax', { max: 'current', boundErrorCode: 'TAX_VALUE_IS_NOT_VALID' }),
      { name: 'quantity', kind: 'integer', required: true, min: 1, max: 'current' },
    ],
  },
  UpdateShippingFee: { inputs: [money('shippingFee')] },
  OrderUpdateDomesticShippingFee: {
    inputs: [
      money('domesticShippingFee', {
        min: 'current',
        boundErrorCode: 'DOMESTIC_SHIPPING_FEE_LESS_THAN_AMOUNT_CURRENT',
      }),
    ],
  },
  UpdateSurcharge: { inputs: [money('surcharge')] },
  OrderBuy: { inputs: [text('orderNumber', 100)], confirm: true },
  orderUpdateBidStatus: { inputs: [choice('bidStatus', bidStatuses)] },
  OrderUpdateOfferStatus: { inputs: [choice('offerStatus', offerStatuses)] },
  OrderUpdatePaymentStatus: { inputs: [choice('paymentStatus', paymentStatuses)] },
  OrderUpdateOrderNumber: { inputs: [text('orderNumber', 100)] },
  OrderUpdateNote: { inputs: [{ name: 'note', kind: 'longText', maxLength: 2000 }] },
  updateUseCompanyPayCard: { inputs: [flag('useCompanyPayCard')] },
  UpdateHasCod: { inputs: [flag('hasCod')] },
  UpdateBidAccount: {
    inputs: [
      {
        name: 'bidAccount',
        kind: 'choice',
        required: true,
        optionsFrom: 'GetAllBidConfig',
        optionValue: 'bidAccount',
        optionLabel: 'bidAccount',
      },
    ],
  },
  UpdatedDirectShipment: { inputs: [flag('directShipment')] },
  UpdateDocument: {
    inputs: [
      { name: 'documentId', kind: 'integer', min: 1 },
      text('name', 255, true),
      text('url', 1000, true),
    ],
  },
  RemoveDocument: {
    inputs: [{ name: 'documentId', kind: 'integer', required: true, min: 1 }],
    confirm: true,
  },
  UpdateOrderPackageInfoToOrder: { inputs: [text('packageCode', 50, true)] },
  OrderPackageAddOrDelete: { inputs: [text('packageCode', 50, true), flag('remove')] },
  OrderPackageUpdateShipment: { inputs: [text('packageCode', 50, true), text('shipmentCode', 50, true)] },
  AddOrderPackageFromMultiOrder: { inputs: [], scope: 'orders', confirm: true },
  AddOrderService: { inputs: serviceInputs },
  AddOrderReceivable: {
    inputs: [
      ...serviceInputs,
      money('amount'),
      { name: 'currency', kind: 'text', required: true, maxLength: 3 },
      choice('payType', receivablePayTypes),
      choice('payGroup', receivablePayGroups),
    ],
  },
  OrderDetailUpdateProAtt: {
    inputs: [{ name: 'productAttributes', kind: 'attributes', required: true }],
  },
  SendEmailOrderPurchase: {
    encoding: 'multipart',
    inputs: [
      { name: 'to', kind: 'email', required: true, maxLength: 255 },
      { name: 'cc', kind: 'text', maxLength: 1000 },
      { name: 'bcc', kind: 'text', maxLength: 1000 },
      text('subject', 255, true),
      { name: 'body', kind: 'longText', required: true, maxLength: 20000 },
      { name: 'attachments', kind: 'files' },
    ],
  },
  ImportTracking: {
    scope: 'family',
    encoding: 'multipart',
    inputs: [{ name: 'file', kind: 'files', required: true }],
  },
  // A warehouse is required to put an order in storage (POST_OFFICE_CODE_NOT_ALLOW_NULL).
  OrderUpdateStatus: {
    inputs: [
      { name: 'status', kind: 'status', required: true },
      { name: 'warehouse', kind: 'choice', optionsFrom: 'GetOffice', optionValue: 'code' },
    ],
  },
  // The seed's rule: a reason is required. The server checks it too.
  CancelOrder: {
    inputs: [{ name: 'cancelReason', kind: 'longText', required: true, maxLength: 1000 }],
    confirm: true,
  },
} satisfies Partial<Record<OrderActionName, OrderWriteForm>>;

/** The writes the table declares: each must have exactly one server handler (server/orders/routes.ts). */
export type DeclaredOrderWrite = keyof typeof writeForms;

export const orderWriteForms: Readonly<Partial<Record<OrderActionName, OrderWriteForm>>> = writeForms;

/**
 * Statuses a move of their own leads to: `OrderUpdateStatus` does not offer them. Purchased needs
 * the purchase recorded, cancelled a reason. (Domestic shipping needs a tracking code: the move is
 * refused with TRACKING_NOT_ALLOW_NULL without one; `ImportTracking` sets it and moves the order.)
 */
export const statusesOwnedByActions: Readonly<Partial<Record<string, OrderActionName>>> = {
  purchased: 'OrderBuy',
  cancelled: 'CancelOrder',
};
