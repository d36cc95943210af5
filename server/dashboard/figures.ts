import { and, inArray, sql } from 'drizzle-orm';
import type { CalendarDay, DashboardFigures, DateRange, PurchaseFigure } from '../../contract/dashboard';
import { hasRight } from '../../contract/access';
import { orderSources, orderStages, type OrderStage, type OrderStatus } from '../../resources/orders/index';
import type { Database } from '../db/database';
import { orders } from '../db/orderTables';
import { calendarDay, daysOf, withinDays } from './dateRange';

/** The stages whose orders these roles may read (resources/access.ts): only they are counted. */
export const readableStages = (roles: readonly string[]): OrderStage[] =>
  orderStages.filter((stage) => hasRight(roles, 'read', stage.area));

/** In VND: an order's total is in its marketplace's currency, its exchange rate turns it into dong. */
const amountInDong = sql<number>`coalesce(round(sum(${orders.total} * coalesce(${orders.exchangeRate}, 1))), 0)::float8`;
const orderCount = sql<number>`count(*)::int`;
const purchaseDay = sql<CalendarDay>`to_char(${orders.purchaseDate} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * Counts per status and source of the orders placed in the range: ONE grouped query (over the
 * order-date index) from which the stage, source and stage-by-source figures are all summed, so
 * they always agree with each other.
 */
const statusSourceCounts = (db: Database, range: DateRange, statuses: OrderStatus[]) =>
  db
    .select({ status: orders.status, source: orders.source, count: orderCount })
    .from(orders)
    .where(and(withinDays(orders.orderDate, range.dateFrom, range.dateTo), inArray(orders.status, statuses)))
    .groupBy(orders.status, orders.source);

const purchases = (db: Database, range: DateRange, statuses: OrderStatus[]) =>
  db
    .select({ date: purchaseDay, count: orderCount, amount: amountInDong })
    .from(orders)
    .where(
      and(withinDays(orders.purchaseDate, range.dateFrom, range.dateTo), inArray(orders.status, statuses)),
    )
    .groupBy(purchaseDay);

const sumOf = (counts: { count: number }[]) => counts.reduce((total, { count }) => total + count, 0);

/**
 * `Dashboard/GetList`: the figures of the orders the user may read. Three aggregate queries: the
 * status x source counts of the range, the purchases of the range per day, and today's purchases.
 */
export const dashboardFigures = async (
  db: Database,
  range: DateRange,
  roles: readonly string[],
  today: CalendarDay = calendarDay(new Date()),
): Promise<DashboardFigures> => {
  const stages = readableStages(roles);
  const statuses = stages.flatMap((stage) => [...stage.statuses]);
  if (statuses.length === 0) {
    return {
      ...range,
      byStage: [],
      bySource: [],
      byStageAndSource: [],
      todayPurchases: null,
      purchasesByDay: [],
    };
  }
  const [counts, byDay, [todayRow]] = await Promise.all([
    statusSourceCounts(db, range, statuses),
    purchases(db, range, statuses),
    purchases(db, { dateFrom: today, dateTo: today }, statuses),
  ]);
  const countOf = (stage: OrderStage, source?: string) =>
    sumOf(
      counts.filter(
        (row) =>
          stage.statuses.includes(row.status as OrderStatus) &&
          (source === undefined || row.source === source),
      ),
    );
  const purchasesOn = new Map(byDay.map(({ date, count, amount }) => [date, { count, amount }]));
  const none: PurchaseFigure = { count: 0, amount: 0 };
  return {
    ...range,
    byStage: stages.map((stage) => ({ stage: stage.key, count: countOf(stage) })),
    bySource: orderSources.map((source) => ({
      source: source.key,
      count: sumOf(counts.filter((row) => row.source === source.key)),
    })),
    byStageAndSource: stages.flatMap((stage) =>
      orderSources.map((source) => ({
        stage: stage.key,
        source: source.key,
        count: countOf(stage, source.key),
      })),
    ),
    todayPurchases: {
      date: today,
      ...(todayRow ? { count: todayRow.count, amount: todayRow.amount } : none),
    },
    purchasesByDay: daysOf(range).map((date) => ({ date, ...(purchasesOn.get(date) ?? none) })),
  };
};
