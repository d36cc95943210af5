/** The late-order reports' wire shapes (call catalogue 7.4): what the server answers and the browser reads. */
import type { LateReportKey } from '../resources/lateOrderRules';

/** One report's orders breaking its rule under the filters: in all, by source and by status. */
export interface LateReportCount {
  report: LateReportKey;
  /** The report's route (its declaration's name), where its list is. */
  name: string;
  total: number;
  bySource: { source: string; count: number }[];
  byStatus: { status: string; count: number }[];
  /**
   * The same orders by the business day each became late (oldest first; null: a clock never
   * started): the dashboard's trend counts, for each day of its range, those already late then.
   */
  byLateDay: { lateDay: string | null; count: number }[];
}

/**
 * `data` of `GET /api/<report>/GetCountAllReportTracking`: every late-order report's counts under the
 * same filters (each equal to that report's list total), so the dashboard asks once.
 */
export interface LateReportCounts {
  reports: LateReportCount[];
  /** The orders breaking any of the rules (each once), per source and status. */
  lateOrders: { source: string; status: string; count: number }[];
}

/** The call the dashboard asks the counts with: the first report's (every report answers all four). */
export const lateReportCountsPath = 'OrderReportTracking/GetCountAllReportTracking';

/**
 * `data` of `GET OrderReport/SumOrderPurchasedReportTotalServiceFee`: the purchase report's filtered
 * set in all, how many orders, their totals in dong and their services' fees (in dong, as services
 * are priced).
 */
export interface PurchaseReportTotals {
  count: number;
  totalVnd: number;
  serviceFee: number;
}
