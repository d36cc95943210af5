import { field, oneOf, type DeclaredField } from '../fields';
import { notificationStates } from '../notifications';
import { orderPackageStatuses } from '../orderPackages';
import { paymentTypes } from '../payments';
import type { FieldDeclaration } from '../types';
import {
  bidStatuses,
  offerStatuses,
  paymentStatuses,
  receivablePayGroups,
  receivablePayTypes,
} from './orderActions';
import { orderTypeLabels, orderTypes } from './orderTypes';
import { orderSourceKeys } from './sources';
import { orderStatuses, type OrderStatus } from './statuses';

/**
 * The fields of an order as `getorder` answers it, and of the rows that belong to it (its product
 * lines, documents, services, shipments, packages, sellers, routing, events, e-mails, inquiries,
 * receivables, payments and payables), in the one field vocabulary: the order detail's tabs name
 * them by source and show each value by its declared type (src/orders/detail/OrderValue.tsx).
 * Labels are `kago.orders.fields.<source>`, choices `kago.orders.choices.<source>.<value>` unless a
 * field names its own (`choiceLabels`). An amount without `currency` or `currencyField` is in the
 * order's currency, its marketplace's (resources/orders/sources.ts). Moments are datetimes.
 */

/**
 * The helpers keep each field's source, type and choices as literals (resources/fields.ts
 * `DeclaredField`), so that the record types of the order and its rows are derived from these
 * declarations (src/orders/detail/orderRecord.ts).
 */
type Options = Omit<FieldDeclaration, 'source' | 'type' | 'required' | 'defaultValue'>;

/** A text of the order's. */
const text = <const S extends string>(source: S, maxLength?: number) =>
  field(source, 'text', maxLength === undefined ? {} : { maxLength });
/** Plain texts, in order: `...texts('code', 'name')`. */
const texts = <const S extends string>(...sources: S[]) => sources.map((source) => text(source));
const longText = <const S extends string>(source: S) => field(source, 'textarea');
const money = <const S extends string>(source: S, options: Options = {}) => field(source, 'money', options);
const moment = <const S extends string>(source: S) => field(source, 'datetime');
const count = <const S extends string>(source: S) => field(source, 'number', { integer: true });
const decimal = <const S extends string>(source: S) => field(source, 'number');
const flag = <const S extends string>(source: S) => field(source, 'boolean');
/** An enum whose labels are the order's (`kago.orders.choices.<source>`) or `labels`. */
const choice = <const S extends string, const C extends string>(
  source: S,
  choices: readonly C[],
  labels = `kago.orders.choices.${source}`,
) => oneOf(source, choices, { choiceLabels: labels });
/** One of the order's statuses, as every screen names them. */
const orderStatus = <const S extends string>(source: S) =>
  ({
    ...field(source, 'status', { choiceLabels: 'kago.orders.statuses' }),
    choices: orderStatuses,
  }) satisfies DeclaredField<S, 'status', false, never, OrderStatus>;
const images = <const S extends string>(source: S) => field(source, 'imageList');
/** A field every order has (never null in what `getorder` answers). */
const always = <F extends FieldDeclaration>(declared: F) =>
  ({ ...declared, required: true }) as Omit<F, 'required'> & { readonly required: true };
/** A row's own id, shown where staff name the row by it (a document, a seller). */
const rowId = field('id', 'number', { integer: true });
/** A row's amount in the currency the row names (receivables and payables carry their own). */
const rowAmount = (source: string) => money(source, { currencyField: 'currency' });

/** The order's own fields. */
export const orderFields = [
  always(text('code', 32)),
  always(text('title')),
  // The marketplace it was bought on: `kago.orderSource.<source>`, as every screen names it.
  always(choice('source', orderSourceKeys, 'kago.orderSource')),
  always(orderStatus('status')),
  choice('orderType', orderTypes, orderTypeLabels),
  moment('orderDate'),
  money('price'),
  money('desiredPrice'),
  count('quantity'),
  money('tax'),
  money('shippingFee'),
  money('domesticShippingFee'),
  money('surcharge'),
  money('purchaseFee'),
  money('serviceFee'),
  always(money('total')),
  decimal('exchangeRate'),
  decimal('prepaymentPercent'),
  // The time allowed for payment, counted from the order's date (`orderCountdowns`).
  field('paymentExpirySeconds', 'duration'),
  choice('paymentStatus', paymentStatuses),
  choice('bidStatus', bidStatuses),
  choice('offerStatus', offerStatuses),
  text('purchaser', 100),
  moment('purchaseAssignDate'),
  moment('purchaseDate'),
  text('orderNumber', 100),
  text('barcode', 50),
  text('attributes'),
  flag('useCompanyPayCard'),
  text('declaredName', 255),
  // Customs values are declared in yen whatever the marketplace (seed 000 section 9).
  money('declaredPrice', { currency: 'JPY' }),
  money('declaredTotal', { currency: 'JPY' }),
  longText('note'),
  longText('cancelReason'),
  text('cancelledBy', 100),
  moment('cancelledAt'),
  // Semicolon-separated pictures; a value that is not a full URL gets the CDN prefix.
  images('image'),
  text('customerCode', 32),
  text('customerName', 255),
  field('customerPhone', 'phone'),
  text('customerAddress'),
  text('supporter', 100),
  text('receiverName', 255),
  text('warehouse', 50),
  text('tracking', 100),
  flag('directShipment'),
  flag('hasCod'),
  text('bidAccount', 100),
] satisfies readonly FieldDeclaration[];

