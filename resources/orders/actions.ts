/**
 * The operations of an order family (call catalogue 7.2 and 7.3): `/api/<Family>/<name>`, each a
 * list, a read (GET, query values), a write (POST, JSON body naming `orderId`, `version` and the
 * value) or an export (a file). The writes are the action table's (orderActions.ts); which family offers
 * which is decided by its stage (stages.ts) and the table's `when` and `families`.
 */
/**
 * The list calls: `getorders` for stage families, the seed's own names for offers and payments. A
 * type only: the stages (stages.ts) and the offer families (families.ts) name each family's.
 */
export type OrderListAction =
  'getorders' | 'GetOrdersMercariOffer' | 'GetOrdersAuctionOffer' | 'GetOrderWaitingPayment';

/** Reads every family offers (7.2), beside its list. */
export const orderReadActions = [
  'getorder',
  'GetOrderByCode',
  'getallordersellers',
  'GetOrderServiceByOrderId',
  'GetEventLog',
  'getOrderEfex',
  'GetOffice',
  'GetSupplierActive',
  'SumOrderTotalServiceFee',
  'GetTemplateEmail',
  'OrderPackageGetDetailByCode',
] as const;

/** Reads the domestic-shipping families add (7.3). */
export const domesticShippingReadActions = ['GetAllSuppliers', 'GetAllBidConfig'] as const;

export const orderExportActions = ['ExportExcel'] as const;

/** What a family offers besides its list and the action table's writes (`OrderActionName`: orderActions.ts). */
export type OrderReadName =
  | (typeof orderReadActions)[number]
  | (typeof domesticShippingReadActions)[number]
  | (typeof orderExportActions)[number];
