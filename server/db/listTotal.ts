import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/** Up to this many matching rows a list's total is exact; beyond, it is the planner's estimate. */
export const exactCountLimit = 1000;
/** How far above the limit the planner's estimate must be before no exact count is attempted. */
const estimateTrustMargin = 5;

export interface ListTotal {
  total: number;
  /** True when `total` is the planner's estimate (more than `exactCountLimit` rows match). */
  totalIsEstimate: boolean;
}

/** One row of `EXPLAIN (FORMAT JSON)`: PostgreSQL answers the plan as a JSON document. */
interface PlanRow {
  'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
}

/**
 * The number of rows of `table` matching `where`, exact up to `exactCountLimit`, else the
 * planner's estimate: nobody pages through thousands of rows, and an exact count over 100k orders
 * reads them all. The planner is asked first; only when its estimate could be under the limit are
 * rows counted, and then at most limit + 1 of them. Catalogue and order lists both use it.
 */
export const listTotal = async (db: Database, table: PgTable, where: SQL | undefined): Promise<ListTotal> => {
  const plan = (await db.execute(
    sql`explain (format json) ${db
      .select({ one: sql`1` })
      .from(table)
      .where(where)}`,
  )) as unknown as { rows: PlanRow[] };
  const estimated = Math.round(Number(plan.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']));
  if (estimated > exactCountLimit * estimateTrustMargin) return { total: estimated, totalIsEstimate: true };
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(exactCountLimit + 1)
    .as('matching');
  const [{ total }] = await db.select({ total: count() }).from(matching);
  if (total <= exactCountLimit) return { total, totalIsEstimate: false };
  return { total: Math.max(exactCountLimit + 1, estimated), totalIsEstimate: true };
};
