import type { RulesTable } from './resources/rules';
import { successfulBidRules, trackedBidRules } from './bidTracking/rules';
import { buyerConfigRules } from './buying/rules';
import { commonLookupRules } from './common/rules';
import { notificationRules } from './notifications/rules';
import { testExampleRules } from './testExample/rules';
import { orderPackageRules } from './orderPackages/rules';
import { releaseNoteRules } from './releaseNotes/rules';
import { shippingOrderRules } from './shippingOrders/rules';
import { chargeRateRules } from './shippingOrders/chargeRates';
import { chargeRateDeclaration } from '../resources/chargeRates';
import { partRules } from './tracking/partRules';
import { purchaseReportRules } from './reports/purchaseReport';
import { lateReportRules } from './reports/rules';
import { purchaseReportDeclaration } from '../resources/reports';
import { trackingRules } from './tracking/rules';
import { successfulBidDeclaration, trackedBidDeclaration } from '../resources/bidTracking';
import { buyerConfigDeclaration } from '../resources/buying';
import { notificationDeclaration } from '../resources/notifications';
import { testDeclaration } from '../resources/testExample';
import { orderPackageDeclaration } from '../resources/orderPackages';
import { releaseNoteDeclaration } from '../resources/releaseNotes';
import { shippingOrderDeclaration } from '../resources/shippingOrders';
import { trackingDeclaration } from '../resources/tracking';
import { transactionDeclaration } from '../resources/transactions';
import { transactionRules } from './money/transactionRules';
import { paymentDeclaration } from '../resources/payments';
import { paymentRules } from './money/paymentRules';
import { statisticsDeclaration } from '../resources/statistics';
import { statisticsRules } from './reports/orderStatistics';
import { paymentReportDeclaration } from '../resources/paymentReport';
import { paymentReportRules } from './money/paymentReport';

/**
 * The rules and action handlers of the declared resources that have any (server/resources/rules.ts),
 * by resource name, which server/app.ts hands to the generic routes (server/resources/routes.ts imports
 * no area). A resource absent here is served by its declaration alone.
 */
export const resourceRules: RulesTable = {
  [trackingDeclaration.name]: trackingRules,
  [orderPackageDeclaration.name]: orderPackageRules,
  [releaseNoteDeclaration.name]: releaseNoteRules,
  [shippingOrderDeclaration.name]: shippingOrderRules,
  [chargeRateDeclaration.name]: chargeRateRules,
  ...partRules,
  ...commonLookupRules,
  ...lateReportRules(),
  [buyerConfigDeclaration.name]: buyerConfigRules,
  [purchaseReportDeclaration.name]: purchaseReportRules,
  [transactionDeclaration.name]: transactionRules,
  [paymentDeclaration.name]: paymentRules,
  [statisticsDeclaration.name]: statisticsRules,
  [paymentReportDeclaration.name]: paymentReportRules,
  [trackedBidDeclaration.name]: trackedBidRules,
  [successfulBidDeclaration.name]: successfulBidRules,
  [notificationDeclaration.name]: notificationRules,
  [testDeclaration.name]: testExampleRules,
};
