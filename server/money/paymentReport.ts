import type { Locale } from '../../i18n/languages';
import { nameIn } from '../db/columns';
import { localeOf } from '../http/locale';
import type { FastifyRequest } from 'fastify';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import {
  paymentReportActions,
  paymentReportDeclaration,
  type MoneyRows,
  type PayableRow,
  type PaymentSummary,
  type ReceivableRow,
} from '../../resources/paymentReport';
import { paymentStatuses, paymentTypes } from '../../resources/payments';
import { addDays, calendarDay, defaultRangeDays, withinDays } from '../dashboard/dateRange';
import type { Database } from '../db/database';
import {
  orderPayables,
  orderPayments,
  orderReceivables,
  orders,
  paymentWallets,
  suppliers,
} from '../db/orderTables';
import { checkRange } from '../resources/rangeCheck';
import { rulesFor } from '../resources/rules';
import { newestPage } from '../db/newestFirst';

/**
 * The payment report (resources/paymentReport.ts): the range's payments summed by status, type and
 * wallet (grouped queries over `order_payments_at`), and the receivables and payables of the range,
 * newest first, each with its order's code, a page at a time, with their totals per currency (over
 * `order_receivables_created` and `order_payables_created`). Amounts are never added across
 * currencies.
 */

type Query = Record<string, unknown>;

interface Range {
  dateFrom: string;
  dateTo: string;
}

/** The range as the reads name it (`atFrom`, `atTo`; default the last 30 days), checked. */
export const rangeOf = (request: FastifyRequest, input: Query, today = calendarDay(new Date())): Range => {
  checkRange(request, paymentReportDeclaration.name, 'at', input);
  const from = input.atFrom as string | undefined;
  const to = input.atTo as string | undefined;
  const dateTo = to ?? (from && from > today ? from : today);
  return { dateFrom: from ?? addDays(dateTo, 1 - defaultRangeDays), dateTo };
};

const isoMoment = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const count = sql<number>`count(*)::int`;

/** The payments of the range by status, type and wallet: one grouped query, summed three ways. */
export const paymentSummary = async (
  db: Database,
  range: Range,
  locale: Locale = 'vi',
): Promise<PaymentSummary> => {
  const [rows, wallets] = await Promise.all([
    db
      .select({
        status: orderPayments.status,
        type: orderPayments.type,
        wallet: orderPayments.wallet,
        count,
        amount: sql<number>`coalesce(sum(${orderPayments.amount}), 0)::float8`,
      })
      .from(orderPayments)
      .where(withinDays(orderPayments.at, range.dateFrom, range.dateTo))
      .groupBy(orderPayments.status, orderPayments.type, orderPayments.wallet),
    db
      .select({ code: paymentWallets.code, name: nameIn(paymentWallets, locale) })
      .from(paymentWallets)
      .orderBy(asc(paymentWallets.closed), asc(paymentWallets.name)),
  ]);
  const figure = (key: string, selected: typeof rows) => ({
    key,
    count: selected.reduce((total, row) => total + row.count, 0),
    amount: selected.reduce((total, row) => total + row.amount, 0),
  });
  const made = rows.filter((row) => row.status === 'success');
  const received = figure(
    'received',
    made.filter((row) => row.type !== 'refund'),
  ).amount;
  const refunded = figure(
    'refunded',
    made.filter((row) => row.type === 'refund'),
  ).amount;
  return {
    ...range,
    byStatus: paymentStatuses.map((status) =>
      figure(
        status,
        rows.filter((row) => row.status === status),
      ),
    ),
    byType: paymentTypes.map((type) =>
      figure(
        type,
        rows.filter((row) => row.type === type),
      ),
    ),
    byWallet: wallets
      .map(({ code, name }) => ({
        ...figure(
          code,
          rows.filter((row) => row.wallet === code),
        ),
        name,
      }))
      .filter((wallet) => wallet.count > 0),
    received,
    refunded,
    net: received - refunded,
  };
};

interface Page {
  skip: number;
  take: number;
}

const pageOf = (input: Query): Page => ({
  skip: (input.skip as number | undefined) ?? 0,
  take: (input.take as number | undefined) ?? 10,
});

/** The money an order is owed or owes: receivables from its customer, payables to its suppliers. */
type OrderMoneyTable = typeof orderReceivables | typeof orderPayables;

