import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type {
  DateRange,
  TransactionPage,
  TransactionQuery,
  TransactionTotals,
} from '../../contract/dashboard';
import { transactionEffects, transactionTypes, type TransactionType } from '../../contract/customers';
import { customers, customerTransactions } from '../db/customerTables';
import type { Database } from '../db/database';
import { listTotal } from '../db/listTotal';
import { addDays, startOfDay } from './dateRange';

/**
 * The customers' money on the dashboard (`GetListTransaction`, `GetTotalAmount`), over the finance
 * history the customer area writes (`customer_transactions`). Every figure is one aggregate query.
 */

/** A page of the list holds at most this many moves, as every list of the API. */
export const maxTransactionTake = 500;

/** How a move changes the customers' cash in total: +1 comes in from outside, -1 leaves, 0 stays. */
const directionOf = (type: TransactionType) =>
  Math.sign(transactionEffects[type].available + transactionEffects[type].frozen);
const typesGoing = (direction: number) => transactionTypes.filter((type) => directionOf(type) === direction);

/** Moves from the start of `dateFrom` to the end of `dateTo` (over the created-date index). */
const within = (range: DateRange): SQL =>
  and(
    gte(customerTransactions.createdAt, startOfDay(range.dateFrom)),
    lt(customerTransactions.createdAt, startOfDay(addDays(range.dateTo, 1))),
  ) as SQL;

type PageQuery = DateRange & Required<Pick<TransactionQuery, 'skip' | 'take'>> & TransactionQuery;

/** A page of the range's moves, newest first, each with the customer's code and name: one join. */
export const transactionPage = async (db: Database, query: PageQuery): Promise<TransactionPage> => {
  const where = and(
    within(query),
    query.type ? eq(customerTransactions.type, query.type) : undefined,
    query.customerId ? eq(customerTransactions.customerId, query.customerId) : undefined,
  );
  const [items, total] = await Promise.all([
    db
      .select({
        id: customerTransactions.id,
        customerId: customerTransactions.customerId,
        customerCode: customers.customerCode,
        customerName: customers.fullname,
        type: sql<TransactionType>`${customerTransactions.type}`,
        amount: customerTransactions.amount,
        availableAfter: customerTransactions.availableAfter,
        frozenAfter: customerTransactions.frozenAfter,
        note: customerTransactions.note,
        createdBy: customerTransactions.createdBy,
        createdAt: sql<string>`to_char(${customerTransactions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      })
      .from(customerTransactions)
      .innerJoin(customers, eq(customers.id, customerTransactions.customerId))
      .where(where)
      .orderBy(desc(customerTransactions.createdAt), desc(customerTransactions.id))
      .limit(Math.min(query.take, maxTransactionTake))
      .offset(query.skip),
    listTotal(db, customerTransactions, where),
  ]);
  return { dateFrom: query.dateFrom, dateTo: query.dateTo, items, ...total };
};

/** Money is kept to the cent: sums of decimals in floating point are rounded back to it. */
const cents = (value: number) => Math.round(value * 100) / 100;

const sumOfAmounts = sql<number>`coalesce(sum(${customerTransactions.amount}), 0)::float8`;

/**
 * The range's moves per type (every type, zeros included), what came in and went out and the net,
 * and the customers' cash now: two aggregate queries, one over the range, one over the balances.
 */
export const transactionTotals = async (db: Database, range: DateRange): Promise<TransactionTotals> => {
  const [byTypeRows, [cash]] = await Promise.all([
    db
      .select({
        type: customerTransactions.type,
        count: sql<number>`count(*)::int`,
        amount: sumOfAmounts,
      })
      .from(customerTransactions)
      .where(within(range))
      .groupBy(customerTransactions.type),
    db
      .select({
        cashAvailable: sql<number>`coalesce(sum(${customers.cashAvailable}), 0)::float8`,
        cashFrozen: sql<number>`coalesce(sum(${customers.cashFrozen}), 0)::float8`,
      })
      .from(customers),
  ]);
  const byType = transactionTypes.map((type) => {
    const row = byTypeRows.find((each) => each.type === type);
    return { type, count: row?.count ?? 0, amount: row?.amount ?? 0 };
  });
  const amountGoing = (direction: number) =>
    cents(
      byType
        .filter(({ type }) => typesGoing(direction).includes(type))
        .reduce((sum, { amount }) => sum + amount, 0),
    );
  const moneyIn = amountGoing(1);
  const moneyOut = amountGoing(-1);
  return {
    ...range,
    byType,
    moneyIn,
    moneyOut,
    net: cents(moneyIn - moneyOut),
    cashAvailable: cash.cashAvailable,
    cashFrozen: cash.cashFrozen,
  };
};
