import { checkRange } from '../resources/rangeCheck';
import { and, asc, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { CalendarDay } from '../../contract/dashboard';
import { lateOrderRules, type LateReportKey } from '../../resources/lateOrderRules';
import { trackingPattern } from '../../resources/reports';
import type { Database } from '../db/database';
import { containsPattern, keywordTooShortForIndexes } from '../db/keywordSearch';
import { readPage, type ListTotal } from '../db/listTotal';
import { orders } from '../db/orderTables';
import { addDays, calendarDay, startOfDay, withinDays } from '../dashboard/dateRange';
import { orderTotalVnd } from './orderTotal';
import { equalTo } from '../db/equalTo';

/**
 * The four late-order reports' rules as SQL over the orders as they are now (resources/reports.ts
 * gives the statuses, clocks and days). Days are the business calendar's (UTC, as the dashboard
 * counts them: server/dashboard/dateRange.ts): an order is late once its clock's day is more than
 * `days` days before today, that is, when the clock started before the start of the day `days`
 * days ago; each status has an index on (status, clock, id), so a report's rows and count come off
 * one range of it.
 */

/** What a report's list, count and export are narrowed by (the list's own query names). */
export interface LateReportFilters {
  keyword?: string;
  source?: string;
  purchaser?: string;
  warehouse?: string;
  bidAccount?: string;
  orderDateFrom?: CalendarDay;
  orderDateTo?: CalendarDay;
}

export interface LateReportQuery extends LateReportFilters {
  skip?: number;
  take?: number;
  sortBy?: string;
  sortDesc?: boolean;
  /** The export's chosen rows. */
  ids?: number[];
}

const clockColumns = {
  purchaseDate: orders.purchaseDate,
  statusChangedAt: orders.statusChangedAt,
} as const;

export const clockOf = (report: LateReportKey): PgColumn => clockColumns[lateOrderRules[report].clock];

/** The start of the business day `days` days before `now`'s: a clock before it is late. */
export const lateCutoff = (report: LateReportKey, now: Date) =>
  startOfDay(addDays(calendarDay(now), -lateOrderRules[report].days));

const noTracking = sql`coalesce(${orders.tracking}, '') = ''`;

/** What breaks each report's rule, beside its statuses and its clock. */
const brokenRule: Record<LateReportKey, SQL | undefined> = {
  tracking: noTracking,
  numberTracking: or(
    and(eq(orders.status, 'domesticShipping'), noTracking),
    and(sql`${orders.tracking} <> ''`, sql`${orders.tracking} !~ ${trackingPattern}`),
    and(
      sql`${orders.tracking} <> ''`,
      sql`exists (select 1 from ${orders} as other_order
        where other_order.tracking = ${orders.tracking} and other_order.id <> ${orders.id})`,
    ),
  )!,
  // Being in the status past the days is the whole rule.
  importExport: undefined,
  slowBuy: undefined,
};

/** The orders that break the report's rule at `now`: its statuses, its rule, its clock past its days. */
export const lateCondition = (report: LateReportKey, now: Date): SQL => {
  const rule = lateOrderRules[report];
  const clock = clockOf(report);
  return and(
    inArray(orders.status, [...rule.statuses]),
    brokenRule[report],
    // No grace: every order breaking the rule is listed, whenever its clock started.
    rule.days === 0 ? undefined : lt(clock, lateCutoff(report, now)),
  )!;
};

const keywordColumns = [orders.code, orders.title, orders.tracking, orders.customerCode];

/** The user's filters, as conditions (the date range by order date, both days whole). */
export const filterCondition = (filters: LateReportFilters): SQL | undefined => {
  const keyword = filters.keyword?.trim();
  return and(
    keyword ? or(...keywordColumns.map((column) => ilike(column, containsPattern(keyword)))) : undefined,
    ...equalTo(filters, {
      source: orders.source,
      purchaser: orders.purchaser,
      warehouse: orders.warehouse,
      bidAccount: orders.bidAccount,
    }),
    withinDays(orders.orderDate, filters.orderDateFrom, filters.orderDateTo),
  );
};

/**
 * An inverted range answers 400 with the validation list (the schema has already refused a day that
 * does not parse and a source that does not exist), labelled as the report's filters are.
 */
export const checkFilters = (request: FastifyRequest, resource: string, filters: LateReportFilters) =>
  checkRange(request, resource, 'orderDate', { ...filters });

export const reportWhere = (report: LateReportKey, query: LateReportQuery, now: Date) =>
  and(
    lateCondition(report, now),
    filterCondition(query),
    query.ids?.length ? inArray(orders.id, query.ids) : undefined,
  );

/** A report's row: the order's columns the screen shows, when its clock started, its days late. */
export const reportColumns = (report: LateReportKey, now: Date) => {
  const clock = clockOf(report);
  const today = calendarDay(now);
  return {
    id: orders.id,
    code: orders.code,
    title: orders.title,
    source: orders.source,
    status: orders.status,
    customerCode: orders.customerCode,
    purchaser: orders.purchaser,
    tracking: orders.tracking,
    warehouse: orders.warehouse,
    orderDate: orders.orderDate,
    totalVnd: orderTotalVnd.mapWith(Number),
    lateSince: clock,
    daysLate: sql<
      number | null
    >`(${today}::date - (${clock} at time zone 'UTC')::date) - ${lateOrderRules[report].days}`.mapWith(
      (value: number | string | null) => (value === null ? null : Number(value)),
    ),
  };
};

/**
 * The order of the rows: the oldest clock first unless told otherwise (more days late first); days
 * late is the clock read the other way. The id breaks ties, so pages and export batches are stable.
 */
export const reportSort = (report: LateReportKey, query: Pick<LateReportQuery, 'sortBy' | 'sortDesc'>) => {
  const clock = clockOf(report);
  const columns: Record<string, { column: PgColumn | SQL; flip?: boolean }> = {
    code: { column: orders.code },
    title: { column: orders.title },
    source: { column: orders.source },
    orderDate: { column: orders.orderDate },
    lateSince: { column: clock },
    daysLate: { column: clock, flip: true },
  };
  const chosen = (query.sortBy && columns[query.sortBy]) || columns.lateSince;
  const descending = Boolean(query.sortDesc) !== Boolean(chosen.flip);
  const direction = descending ? desc : asc;
  return [direction(chosen.column), direction(orders.id)];
};

export type LateReportRow = Awaited<ReturnType<typeof reportRows>>[number];

/** Rows of the report: a page of its list, or a batch of its export (which streams them). */
export const reportRows = (
  db: Database,
  report: LateReportKey,
  query: LateReportQuery,
  now: Date,
  limit: number,
  offset: number,
) =>
  db
    .select(reportColumns(report, now))
    .from(orders)
    .where(reportWhere(report, query, now))
    .orderBy(...reportSort(report, query))
    .limit(limit)
    .offset(offset);

export const maxReportTake = 500;

/** A page of the report and its total (server/db/listTotal.ts: exact up to 10,000 rows past the page). */
export const reportPage = async (
  db: Database,
  report: LateReportKey,
  query: LateReportQuery,
  now: Date,
): Promise<ListTotal & { items: LateReportRow[] }> => {
  const skip = query.skip ?? 0;
  const take = Math.min(query.take ?? 25, maxReportTake);
  const page = { skip, take, countReadsEveryRow: keywordTooShortForIndexes(query.keyword) };
  return readPage(db, orders, reportWhere(report, query, now), page, (limit) =>
    reportRows(db, report, query, now, limit, skip),
  );
};

/**
 * How many orders break any of the reports' rules under the filters, per source and status: an order
 * two reports list (a domestic shipment with a wrong number, running late) is one late order.
 */
export const anyRuleCells = (
  db: Database,
  reports: readonly LateReportKey[],
  filters: LateReportFilters,
  now: Date,
) =>
  db
    .select({ source: orders.source, status: orders.status, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(or(...reports.map((report) => lateCondition(report, now))), filterCondition(filters)))
    .groupBy(orders.source, orders.status);

/**
 * The business day an order became late in its report: the day after its clock's day plus the
 * report's days (the day its clock started, for a report late at once). The dashboard's trend adds
 * them up: of the orders late now, how many already were on each day of its range.
 */
const lateDayOf = (report: LateReportKey) => {
  const days = lateOrderRules[report].days;
  const clockDay = sql`(${clockOf(report)} at time zone 'UTC')::date`;
  return sql<
    string | null
  >`to_char(${days === 0 ? clockDay : sql`${clockDay} + ${sql.raw(String(days + 1))}`}, 'YYYY-MM-DD')`;
};

/**
 * How many orders break the report's rule under the filters: in all, by source, by status and by the
 * day they became late.
 */
export const reportCounts = async (
  db: Database,
  report: LateReportKey,
  filters: LateReportFilters,
  now: Date,
) => {
  const rows = await db
    .select({
      source: orders.source,
      status: orders.status,
      lateDay: lateDayOf(report),
      count: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(and(lateCondition(report, now), filterCondition(filters)))
    .groupBy(orders.source, orders.status, lateDayOf(report));
  const sum = (key: 'source' | 'status' | 'lateDay') => {
    const totals = new Map<string | null, number>();
    for (const row of rows) totals.set(row[key], (totals.get(row[key]) ?? 0) + row.count);
    return [...totals].map(([value, count]) => ({ [key]: value, count }));
  };
  return {
    report,
    total: rows.reduce((total, row) => total + row.count, 0),
    bySource: sum('source') as { source: string; count: number }[],
    byStatus: sum('status') as { status: string; count: number }[],
    byLateDay: (sum('lateDay') as { lateDay: string | null; count: number }[]).sort((one, other) =>
      (one.lateDay ?? '') < (other.lateDay ?? '') ? -1 : 1,
    ),
  };
};
