import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import { planForValues } from './preparedStatements';

/**
 * How many rows past the current page a list's total is counted exactly. Counting 10,000 matching
 * orders costs a few milliseconds on the embedded database (an exact count of 100k orders, 25-35 ms,
 * would double the latency of every first page), so lists up to that size always show exact totals.
 */
export const exactCountLimit = 10_000;

/**
 * How many rows past the page are counted where counting tests every row of the table (a keyword
 * too short for the trigram indexes, server/db/keywordSearch.ts): the count then costs in
 * proportion to the rows it reads, not to the index entries it walks. Counting "Do" among the
 * seeded 20,000 orders to the end of its 6,538 matches took 45 ms, against 5 ms for its page.
 */
export const scanCountLimit = 1_000;

export interface ListTotal {
  total: number;
  /**
   * True when `total` is an estimate: more rows match than were counted. It is never below the rows
   * that exist up to the end of this page plus one, so a list whose rows go on always offers Next.
   */
  totalIsEstimate: boolean;
}

/** What a list read saw of its page: it asked for `take` rows after `skip`, and got `rows`. */
export interface PageSeen {
  skip: number;
  take: number;
  /** Rows answered when `take + 1` were asked for: more than `take` means the list goes on. */
  rows: number;
  /** Counting reads every row of the table: counted `scanCountLimit` rows on, not `exactCountLimit`. */
  countReadsEveryRow?: boolean;
}

/** One row of `EXPLAIN (FORMAT JSON)`: PostgreSQL answers the plan as a JSON document. */
interface PlanRow {
  'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
}

const plannerEstimate = async (db: Database, table: PgTable, where: SQL | undefined) => {
  const plan = (await db.execute(
    sql`explain (format json) ${db
      .select({ one: sql`1` })
      .from(table)
      .where(where)}`,
  )) as unknown as { rows: PlanRow[] };
  return Math.round(Number(plan.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']));
};

/**
 * The number of rows of `table` matching `where`, for a list whose reader is at `page`. Its count
 * reaches `exactCountLimit` rows past the page, or `scanCountLimit` when the page says that counting
 * reads every row of the table (`countReadsEveryRow`):
 * - the page is the list's last one (fewer rows than `take + 1` came back): `skip + rows`, exact,
 *   without counting anything;
 * - else, when the planner expects more than twice the count's reach past this page, its
 *   estimate, not counted: the count could not end the list anyway, and it is the dearest part of a
 *   page (10,000 catalogue rows cost 5 ms on the embedded database, 16 ms with a keyword, against
 *   1 ms for the page itself). A planner that expects too few (no statistics, correlated filters)
 *   leads to the count below, so what goes wrong is only an estimate that is too high, which still
 *   pages to the end;
 * - else rows are counted, at most the count's reach past this page: exact when the list ends there;
 * - else an estimate: the planner's, but never less than what the count has proved to exist. Without
 *   statistics (PGlite has no autovacuum: a table filled by a seed or an import has none until
 *   someone runs ANALYZE) the planner guesses a fraction of the real number; the floor keeps Next
 *   and a jump further on working, and each jump counts exactly another reach of rows on.
 * Without `page` (callers that read their rows separately), the count starts at the list's start.
 */
export const listTotal = async (
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  page?: PageSeen,
): Promise<ListTotal> => {
  const shown = page ? page.skip + Math.min(page.rows, page.take) : 0;
  if (page && page.rows <= page.take && (page.rows > 0 || page.skip === 0)) {
    return { total: shown, totalIsEstimate: false };
  }
  // An empty page past the end counts past its `skip` too: a count below it says where the list ends.
  const reach = page?.countReadsEveryRow ? scanCountLimit : exactCountLimit;
  const limit = shown + reach;
  // Only where this page proved that the list goes on: an empty page past the end is counted.
  const goesOn = page !== undefined && page.rows > page.take;
  const planned = goesOn ? await plannerEstimate(db, table, where) : undefined;
  if (planned !== undefined && planned > limit + reach) return { total: planned, totalIsEstimate: true };
  // Planned for its reach on each call: a generic plan, made without it, expects a tenth of the
  // matching rows and reads the table; counting 10,026 of 100,000 orders then took 120-145 ms, not 18.
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(limit + 1);
  const {
    rows: [{ total }],
  } = (await db.execute(
    sql`select count(*)::int as total from ${matching} as matching ${sql.raw(planForValues)}`,
  )) as unknown as { rows: [{ total: number }] };
  if (total <= limit) return { total, totalIsEstimate: false };
  return {
    total: Math.max(limit + 1, planned ?? (await plannerEstimate(db, table, where))),
    totalIsEstimate: true,
  };
};

/** Reads a page with one row more than asked (to learn whether the list goes on), and its total. */
export const readPage = async <Row>(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  { skip, take, countReadsEveryRow }: Omit<PageSeen, 'rows'>,
  read: (limit: number) => Promise<Row[]>,
): Promise<ListTotal & { items: Row[] }> => {
  const rows = await read(take + 1);
  const total = await listTotal(db, table, where, { skip, take, rows: rows.length, countReadsEveryRow });
  return { items: rows.slice(0, take), ...total };
};
