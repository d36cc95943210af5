import type { RulesTable } from './resources/rules';
import { orderPackageRules } from './orderPackages/rules';
import { partRules } from './tracking/partRules';
import { purchaseReportRules } from './reports/purchaseReport';
import { lateReportRules } from './reports/rules';
import { purchaseReportDeclaration } from '../resources/reports';
import { trackingRules } from './tracking/rules';
import { orderPackageDeclaration } from '../resources/orderPackages';
import { trackingDeclaration } from '../resources/tracking';

/**
 * The rules and action handlers of the declared resources that have any (server/resources/rules.ts),
 * by resource name. A resource absent here is served by its declaration alone.
 */
export const resourceRules: RulesTable = {
  [trackingDeclaration.name]: trackingRules,
  [orderPackageDeclaration.name]: orderPackageRules,
  ...partRules,
  ...lateReportRules(),
  [purchaseReportDeclaration.name]: purchaseReportRules,
};
