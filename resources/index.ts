import { bidTrackingDeclarations } from './bidTracking';
import { buyerConfigDeclaration, supplierDeclaration } from './buying';
import { catalogueDeclarations } from './catalogues';
import { chargeRateDeclaration } from './chargeRates';
import { customerAddressDeclaration, customerDeclaration } from './customers';
import { eventLogDeclaration } from './eventLog';
import { notificationDeclaration } from './notifications';
import { orderPackageDeclaration } from './orderPackages';
import { releaseNoteDeclaration } from './releaseNotes';
import { lateReportDeclarations, purchaseReportDeclaration } from './reports';
import { shippingOrderDeclaration } from './shippingOrders';
import { sellerDeclaration } from './sellers';
import { shipmentPartDeclarations } from './shipmentParts';
import { testDeclaration } from './testExample';
import { trackingDeclaration } from './tracking';
import { transactionDeclaration } from './transactions';
import { paymentDeclaration } from './payments';
import { statisticsDeclaration } from './statistics';
import { paymentReportDeclaration } from './paymentReport';
import type { ResourceDeclaration } from './types';

export * from './types';
export { catalogueDeclarations } from './catalogues';

/** Every declared resource, in menu order. A new area appends its declarations here. */
export const resourceDeclarations: readonly ResourceDeclaration[] = [
  ...catalogueDeclarations,
  chargeRateDeclaration,
  sellerDeclaration,
  supplierDeclaration,
  buyerConfigDeclaration,
  ...bidTrackingDeclarations,
  eventLogDeclaration,
  notificationDeclaration,
  trackingDeclaration,
  ...shipmentPartDeclarations,
  orderPackageDeclaration,
  releaseNoteDeclaration,
  purchaseReportDeclaration,
  ...lateReportDeclarations,
  shippingOrderDeclaration,
  transactionDeclaration,
  paymentDeclaration,
  paymentReportDeclaration,
  statisticsDeclaration,
  testDeclaration,
];

/**
 * The declarations served over their area's own tables, which sitting here makes them: no generated
 * table, screen or menu; their routes are the one registrar's with the area's rules (server/app.ts),
 * and `canAccess` and the data provider's standard calls read them like any other.
 */
export const areaDeclarations: readonly ResourceDeclaration[] = [
  customerDeclaration,
  customerAddressDeclaration,
];

const byName = new Map(
  [...resourceDeclarations, ...areaDeclarations].map((declaration) => [declaration.name, declaration]),
);

/** Any declaration by its name, generic or served by its area. */
export const findDeclaration = (name: string): ResourceDeclaration | undefined => byName.get(name);
