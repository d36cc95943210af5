/**
 * The operations of an order family (call catalogue 7.2 and 7.3): `/api/<Family>/<name>`, each a
 * read (GET, query values), a write (POST, JSON body naming `orderId`, `version` and the value) or
 * an export (a file). Which family offers which is decided by its stage (stages.ts).
 */
export type OrderActionKind = 'list' | 'read' | 'write' | 'export';

/** The list calls: `getorders` for stage families, the seed's own names for offers and payments. */
export const orderListActions = [
  'getorders',
  'GetOrdersMercariOffer',
  'GetOrdersAuctionOffer',
  'GetOrderWaitingPayment',
] as const;
export type OrderListAction = (typeof orderListActions)[number];

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

/** Writes of 7.2, offered while an order is being bought. */
export const orderWriteActions = [
  'UpdatePurchaseAssign',
  'UpdatePrice',
  'OrderBuy',
  'AddOrderService',
  'AddOrderReceivable',
  'SendEmailOrderPurchase',
  'OrderPackageAddOrDelete',
  'OrderPackageUpdateShipment',
  'AddOrderPackageFromMultiOrder',
  'orderUpdateBidStatus',
  'OrderUpdatePaymentStatus',
  'OrderDetailUpdateProAtt',
  'UpdateShippingFee',
  'OrderUpdateDomesticShippingFee',
  'OrderUpdateOfferStatus',
  'OrderUpdateOrderNumber',
  'OrderUpdateNote',
  'updateUseCompanyPayCard',
] as const;

/**
 * Our moves through the transition table (statuses.ts): the seed names no path for them. Every
 * stage offers them; the table decides which moves an order may make.
 */
export const statusWriteActions = ['OrderUpdateStatus', 'CancelOrder'] as const;

/** Writes the domestic-shipping families add (7.3). */
export const domesticShippingWriteActions = [
  'UpdateDocument',
  'RemoveDocument',
  'UpdateSurcharge',
  'UpdatedDirectShipment',
  'UpdateOrderPackageInfoToOrder',
  'UpdateBidAccount',
] as const;

/** The only writes of the arrived-in-storage and delivered families (7.3). */
export const storageWriteActions = [
  'UpdatedDirectShipment',
  'UpdateOrderPackageInfoToOrder',
  'UpdateBidAccount',
  'OrderUpdateOrderNumber',
] as const;

/** Writes a single family adds: tracking import (Ichiba purchased), has-COD (Mercari Ichiba). */
export const familyOnlyWriteActions = ['ImportTracking', 'UpdateHasCod'] as const;

/**
 * The order's side of adding a package tracking (`PackageTracking/AddPackageTracking`,
 * resources/tracking.ts): a purchased order moves on to domestic shipping. It has no order path.
 */
export const packageTrackingOrderActions = ['AddPackageTracking'] as const;

export const orderExportActions = ['ExportExcel'] as const;

export type OrderActionName =
  | OrderListAction
  | (typeof orderReadActions)[number]
  | (typeof domesticShippingReadActions)[number]
  | (typeof orderWriteActions)[number]
  | (typeof statusWriteActions)[number]
  | (typeof domesticShippingWriteActions)[number]
  | (typeof familyOnlyWriteActions)[number]
  | (typeof packageTrackingOrderActions)[number]
  | (typeof orderExportActions)[number];

const kinds: [readonly OrderActionName[], OrderActionKind][] = [
  [orderListActions, 'list'],
  [orderReadActions, 'read'],
  [domesticShippingReadActions, 'read'],
  [orderWriteActions, 'write'],
  [statusWriteActions, 'write'],
  [domesticShippingWriteActions, 'write'],
  [familyOnlyWriteActions, 'write'],
  [packageTrackingOrderActions, 'write'],
  [orderExportActions, 'export'],
];

export const orderActionKind = (action: OrderActionName): OrderActionKind =>
  kinds.find(([names]) => names.includes(action))?.[1] ?? 'read';
