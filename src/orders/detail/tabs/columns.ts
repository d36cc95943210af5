import { fieldsNamed, orderEventFields, orderFields } from '../../../../resources/orders/orderFields';

/**
 * The order's fields each of its tabs shows, and the event log's columns, named by source among the
 * declared fields (resources/orders/orderFields.ts), whose types say how each value is shown; a
 * list of rows shows its rows' declared fields as they are. Labels are `kago.orders.fields.<source>`.
 */
export const orderInfoFields = fieldsNamed(orderFields, [
  'code',
  'title',
  'source',
  'status',
  'orderType',
  'orderDate',
  'price',
  'desiredPrice',
  'quantity',
  'tax',
  'shippingFee',
  'domesticShippingFee',
  'surcharge',
  'purchaseFee',
  'serviceFee',
  'total',
  'exchangeRate',
  'prepaymentPercent',
  'paymentExpirySeconds',
  'paymentStatus',
  'bidStatus',
  'offerStatus',
  'purchaser',
  'purchaseAssignDate',
  'purchaseDate',
  'orderNumber',
  'barcode',
  'attributes',
  'useCompanyPayCard',
  'declaredName',
  'declaredPrice',
  'declaredTotal',
  'note',
  'cancelReason',
  'cancelledBy',
  'cancelledAt',
  'image',
]);

export const customerFields = fieldsNamed(orderFields, [
  'customerCode',
  'customerName',
  'customerPhone',
  'customerAddress',
  'supporter',
]);

export const deliveryFields = fieldsNamed(orderFields, [
  'receiverName',
  'customerPhone',
  'customerAddress',
  'warehouse',
  'tracking',
  'directShipment',
  'hasCod',
]);

export const statusEventColumns = fieldsNamed(orderEventFields, [
  'at',
  'actorName',
  'fromStatus',
  'toStatus',
]);
export const eventLogColumns = fieldsNamed(orderEventFields, ['at', 'actorName', 'action']);
