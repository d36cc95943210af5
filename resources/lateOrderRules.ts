import type { AccessArea } from './access';
import type { OrderStatus } from './orders/statuses';

/**
 * The late-order reports (seed 000 section 9: "no tracking after 3 days, not exported after 7 days,
 * domestic shipping over 3 days"; call catalogue 7.4). The seed gives the rules without saying which
 * report holds which; our reading (README, "Reports"):
 * - `order-report-tracking`: purchased orders still without a tracking 3 days after purchase;
 * - `order-report-number-tracking`: purchased or shipping orders whose tracking breaks the tracking
 *   rules: not valid (`trackingPattern`), on another order too, or empty while in domestic
 *   shipping (a purchased order without one is the first report's, after its 3 days);
 * - `order-import-export-report`: orders in storage not exported 7 days after they arrived;
 * - `order-slow-buy-report`: orders in domestic shipping for more than 3 days.
 *
 * Each is a work queue over the orders as they are now: an order leaves its report as soon as it no
 * longer breaks the rule. Days are whole days of the business calendar (UTC, as the dashboard and the
 * order lists' date filters count them: server/dashboard/dateRange.ts): an order is late once more
 * than `days` days have passed since the day its clock started, and `daysLate` counts the days past
 * that.
 */

/** The reports, by key; `days` are the business's thresholds, in ONE place. */
export const lateOrderRules = {
  tracking: {
    name: 'order-report-tracking',
    path: 'OrderReportTracking',
    statuses: ['purchased'],
    clock: 'purchaseDate',
    days: 3,
  },
  numberTracking: {
    name: 'order-report-number-tracking',
    path: 'OrderReportNumberTracking',
    statuses: ['purchased', 'domesticShipping'],
    clock: 'purchaseDate',
    // A wrong number is wrong at once: no grace, its days count from the purchase.
    days: 0,
  },
  importExport: {
    name: 'order-import-export-report',
    path: 'OrderImportExportReport',
    statuses: ['inStorage'],
    clock: 'statusChangedAt',
    days: 7,
  },
  slowBuy: {
    name: 'order-slow-buy-report',
    path: 'OrderSlowBuyReport',
    statuses: ['domesticShipping'],
    clock: 'statusChangedAt',
    days: 3,
  },
} as const satisfies Record<
  string,
  {
    name: string;
    path: string;
    statuses: readonly OrderStatus[];
    /** The order's time the rule counts from: its purchase, or its move into its status. */
    clock: 'purchaseDate' | 'statusChangedAt';
    days: number;
  }
>;

export type LateReportKey = keyof typeof lateOrderRules;

export const lateReportKeys = Object.keys(lateOrderRules) as LateReportKey[];

/** Who reads the reports: admin and accounting (resources/access.ts, area `reports`). */
export const reportArea: AccessArea = 'reports';

/** The API base the reports are served on (resources/reports.ts). */
export const lateReportApi = 'op' as const;

/**
 * Each report's count of every report's orders (7.4 `GetCountAllReportTracking`): the dashboard asks
 * it at the first report's path without loading the report declarations (dataProvider/dashboard.ts).
 */
export const lateCountCall = 'GetCountAllReportTracking';