/**
 * A money list's page, newest first, and its totals: how many rows of `where` and how much, per
 * group (`groups`, in `order`). The page is `rows` made `$dynamic()`; every row counts in `total`.
 */
const moneyRows = async <Query extends PgSelect, Groups extends Record<string, AnyPgColumn>>(
  db: Database,
  table: OrderMoneyTable,
  where: SQL | undefined,
  { skip, take }: Page,
  rows: Query,
  groups: Groups,
  order: SQL[],
) => {
  const [items, totals] = await Promise.all([
    newestPage(rows, [table.createdAt, table.id], take, skip),
    db
      .select({ ...groups, count, amount: sql<number>`coalesce(sum(${table.amount}), 0)::float8` })
      .from(table)
      .where(where)
      .groupBy(...Object.values(groups))
      .orderBy(...order),
  ]);
  return { items, total: totals.reduce((total, row) => total + row.count, 0), totals };
};

/** The range's receivables (of one state when `paid` is given), newest first, with totals per currency. */
export const receivables = (
  db: Database,
  range: Range,
  paid: boolean | undefined,
  page: Page,
): Promise<MoneyRows<ReceivableRow>> => {
  const where = and(
    withinDays(orderReceivables.createdAt, range.dateFrom, range.dateTo),
    paid === undefined ? undefined : eq(orderReceivables.paid, paid),
  );
  const rows = db
    .select({
      id: orderReceivables.id,
      orderId: orderReceivables.orderId,
      orderCode: orders.code,
      customerCode: orders.customerCode,
      name: orderReceivables.name,
      amount: orderReceivables.amount,
      currency: orderReceivables.currency,
      payGroup: orderReceivables.payGroup,
      paid: orderReceivables.paid,
      createdAt: isoMoment(orderReceivables.createdAt),
    })
    .from(orderReceivables)
    .innerJoin(orders, eq(orders.id, orderReceivables.orderId))
    .where(where)
    .$dynamic();
  const { paid: paidColumn, currency } = orderReceivables;
  return moneyRows(db, orderReceivables, where, page, rows, { paid: paidColumn, currency }, [
    desc(paidColumn),
    asc(currency),
  ]);
};

/** The range's payables, newest first, each with its order and supplier, with totals per currency. */
export const payables = (db: Database, range: Range, page: Page): Promise<MoneyRows<PayableRow>> => {
  const where = withinDays(orderPayables.createdAt, range.dateFrom, range.dateTo);
  const rows = db
    .select({
      id: orderPayables.id,
      orderId: orderPayables.orderId,
      orderCode: orders.code,
      amount: orderPayables.amount,
      currency: orderPayables.currency,
      exchangeRate: orderPayables.exchangeRate,
      payType: orderPayables.payType,
      supplierName: sql<string | null>`${suppliers.name}`,
      createdAt: isoMoment(orderPayables.createdAt),
    })
    .from(orderPayables)
    .innerJoin(orders, eq(orders.id, orderPayables.orderId))
    .leftJoin(suppliers, eq(suppliers.id, orderPayables.supplierId))
    .where(where)
    .$dynamic();
  const { currency } = orderPayables;
  return moneyRows(db, orderPayables, where, page, rows, { currency }, [asc(currency)]);
};

export const paymentReportRules = rulesFor(paymentReportActions, {
  actions: {
    GetPaymentSummary: {
      summary:
        "The orders' payments made in the range (default: the last 30 days) by status, type and wallet, how many and how much (VND), and what was received, refunded and the net.",
      handle: async ({ tx, input, request }) =>
        paymentSummary(tx, rangeOf(request, input), localeOf(request)),
    },
    GetReceivables: {
      summary:
        "A page of the range's order receivables (paid or unpaid when asked), newest first, each with its order's code, and the totals per currency and state.",
      handle: async ({ tx, input, request }) =>
        receivables(tx, rangeOf(request, input), input.paid as boolean | undefined, pageOf(input)),
    },
    GetPayables: {
      summary:
        "A page of the range's order payables, newest first, each with its order's code and supplier, and the totals per currency.",
      handle: async ({ tx, input, request }) => payables(tx, rangeOf(request, input), pageOf(input)),
    },
  },
});
