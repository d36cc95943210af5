import type { FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { translate } from '../../i18n/translate';
import { fieldLabelKey } from '../../resources/types';
import { isOrderStatus, orderSourceKeys, orderStages, stageOfStatus } from '../../resources/orders/index';
import {
  maxStatisticsDays,
  statisticsActions,
  statisticsDeclaration,
  type OrderStatistics,
  type StatisticsCell,
  type StatisticsGroup,
  type StatisticsPeriod,
} from '../../resources/statistics';
import {
  addDays,
  calendarDay,
  defaultRangeDays,
  rangeLength,
  startOfDay,
  withinDays,
} from '../dashboard/dateRange';
import type { Database } from '../db/database';
import { orders } from '../db/orderTables';
import { invalid } from '../http/apiError';
import { localeOf } from '../http/locale';
import { checkRange } from '../resources/rangeCheck';
import { rulesFor } from '../resources/rules';

/**
 * The second menu's statistics (resources/statistics.ts): ONE grouped query over the order-date index
 * (`orders_date`; with a source, `orders_source_date`) sums the orders of the range per period and
 * source or status, and the stages, periods and totals are added up from its rows, so every figure
 * of the screen agrees with the others and with the order lists it links to (their `dateFrom`/`dateTo`
 * filters count the same UTC days of the order date).
 */

export interface StatisticsQuery {
  dateFrom: string;
  dateTo: string;
  period: StatisticsPeriod;
  groupBy: StatisticsGroup;
  source?: string;
}

/** The first day of the period a day is in: itself, the Monday of its week, the 1st of its month. */
export const periodStart = (day: string, period: StatisticsPeriod): string => {
  if (period === 'day') return day;
  if (period === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (startOfDay(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
};

/** The first day of the next period. */
const nextPeriod = (start: string, period: StatisticsPeriod): string => {
  if (period === 'day') return addDays(start, 1);
  if (period === 'week') return addDays(start, 7);
  const moment = startOfDay(start);
  return calendarDay(new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth() + 1, 1)));
};

/** Every period of the range, each clipped to it: the range's first week may start on a Wednesday. */
export const periodsOf = ({
  dateFrom,
  dateTo,
  period,
}: Pick<StatisticsQuery, 'dateFrom' | 'dateTo' | 'period'>) => {
  const periods: { start: string; dateFrom: string; dateTo: string }[] = [];
  for (let start = periodStart(dateFrom, period); start <= dateTo; start = nextPeriod(start, period)) {
    const last = addDays(nextPeriod(start, period), -1);
    periods.push({
      start,
      dateFrom: start < dateFrom ? dateFrom : start,
      dateTo: last > dateTo ? dateTo : last,
    });
  }
  return periods;
};

const truncated: Record<StatisticsPeriod, string> = { day: 'day', week: 'week', month: 'month' };

/**
 * In dong: a service fee is in the order's marketplace currency, its exchange rate turns it into dong
 * (rounded to whole dong once summed, not per group of the query).
 */
const feeInDong = sql<number>`coalesce(sum(${orders.serviceFee} * coalesce(${orders.exchangeRate}, 1)), 0)::float8`;

/** The grouped rows: a period's first day, a source and a status, how many orders, their fees. */
const groupedRows = (db: Database, query: StatisticsQuery) => {
  // date_trunc's 'week' starts on Monday, as `periodStart` does.
  const bucket = sql<string>`to_char(date_trunc(${sql.raw(`'${truncated[query.period]}'`)}, ${orders.orderDate} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({
      start: bucket,
      source: orders.source,
      status: orders.status,
      count: sql<number>`count(*)::int`,
      serviceFee: feeInDong,
    })
    .from(orders)
    .where(
      and(
        withinDays(orders.orderDate, query.dateFrom, query.dateTo),
        query.source ? eq(orders.source, query.source) : undefined,
      ),
    )
    .groupBy(bucket, orders.source, orders.status);
};

/** The statistics of the query: every period of the range (empty ones too), per group, with totals. */
export const orderStatistics = async (db: Database, query: StatisticsQuery): Promise<OrderStatistics> => {
  const rows = await groupedRows(db, query);
  const groups: string[] =
    query.groupBy === 'source'
      ? orderSourceKeys.filter((source) => !query.source || source === query.source)
      : orderStages.map((stage) => stage.key);
  const groupOf = (row: { source: string; status: string }) =>
    query.groupBy === 'source'
      ? row.source
      : isOrderStatus(row.status)
        ? stageOfStatus(row.status).key
        : undefined;
  const sum = (selected: typeof rows, group: string): StatisticsCell => {
    const matching = selected.filter((row) => groupOf(row) === group);
    return {
      group,
      count: matching.reduce((total, row) => total + row.count, 0),
      serviceFee: Math.round(matching.reduce((total, row) => total + row.serviceFee, 0)),
    };
  };
  const periods = periodsOf(query).map(({ start, dateFrom, dateTo }) => {
    const cells = groups.map((group) =>
      sum(
        rows.filter((row) => row.start === start),
        group,
      ),
    );
    return {
      dateFrom,
      dateTo,
      cells,
      count: cells.reduce((total, cell) => total + cell.count, 0),
      serviceFee: cells.reduce((total, cell) => total + cell.serviceFee, 0),
    };
  });
  const totals = groups.map((group) => sum(rows, group));
  return {
    dateFrom: query.dateFrom,
    dateTo: query.dateTo,
    period: query.period,
    groupBy: query.groupBy,
    groups,
    periods,
    totals,
    count: totals.reduce((total, cell) => total + cell.count, 0),
    serviceFee: totals.reduce((total, cell) => total + cell.serviceFee, 0),
  };
};

type Query = Record<string, unknown>;

/**
 * The query as the read names it, with its defaults (the 30 days up to today, per day, by source):
 * an inverted range is the 400 of every declared range (rangeCheck.ts), a range over a year too.
 */
export const statisticsQueryOf = (
  request: FastifyRequest,
  input: Query,
  today: string = calendarDay(new Date()),
): StatisticsQuery => {
  checkRange(request, statisticsDeclaration.name, 'orderDate', input);
  const given = (name: string) => input[name] as string | undefined;
  const dateTo =
    given('orderDateTo') ??
    (given('orderDateFrom') && given('orderDateFrom')! > today ? given('orderDateFrom')! : today);
  const dateFrom = given('orderDateFrom') ?? addDays(dateTo, 1 - defaultRangeDays);
  if (rangeLength({ dateFrom, dateTo }) > maxStatisticsDays) {
    const locale = localeOf(request);
    throw invalid({
      orderDateFrom: [
        `${translate(locale, fieldLabelKey(statisticsDeclaration.name, 'orderDate'))}: ${translate(
          locale,
          'kago.dashboard.rangeTooLong',
          { days: maxStatisticsDays },
        )}`,
      ],
    });
  }
  return {
    dateFrom,
    dateTo,
    period: (given('period') as StatisticsPeriod | undefined) ?? 'day',
    groupBy: (given('groupBy') as StatisticsGroup | undefined) ?? 'source',
    source: given('source'),
  };
};

export const statisticsRules = rulesFor(statisticsActions, {
  actions: {
    GetOrderStatistics: {
      summary:
        'Orders placed in the range of order dates (default: the last 30 days; a year at most) and their service fees in VND, per day, week (from Monday) or month, split by source or by stage; every period of the range, with the totals per group.',
      handle: async ({ tx, input, request }) => orderStatistics(tx, statisticsQueryOf(request, input)),
    },
  },
});
