import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  DateRange,
  TransactionPage,
  TransactionQuery,
  TransactionSums,
  TransactionTotals,
} from '../../contract/dashboard';
import { transactionEffects, type TransactionType, transactionTypes } from '../../contract/customers';
import { countedTransactionStatus } from '../../resources/transactions';
import { customers, customerTransactions } from '../db/customerTables';
import type { Database } from '../db/database';
import { containsPattern, keywordTooShortForIndexes } from '../db/keywordSearch';
import { readPage } from '../db/listTotal';
import type { Locale } from '../../i18n/languages';
import { withNoteText } from '../customers/transactionNotes';
import { withinDays } from './dateRange';
import { moveColumns } from '../customers/finance';
import { equalTo } from '../db/equalTo';

/**
 * The customers' money on the dashboard (`GetListTransaction`, `GetTotalAmount`) and on the
 * transactions screen (resources/transactions.ts, server/money/transactionRules.ts), over the finance
 * history the customer area writes (`customer_transactions`): one query for both. Every figure is one
 * aggregate query.
 */

/** A page of the list holds at most this many moves, as every list of the API. */
export const maxTransactionTake = 500;

/** How a move changes the customers' cash in total: +1 comes in from outside, -1 leaves, 0 stays. */
const directionOf = (type: TransactionType) =>
  Math.sign(transactionEffects[type].available + transactionEffects[type].frozen);
const typesGoing = (direction: number) => transactionTypes.filter((type) => directionOf(type) === direction);

/** What a list of moves is narrowed by: the dashboard's range, the transactions screen's filters. */
export interface TransactionFilters {
  /** Moves from the start of `dateFrom` to the end of `dateTo` (over the created-date index). */
  dateFrom?: string;
  dateTo?: string;
  type?: string;
  status?: string;
  customerId?: number;
  /** The customer's code, whole (the transactions screen's customer filter). */
  customerCode?: string;
  /** Part of the customer's code, username or name, or of the move's note. */
  keyword?: string;
  ids?: number[];
}

/** The customers a keyword names: over their trigram indexes, a key set the moves' index then reads. */
const customersNamed = (keyword: string) =>
  sql`(select ${customers.id} from ${customers} where ${or(
    ...[customers.customerCode, customers.username, customers.fullname].map((column) =>
      ilike(column, containsPattern(keyword)),
    ),
  )})`;

export const transactionWhere = (filters: TransactionFilters): SQL | undefined => {
  const keyword = filters.keyword?.trim();
  return and(
    withinDays(customerTransactions.createdAt, filters.dateFrom, filters.dateTo),
    ...equalTo(filters, { type: customerTransactions.type, status: customerTransactions.status }),
    filters.customerId ? eq(customerTransactions.customerId, filters.customerId) : undefined,
    filters.customerCode
      ? inArray(
          customerTransactions.customerId,
          sql`(select ${customers.id} from ${customers} where ${customers.customerCode} = ${filters.customerCode})`,
        )
      : undefined,
    keyword
      ? or(
          inArray(customerTransactions.customerId, customersNamed(keyword)),
          ilike(customerTransactions.note, containsPattern(keyword)),
        )
      : undefined,
    filters.ids?.length ? inArray(customerTransactions.id, filters.ids) : undefined,
  );
};

/** The orders a list may ask for; newest first by default, the id breaking ties. */
const sortColumns = {
  createdAt: customerTransactions.createdAt,
  amount: customerTransactions.amount,
} as const;

export interface TransactionSort {
  sortBy?: string;
  sortDesc?: boolean;
}

/** A batch of the filtered moves, each with the customer's code and name: one join. */
export const transactionRows = (
  db: Database,
  filters: TransactionFilters,
  sort: TransactionSort,
  limit: number,
  offset: number,
  locale: Locale,
) => {
  const column = sortColumns[(sort.sortBy ?? '') as keyof typeof sortColumns];
  const direction = column && !sort.sortDesc ? asc : desc;
  return db
    .select({
      ...moveColumns,
      customerId: customerTransactions.customerId,
      customerCode: customers.customerCode,
      customerName: customers.fullname,
    })
    .from(customerTransactions)
    .innerJoin(customers, eq(customers.id, customerTransactions.customerId))
    .where(transactionWhere(filters))
    .orderBy(direction(column ?? customerTransactions.createdAt), direction(customerTransactions.id))
    .limit(limit)
    .offset(offset)
    .then((rows) => withNoteText(locale, rows));
};

/** A page of the filtered moves, and how many there are (exact, or an estimate past 10,000). */
export const transactionList = (
  db: Database,
  query: TransactionFilters & TransactionSort & { skip: number; take: number },
  locale: Locale,
) => {
  const take = Math.min(query.take, maxTransactionTake);
  return readPage(
    db,
    customerTransactions,
    transactionWhere(query),
    { skip: query.skip, take, countReadsEveryRow: keywordTooShortForIndexes(query.keyword) },
    (limit) => transactionRows(db, query, query, limit, query.skip, locale),
  );
};

type PageQuery = DateRange & Required<Pick<TransactionQuery, 'skip' | 'take'>> & TransactionQuery;

/** A page of the range's moves, newest first, each with the customer's code and name: one join. */
export const transactionPage = async (
  db: Database,
  query: PageQuery,
  locale: Locale,
): Promise<TransactionPage> => ({
  dateFrom: query.dateFrom,
  dateTo: query.dateTo,
  ...(await transactionList(db, query, locale)),
});

/** Money is kept to the cent: sums of decimals in floating point are rounded back to it. */
const cents = (value: number) => Math.round(value * 100) / 100;

const sumOfAmounts = sql<number>`coalesce(sum(${customerTransactions.amount}), 0)::float8`;

/** The filtered moves that were made, per type (every type, zeros included), in and out, and the net. */
export const transactionSums = async (
  db: Database,
  filters: TransactionFilters,
): Promise<TransactionSums> => {
  const byTypeRows = await db
    .select({
      type: customerTransactions.type,
      count: sql<number>`count(*)::int`,
      amount: sumOfAmounts,
    })
    .from(customerTransactions)
    .where(and(transactionWhere(filters), eq(customerTransactions.status, countedTransactionStatus)))
    .groupBy(customerTransactions.type);
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
  return { byType, moneyIn, moneyOut, net: cents(moneyIn - moneyOut) };
};

/**
 * The range's moves per type, what came in and went out and the net (only moves made: a move asked
 * for and not yet made, or canceled, changed no cash), and the customers' cash now: two aggregate
 * queries, one over the range, one over the balances.
 */
export const transactionTotals = async (db: Database, range: DateRange): Promise<TransactionTotals> => {
  const [sums, [cash]] = await Promise.all([
    transactionSums(db, range),
    db
      .select({
        cashAvailable: sql<number>`coalesce(sum(${customers.cashAvailable}), 0)::float8`,
        cashFrozen: sql<number>`coalesce(sum(${customers.cashFrozen}), 0)::float8`,
      })
      .from(customers),
  ]);
  return { ...range, ...sums, cashAvailable: cash.cashAvailable, cashFrozen: cash.cashFrozen };
};