/**
 * The order's durations that the detail counts down from one of its moments
 * (src/orders/detail/OrderValue.tsx), and what they say while they run (`%{duration}`,
 * `%{deadline}`) and once past (label keys): the time allowed for payment, from the order's date.
 */
export const orderCountdowns: Readonly<
  Record<string, { readonly from: string; readonly left: string; readonly ended: string }>
> = {
  paymentExpirySeconds: {
    from: 'orderDate',
    left: 'kago.orderDetail.paymentDue',
    ended: 'kago.orderDetail.paymentOverdue',
  },
};

/** A product line of the order. */
export const orderLineFields = [
  images('image'),
  text('productName'),
  field('productUrl', 'url'),
  count('quantity'),
  money('price'),
  field('productAttributes', 'keyValues'),
] satisfies readonly FieldDeclaration[];

export const orderDocumentFields: readonly FieldDeclaration[] = [
  rowId,
  field('url', 'url'),
  text('name'),
  moment('createdAt'),
  text('createdBy'),
];

/** A service of the order (`GetOrderServiceByOrderId`). */
export const orderServiceFields: readonly FieldDeclaration[] = [
  text('serviceCode'),
  text('name'),
  longText('description'),
  // The company's own services are priced in dong.
  money('price', { currency: 'VND' }),
  moment('createdAt'),
];

/** The carrier's statuses (`getOrderEfex`); one the app does not know shows as the carrier says it. */
const carrierStatus = choice(
  'status',
  ['accepted', 'inTransit', 'delivered'],
  'kago.orders.choices.shipmentStatus',
);

/** One of the order's shipments, as its carrier sees it. */
export const shipmentFields: readonly FieldDeclaration[] = [
  text('shipmentCode'),
  text('carrier'),
  carrierStatus,
];

/** A tracking event of one of the order's shipments. */
export const shipmentEventFields: readonly FieldDeclaration[] = [
  moment('at'),
  carrierStatus,
  text('location'),
];

/** A package the order is in (resources/orderPackages.ts). */
export const orderPackageRowFields: readonly FieldDeclaration[] = [
  text('code'),
  choice('status', orderPackageStatuses, 'resources.manage-order-package.choices.status'),
  count('weight'),
  decimal('length'),
  decimal('width'),
  decimal('height'),
  text('shipmentCode'),
  text('tracking'),
  moment('createdAt'),
];

/** A marketplace shop the order is bought from (`getallordersellers`). */
export const orderSellerFields: readonly FieldDeclaration[] = [rowId, text('name'), text('taxCode')];

/** Who pays the marketplace for the order, and the bid account it is bought with. */
export const orderSupplierFields: readonly FieldDeclaration[] = texts(
  'supplierCode',
  'supplierName',
  'bidAccount',
);

/** A hop of the order between offices. */
export const orderRoutingFields: readonly FieldDeclaration[] = [
  moment('at'),
  text('fromOffice'),
  text('toOffice'),
  longText('note'),
];

/** An office (`GetOffice`). */
export const officeFields: readonly FieldDeclaration[] = texts('code', 'name', 'address', 'partner');

/**
 * A row of the order's event log (`GetEventLog`): the write that made it (`kago.orders.actions.<name>`;
 * any write of the order's or of the areas that move it, one the app does not name shows as is) and
 * the statuses it moved between.
 */
export const orderEventFields = [
  moment('at'),
  text('actorName'),
  field('action', 'enum', { choiceLabels: 'kago.orders.actions' }),
  orderStatus('fromStatus'),
  orderStatus('toStatus'),
] satisfies readonly FieldDeclaration[];

/** An e-mail sent about the order; `attachments` names its files. */
export const orderEmailFields: readonly FieldDeclaration[] = [
  moment('sentAt'),
  text('sentBy'),
  ...texts('to', 'cc', 'subject', 'attachments'),
  // An order's e-mail is `sent` (server/orders/purchaseEmail.ts), a notification's word for it.
  choice('status', notificationStates, 'resources.notification.choices.status'),
];

export const orderInquiryFields: readonly FieldDeclaration[] = [
  moment('at'),
  text('author'),
  longText('message'),
  longText('answer'),
];

export const orderReceivableFields: readonly FieldDeclaration[] = [
  text('serviceCode'),
  text('name'),
  longText('description'),
  rowAmount('price'),
  rowAmount('amount'),
  text('currency', 3),
  choice('payType', receivablePayTypes),
  choice('payGroup', receivablePayGroups),
  flag('paid'),
  moment('createdAt'),
];

/** A payment of the order; its status is one of the order's payment statuses, labelled alike. */
export const orderPaymentFields: readonly FieldDeclaration[] = [
  moment('at'),
  choice('paymentStatus', paymentStatuses),
  choice('type', paymentTypes, 'resources.management-payment.choices.type'),
  money('amount'),
  text('wallet'),
];

/** What the company pays for the order: by bank transfer or card, its own card when the order uses it. */
export const orderPayableFields: readonly FieldDeclaration[] = [
  moment('createdAt'),
  text('createdBy'),
  rowAmount('amount'),
  text('currency', 3),
  decimal('exchangeRate'),
  choice('payType', [...receivablePayTypes, 'companyCard']),
  text('supplierName'),
];

/**
 * These of a record's declared fields, in this order: a tab names what it shows by source. An
 * undeclared source is a mistake of the tab's, refused when the tab is built.
 */
export const fieldsNamed = (
  fields: readonly FieldDeclaration[],
  sources: readonly string[],
): FieldDeclaration[] =>
  sources.map((source) => {
    const found = fields.find((each) => each.source === source);
    if (!found) throw new Error(`${source} is not a declared field (resources/orders/orderFields.ts)`);
    return found;
  });
