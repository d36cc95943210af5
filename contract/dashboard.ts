/** The dashboard's wire shapes (call catalogue 7.10): what the server answers and the browser reads. */
import type { OrderSourceKey, OrderStageKey } from '../resources/orders/index';
import type { TransactionStatus } from '../resources/transactionVocabulary';
import type { CustomerTransaction, TransactionType } from './customers';

/** The dashboard's calls (7.10) under `/api/`: the browser's calls and the server's routes. */
export const dashboardPaths = {
  figures: 'Dashboard/GetList',
  suppliersOfAccount: 'Dashboard/GetSupplierByAccountId',
  suppliersByKeyword: 'Dashboard/GetSupplierByKeyWork',
  allSuppliers: 'Dashboard/GetAllSupplier',
  transactions: 'Dashboard/GetListTransaction',
  transactionTotals: 'Dashboard/GetTotalAmount',
} as const;

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

/** A customer's money move, with whose it is: one row of `GET Dashboard/GetListTransaction`. */
export interface DashboardTransaction extends CustomerTransaction {
  /** Where the move stands (resources/transactions.ts): only a `success` one changed the cash. */
  status: TransactionStatus;
  customerId: number;
  customerCode: string;
  customerName: string;
}

/** What `GET Dashboard/GetListTransaction` filters by: the range (by default the last 30 days), a page, a type, a customer. */
export interface TransactionQuery extends Partial<DateRange> {
  skip?: number;
  take?: number;
  type?: TransactionType;
  customerId?: number;
}

/** `data` of `GET Dashboard/GetListTransaction`: a page, newest first, of the range's moves. */
export interface TransactionPage extends DateRange {
  items: DashboardTransaction[];
  total: number;
  totalIsEstimate?: boolean;
}

/**
 * `data` of `GET Transaction/GetTotalAmount` (the transactions screen's totals): the filtered
 * customers' money moves that were made, per type (every type, with zeros), what came in from
 * outside (deposits, refunds) and went out (payments, withdrawals) and their difference, in VND.
 */
export interface TransactionSums {
  byType: { type: TransactionType; count: number; amount: number }[];
  moneyIn: number;
  moneyOut: number;
  net: number;
}

/**
 * `data` of `GET Dashboard/GetTotalAmount`: the sums of the range's moves, and the customers' cash
 * now, whatever the range.
 */
export interface TransactionTotals extends DateRange, TransactionSums {
  cashAvailable: number;
  cashFrozen: number;
}
