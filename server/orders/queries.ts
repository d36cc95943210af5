import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  isOrderSortKey,
  isOrderStatus,
  orderStatuses,
  type OrderFamily,
  type OrderListQuery,
  type OrderSortKey,
} from '../../resources/orders/index';
import type { Database } from '../db/database';
import { containsPattern, keywordTooShortForIndexes } from '../db/keywordSearch';
import { jsonArray, jsonSelectList, type JsonRow } from '../db/jsonRows';
import { readPage, type ListTotal } from '../db/listTotal';
import { customers } from '../db/customerTables';
import { orders } from '../db/orderTables';

/** A family list's query values (resources/orders/listQuery.ts). */
export type { OrderListQuery };

export const maxOrderTake = 500;

/** The column of each sort key; anything else falls back to the newest orders first. */
export const orderSortColumns: Readonly<Record<OrderSortKey, PgColumn>> = {
  id: orders.id,
  code: orders.code,
  orderDate: orders.orderDate,
  purchaseDate: orders.purchaseDate,
  updatedAt: orders.updatedAt,
  status: orders.status,
  source: orders.source,
  customerName: orders.customerName,
  price: orders.price,
  total: orders.total,
  quantity: orders.quantity,
};

/** Columns the keyword searches (each has a trigram index). */
const keywordColumns = [orders.code, orders.title, orders.customerName, orders.tracking, orders.orderNumber];

/**
 * The codes of the customers a keyword names whole (its code, username or phone): staff on the phone
 * with a customer type what the customer says, and the list then has that customer's orders too.
 * Asked before the list's own query and given to it as values: as a subquery inside the keyword's
 * OR it made the planner walk all orders by date testing each (143 ms at 20,000 orders on
 * PostgreSQL), as values the OR is plain column tests (40 ms).
 */
export const customersNamed = async (db: Database, keyword: string | undefined) => {
  const named = keyword?.trim();
  if (!named) return [];
  const rows = await db
    .select({ code: customers.customerCode })
    .from(customers)
    .where(
      sql`${customers.customerCode} = upper(${named}) or lower(${customers.username}) = lower(${named})
        or ${customers.phone} = ${named}`,
    );
  return rows.map((row) => row.code);
};

/** A date filter bound: `dateTo` is inclusive of its whole day. */
const dayAfter = (date: string) => new Date(Date.parse(date) + 24 * 60 * 60 * 1000);

/**
 * What a family lists, narrowed by the user's filters; `named` is what `customersNamed` found for the
 * query's keyword (a query without a keyword: none).
 */
export const orderListWhere = (
  family: OrderFamily,
  query: OrderListQuery,
  named: readonly string[],
): SQL | undefined => {
  const requested = (query.status ?? []).filter(isOrderStatus);
  const statuses = requested.length
    ? family.statuses.filter((status) => requested.includes(status))
    : family.statuses;
  const keyword = query.keyword?.trim();
  const conditions: (SQL | undefined)[] = [
    // A status outside the family matches nothing rather than widening the list. A list of every
    // status (the order search) has no condition: the planner then expects every order, where
    // "status in (all of them)" made it expect two thirds (an estimated total of 13,228 for 20,000).
    statuses.length === orderStatuses.length
      ? undefined
      : statuses.length
        ? inArray(orders.status, [...statuses])
        : sql`false`,
    family.source ? eq(orders.source, family.source) : undefined,
    query.source ? eq(orders.source, query.source) : undefined,
    family.offersOnly ? isNotNull(orders.offerStatus) : undefined,
    keyword
      ? or(
          ...keywordColumns.map((column) => ilike(column, containsPattern(keyword))),
          named.length ? inArray(orders.customerCode, [...named]) : undefined,
        )
      : undefined,
    query.dateFrom ? gte(orders.orderDate, new Date(query.dateFrom)) : undefined,
    query.dateTo ? lt(orders.orderDate, dayAfter(query.dateTo)) : undefined,
    query.purchaser ? eq(orders.purchaser, query.purchaser) : undefined,
    query.supplierId !== undefined ? eq(orders.supplierId, query.supplierId) : undefined,
    query.bidAccount ? eq(orders.bidAccount, query.bidAccount) : undefined,
    query.warehouse ? eq(orders.warehouse, query.warehouse) : undefined,
    query.customerCode ? eq(orders.customerCode, query.customerCode) : undefined,
    query.ids?.length ? inArray(orders.id, query.ids) : undefined,
  ];
  return and(...conditions);
};

/**
 * How a list is ordered: the requested column (newest orders first when none or an unknown one is
 * asked for), then `id` in the same direction, so that the order is total (pages and export batches
 * are stable).
 */
export const orderListSort = (query: Pick<OrderListQuery, 'sortBy' | 'sortDesc'>) => {
  const requested = isOrderSortKey(query.sortBy) ? orderSortColumns[query.sortBy] : undefined;
  return {
    column: requested ?? orders.orderDate,
    direction: requested && !query.sortDesc ? ('asc' as const) : ('desc' as const),
  };
};

export type OrderRow = typeof orders.$inferSelect;

export interface OrderPage extends ListTotal {
  items: JsonRow<OrderRow>[];
}

const orderColumns = getTableColumns(orders);
const orderJsonSelectList = jsonSelectList(orderColumns);
/** Each column's field name in a list's rows, for sorting them by it. */
const fieldOf = new Map<PgColumn, string>(
  Object.entries(orderColumns).map(([name, column]) => [column, name]),
);

/** The page's rows, as a subquery that `jsonArray` turns into one JSON value. */
const pageAlias = 'page';

/**
 * A page of a family's list, newest first unless told otherwise; id breaks ties so pages are stable.
 * The page comes as one JSON array built by the database (server/db/jsonRows.ts).
 */
export const listOrders = async (
  db: Database,
  family: OrderFamily,
  query: OrderListQuery,
): Promise<OrderPage> => {
  const where = orderListWhere(family, query, await customersNamed(db, query.keyword));
  const { column, direction } = orderListSort(query);
  const order = direction === 'asc' ? asc : desc;
  const skip = query.skip ?? 0;
  const take = Math.min(query.take ?? 25, maxOrderTake);
  const page = { skip, take, countReadsEveryRow: keywordTooShortForIndexes(query.keyword) };
  return readPage(db, orders, where, page, async (limit) => {
    const rows = sql`select ${orderJsonSelectList} from ${orders}${where ? sql` where ${where}` : sql``}
      order by ${order(column)}, ${order(orders.id)} limit ${limit} offset ${skip}`;
    const sorted = jsonArray(pageAlias, [
      { field: fieldOf.get(column)!, direction },
      { field: 'id', direction },
    ]);
    const answer = (await db.execute(
      sql`select ${sorted} as items from (${rows}) as ${sql.identifier(pageAlias)}`,
    )) as unknown as { rows: { items: JsonRow<OrderRow>[] }[] };
    return answer.rows[0].items;
  });
};
