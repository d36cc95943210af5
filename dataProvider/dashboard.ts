import type { AxiosInstance } from 'axios';
import type { OrderSourceKey, OrderStageKey } from '../resources/orders/index';
import { callApi } from './callApi';
import { apiUrl } from './paths';

/** A calendar day, `YYYY-MM-DD` (UTC, as the order lists' `dateFrom` and `dateTo` filters read it). */
export type CalendarDay = string;

export interface DateRange {
  dateFrom: CalendarDay;
  dateTo: CalendarDay;
}

/** Purchases in VND: each order's total times its exchange rate, so yen and dollars add up. */
export interface PurchaseFigure {
  count: number;
  amount: number;
}

/**
 * `data` of `GET /api/Dashboard/GetList`: orders placed in the range (by order date) per stage, per
 * source and per both; today's purchases; purchases per day of the range (by purchase date). Only
 * the orders of stages the user may read are counted: a stage it may not read is absent, and with
 * none, `todayPurchases` is null.
 */
export interface DashboardFigures extends DateRange {
  byStage: { stage: OrderStageKey; count: number }[];
  bySource: { source: OrderSourceKey; count: number }[];
  byStageAndSource: { stage: OrderStageKey; source: OrderSourceKey; count: number }[];
  todayPurchases: (PurchaseFigure & { date: CalendarDay }) | null;
  purchasesByDay: (PurchaseFigure & { date: CalendarDay })[];
}

/** A supplier (the seed's payer of an order); `orderCount` where a call counts its orders. */
export interface DashboardSupplier {
  id: number;
  code: string;
  name: string;
  active: boolean;
  orderCount?: number;
}

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
}

export const dashboardCalls = (http: AxiosInstance): DashboardCalls => {
  const get = async <T>(
    action: string,
    params: Record<string, string | undefined>,
    signal?: AbortSignal,
  ) => ({
    data: await callApi<T>(http, {
      method: 'GET',
      url: apiUrl('master', `Dashboard/${action}`),
      params,
      signal,
    }),
  });
  return {
    getDashboardFigures: (range, { signal } = {}) =>
      get<DashboardFigures>('GetList', { dateFrom: range.dateFrom, dateTo: range.dateTo }, signal),
    getSuppliersByAccount: (accountId, { signal } = {}) =>
      get<DashboardSupplier[]>('GetSupplierByAccountId', { accountId }, signal),
    getSuppliersByKeyword: (keyword, { signal } = {}) =>
      get<DashboardSupplier[]>('GetSupplierByKeyWork', { keyword }, signal),
    getAllSuppliers: ({ signal } = {}) => get<DashboardSupplier[]>('GetAllSupplier', {}, signal),
  };
};
