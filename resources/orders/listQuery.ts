import type { FieldDeclaration, PageQuery, QueryValues } from '../types';
import { orderSourceKeys } from './sources';
import { orderStatuses } from './statuses';

/**
 * THE query of a family's order list (`getorders`, the offer and payment lists) and of its export,
 * besides the page, keyword and direction every list takes (`PageQuery`): its filters and sort key
 * in the one field vocabulary. From them come the server's query and export schemas (by the generic
 * builder: server/orders/area.ts, server/orders/files/exports.ts), the server's query type
 * (server/orders/queries.ts) and the data provider's list and export values (dataProvider/orders.ts,
 * dataProvider/orderFiles.ts).
 */
export const orderListFilterFields = [
  // Several statuses: the orders in any of them (a stage's list, the dashboard's links).
  { source: 'status', type: 'status', choices: orderStatuses },
  { source: 'source', type: 'enum', choices: orderSourceKeys },
  { source: 'dateFrom', type: 'date' },
  { source: 'dateTo', type: 'date' },
  { source: 'purchaser', type: 'text', maxLength: 100 },
  { source: 'supplierId', type: 'number', integer: true, min: 1 },
  { source: 'bidAccount', type: 'text', maxLength: 100 },
  { source: 'warehouse', type: 'text', maxLength: 50 },
  // One customer's orders (the customer's page links to them).
  { source: 'customerCode', type: 'text', maxLength: 32 },
] as const satisfies readonly FieldDeclaration[];

/**
 * What an order list may be sorted by: the server sorts by each (server/orders/queries.ts
 * `orderSortColumns`), the lists' headers sort by those they show (src/orders/OrderList.tsx).
 */
export const orderSortKeys = [
  // The columns of the lists that sort.
  ...(['code', 'source', 'status', 'customerName', 'orderDate', 'price', 'total'] as const),
  // Others a caller may sort by.
  ...(['id', 'purchaseDate', 'updatedAt', 'quantity'] as const),
] as const;
export type OrderSortKey = (typeof orderSortKeys)[number];

export const isOrderSortKey = (key: unknown): key is OrderSortKey =>
  (orderSortKeys as readonly unknown[]).includes(key);

/** The sort key: one of `orderSortKeys`; any other lists the newest orders first. */
export const orderListSortField = {
  source: 'sortBy',
  type: 'text',
  maxLength: 50,
} as const satisfies FieldDeclaration;

export type OrderListFilters = QueryValues<typeof orderListFilterFields>;

/** A family list's query; `ids`: only these orders, still within the family ("export selected"). */
export type OrderListQuery = PageQuery & OrderListFilters & { ids?: number[] };

/** What the export takes: the list's query without its page (the file holds every match). */
export type OrderExportQuery = Omit<OrderListQuery, 'skip' | 'take'>;
