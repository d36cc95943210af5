import { homeCurrency } from '../../orderCurrency';
import { fieldSpecs } from '../FieldList';

/**
 * What each tab shows, as data: the order's fields per tab and the columns of each of its lists.
 * Labels are `kago.orders.fields.<source>`; kinds say how a value is shown (OrderValue.tsx).
 */
export const orderInfoFields = fieldSpecs([
  'code',
  'title',
  ['source', 'source'],
  ['status', 'status'],
  ['orderType', 'choice'],
  ['orderDate', 'date'],
  ['price', 'money'],
  ['desiredPrice', 'money'],
  ['quantity', 'number'],
  ['tax', 'money'],
  ['shippingFee', 'money'],
  ['domesticShippingFee', 'money'],
  ['surcharge', 'money'],
  ['purchaseFee', 'money'],
  ['serviceFee', 'money'],
  ['total', 'money'],
  ['exchangeRate', 'number'],
  ['prepaymentPercent', 'number'],
  ['paymentExpirySeconds', 'expiry'],
  ['paymentStatus', 'choice'],
  ['bidStatus', 'choice'],
  ['offerStatus', 'choice'],
  'purchaser',
  ['purchaseAssignDate', 'date'],
  ['purchaseDate', 'date'],
  'orderNumber',
  'barcode',
  'attributes',
  ['useCompanyPayCard', 'boolean'],
  'declaredName',
  // Customs values are declared in yen whatever the marketplace (seed 000 section 9).
  ['declaredPrice', 'money', 'JPY'],
  ['declaredTotal', 'money', 'JPY'],
  'note',
  'cancelReason',
  'cancelledBy',
  ['cancelledAt', 'date'],
  ['image', 'image'],
]);

export const customerFields = fieldSpecs([
  'customerCode',
  'customerName',
  'customerPhone',
  'customerAddress',
  'supporter',
]);

export const deliveryFields = fieldSpecs([
  'receiverName',
  'customerPhone',
  'customerAddress',
  'warehouse',
  'tracking',
  ['directShipment', 'boolean'],
  ['hasCod', 'boolean'],
]);

export const productLineColumns = fieldSpecs([
  ['image', 'image'],
  'productName',
  ['productUrl', 'link'],
  ['quantity', 'number'],
  ['price', 'money'],
  ['productAttributes', 'attributes'],
]);

export const documentColumns = fieldSpecs([
  'id',
  ['url', 'link'],
  'name',
  ['createdAt', 'date'],
  'createdBy',
]);

export const serviceColumns = fieldSpecs([
  'serviceCode',
  'name',
  'description',
  // The company's own services are priced in dong (src/orders/orderCurrency.ts).
  ['price', 'money', homeCurrency],
  ['createdAt', 'date'],
]);

export const shipmentEventColumns = fieldSpecs([['at', 'date'], 'status', 'location']);

export const packageColumns = fieldSpecs([
  'code',
  ['status', 'choice', 'resources.manage-order-package.choices.status'],
  ['weight', 'number'],
  ['length', 'number'],
  ['width', 'number'],
  ['height', 'number'],
  'shipmentCode',
  'tracking',
  ['createdAt', 'date'],
]);

export const sellerColumns = fieldSpecs(['id', 'name', 'taxCode']);

export const supplierFields = fieldSpecs(['supplierCode', 'supplierName', 'bidAccount']);

export const routingColumns = fieldSpecs([['at', 'date'], 'fromOffice', 'toOffice', 'note']);

export const officeColumns = fieldSpecs(['code', 'name', 'address', 'partner']);

export const statusEventColumns = fieldSpecs([
  ['at', 'date'],
  'actorName',
  ['fromStatus', 'status'],
  ['toStatus', 'status'],
]);

export const emailColumns = fieldSpecs([
  ['sentAt', 'date'],
  'sentBy',
  'to',
  'cc',
  'subject',
  'attachments',
  // An order's e-mail is `sent` (server/orders/purchaseEmail.ts), a notification's word for it.
  ['status', 'choice', 'resources.notification.choices.status'],
]);

export const inquiryColumns = fieldSpecs([['at', 'date'], 'author', 'message', 'answer']);

export const receivableColumns = fieldSpecs([
  'serviceCode',
  'name',
  'description',
  ['price', 'money'],
  ['amount', 'money'],
  'currency',
  ['payType', 'choice'],
  ['payGroup', 'choice'],
  ['paid', 'boolean'],
  ['createdAt', 'date'],
]);

export const paymentColumns = fieldSpecs([
  ['at', 'date'],
  ['paymentStatus', 'choice'],
  ['type', 'choice', 'resources.management-payment.choices.type'],
  ['amount', 'money'],
  'wallet',
]);

export const payableColumns = fieldSpecs([
  ['createdAt', 'date'],
  'createdBy',
  ['amount', 'money'],
  'currency',
  ['exchangeRate', 'number'],
  ['payType', 'choice'],
  'supplierName',
]);
