import type { HttpClient } from './httpClient';
import { callApi } from './callApi';
import type { LateReportCounts } from '../contract/reports';
import { lateCountCall, lateOrderRules, lateReportApi } from '../resources/lateOrderRules';
import { apiUrl } from './paths';

import {
  dashboardPaths,
  type DateRange,
  type DashboardFigures,
  type DashboardSupplier,
  type TransactionQuery,
  type TransactionPage,
  type TransactionTotals,
} from '../contract/dashboard';

export type * from '../contract/dashboard';

/** The dashboard calls of the call catalogue (7.10), as custom data provider methods. */
export interface DashboardCalls {
  /** `GET Dashboard/GetList?dateFrom=&dateTo=` (default: the last 30 days). */
  getDashboardFigures: (
    range: Partial<DateRange>,
    params?: { signal?: AbortSignal },
  ) => Promise<{ data: DashboardFigures }>;
  /** `GET Dashboard/GetSupplierByAccountId?accountId=`: the suppliers of that purchaser's orders. */
  getSuppliersByAccount: (
    accountId: string,
    params?: { signal?: AbortSignal },
  ) => Promise<{ data: DashboardSupplier[] }>;
  /** `GET Dashboard/GetSupplierByKeyWork?keyword=` (the seed's spelling): code or name contains it. */
  getSuppliersByKeyword: (
    keyword: string,
    params?: { signal?: AbortSignal },
  ) => Promise<{ data: DashboardSupplier[] }>;
  /** `GET Dashboard/GetAllSupplier`. */
  getAllSuppliers: (params?: { signal?: AbortSignal }) => Promise<{ data: DashboardSupplier[] }>;
  /** `GET Dashboard/GetListTransaction?skip=&take=&dateFrom=&dateTo=&type=&customerId=`. */
  getDashboardTransactions: (
    query: TransactionQuery,
    params?: { signal?: AbortSignal },
  ) => Promise<{ data: TransactionPage }>;
  /**
   * Every late-order report's count (7.4 `GetCountAllReportTracking`, each report answers all four),
   * asked at the first report's path: the dashboard needs no report declaration for it.
   */
  getLateOrderCounts: (params?: { signal?: AbortSignal }) => Promise<{ data: LateReportCounts }>;
  /** `GET Dashboard/GetTotalAmount?dateFrom=&dateTo=`. */
  getTransactionTotals: (
    range: Partial<DateRange>,
    params?: { signal?: AbortSignal },
  ) => Promise<{ data: TransactionTotals }>;
}

export const dashboardCalls = (http: HttpClient): DashboardCalls => {
  const get = async <T>(
    path: string,
    params: Record<string, string | number | undefined>,
    signal?: AbortSignal,
    api: Parameters<typeof apiUrl>[0] = 'master',
  ) => ({
    data: await callApi<T>(http, {
      method: 'GET',
      url: apiUrl(api, path),
      params,
      signal,
    }),
  });
  return {
    getDashboardFigures: (range, { signal } = {}) =>
      get<DashboardFigures>(
        dashboardPaths.figures,
        { dateFrom: range.dateFrom, dateTo: range.dateTo },
        signal,
      ),
    getSuppliersByAccount: (accountId, { signal } = {}) =>
      get<DashboardSupplier[]>(dashboardPaths.suppliersOfAccount, { accountId }, signal),
    getSuppliersByKeyword: (keyword, { signal } = {}) =>
      get<DashboardSupplier[]>(dashboardPaths.suppliersByKeyword, { keyword }, signal),
    getAllSuppliers: ({ signal } = {}) => get<DashboardSupplier[]>(dashboardPaths.allSuppliers, {}, signal),
    getDashboardTransactions: ({ skip, take, dateFrom, dateTo, type, customerId }, { signal } = {}) =>
      get<TransactionPage>(
        dashboardPaths.transactions,
        { skip, take, dateFrom, dateTo, type, customerId },
        signal,
      ),
    getLateOrderCounts: ({ signal } = {}) =>
      get<LateReportCounts>(`${lateOrderRules.tracking.path}/${lateCountCall}`, {}, signal, lateReportApi),
    getTransactionTotals: (range, { signal } = {}) =>
      get<TransactionTotals>(
        dashboardPaths.transactionTotals,
        { dateFrom: range.dateFrom, dateTo: range.dateTo },
        signal,
      ),
  };
};
