import { and, asc, desc, eq, gt, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { OrderFamily } from '../../../resources/orders/index';
import type { Database } from '../../db/database';
import { orders, suppliers } from '../../db/orderTables';
import { customersNamed, orderListSort, orderListWhere, type OrderListQuery } from '../queries';
import { exportSelection, type ExportRow } from './exportColumns';

/** Rows read per query: enough to keep the database busy, few enough to hold in memory. */
export const exportBatchSize = 2_000;

interface Position {
  value: unknown;
  id: number;
}

/**
 * The rows after `last` in the list's order (the sort column, then id, both one way). PostgreSQL
 * puts NULLs last going up and first going down, so a nullable sort column needs its own cases;
 * the row comparison of the common case is what the (column, id) indexes answer.
 */
const after = (column: PgColumn, direction: 'asc' | 'desc', last: Position): SQL | undefined => {
  if (last.value === null || last.value === undefined) {
    return direction === 'asc'
      ? and(isNull(column), gt(orders.id, last.id))
      : or(and(isNull(column), lt(orders.id, last.id)), isNotNull(column));
  }
  const beyond = sql`(${column}, ${orders.id}) ${sql.raw(direction === 'asc' ? '>' : '<')} (${sql.param(last.value, column)}, ${last.id})`;
  return direction === 'asc' && !column.notNull ? or(beyond, isNull(column)) : beyond;
};

/**
 * A family's filtered list in the list's own order (the same filters and sort as `getorders`), read
 * in keyset-paged batches: never more than one batch in memory, and each batch starts where the
 * index left off instead of skipping the rows before it.
 */
export async function* orderExportBatches(
  db: Database,
  family: OrderFamily,
  query: OrderListQuery,
  batchSize = exportBatchSize,
): AsyncGenerator<ExportRow[]> {
  const where = orderListWhere(family, query, await customersNamed(db, query.keyword));
  const { column, direction } = orderListSort(query);
  const order = direction === 'asc' ? asc : desc;
  let last: Position | null = null;
  for (;;) {
    const rows: (ExportRow & { sortValue: unknown })[] = await db
      .select({ ...exportSelection, sortValue: column })
      .from(orders)
      .leftJoin(suppliers, eq(suppliers.id, orders.supplierId))
      .where(and(where, last ? after(column, direction, last) : undefined))
      .orderBy(order(column), order(orders.id))
      .limit(batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const tail = rows[rows.length - 1];
    last = { value: tail.sortValue, id: tail.id };
  }
}
