import { nameIn } from '../db/columns';
import { checkRange } from '../resources/rangeCheck';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { genericMessageKeys } from '../../contract/errorCodes';
import { translate } from '../../i18n/translate';
import { fieldLabelKey } from '../../resources/index';
import {
  paymentActions,
  paymentDeclaration,
  paymentOfferStatuses,
  type PaymentStatus,
} from '../../resources/payments';
import { withinDays } from '../dashboard/dateRange';
import type { Database } from '../db/database';
import { containsPattern, keywordTooShortForIndexes } from '../db/keywordSearch';
import { readPage } from '../db/listTotal';
import { orderPayments, orders, paymentWallets } from '../db/orderTables';
import type { ResourceTable } from '../db/tables';
import { ApiError, invalid } from '../http/apiError';
import { localeOf } from '../http/locale';
import { withErrorCode } from '../orders/failures';
import { roundMoney } from '../orders/totals';
import { exportOperation, listOperation } from '../resources/ownRows';
import { rulesFor, type ActionContext } from '../resources/rules';
import { equalTo } from '../db/equalTo';

/**
 * The orders' payments (resources/payments.ts): the list over `order_payments` with each payment's
 * order and customer, its export, a payment asked for an order waiting for payment, and the moves of
 * a payment from its row: confirmed or canceled while new, refunded once paid (REFUND_FAIL through a
 * closed wallet, or with nothing left to send back, as an order's cancel refunds:
 * server/orders/refund.ts).
 */

type Query = Record<string, unknown>;

interface PaymentFilters {
  dateFrom?: string;
  dateTo?: string;
  orderCode?: string;
  customerCode?: string;
  status?: string;
  type?: string;
  wallet?: string;
  keyword?: string;
  ids?: number[];
  sortBy?: string;
  sortDesc?: boolean;
}

/** The orders a condition names, as a key set the payments' order index reads. */
const ordersWhere = (condition: SQL | undefined) =>
  inArray(orderPayments.orderId, sql`(select ${orders.id} from ${orders} where ${condition})`);

const paymentWhere = (filters: PaymentFilters): SQL | undefined => {
  const keyword = filters.keyword?.trim();
  return and(
    withinDays(orderPayments.at, filters.dateFrom, filters.dateTo),
    ...equalTo(filters, {
      status: orderPayments.status,
      type: orderPayments.type,
      wallet: orderPayments.wallet,
    }),
    filters.orderCode ? ordersWhere(eq(orders.code, filters.orderCode)) : undefined,
    filters.customerCode ? ordersWhere(eq(orders.customerCode, filters.customerCode)) : undefined,
    keyword
      ? ordersWhere(
          or(
            ilike(orders.code, containsPattern(keyword)),
            ilike(orders.customerCode, containsPattern(keyword)),
          ),
        )
      : undefined,
    filters.ids?.length ? inArray(orderPayments.id, filters.ids) : undefined,
  );
};

const paymentRows = (db: Database, filters: PaymentFilters, limit: number, offset: number) => {
  // Newest first unless the list asks for an order of its own (by time or amount).
  const asked = filters.sortBy === 'at' || filters.sortBy === 'amount';
  const direction = asked && !filters.sortDesc ? asc : desc;
  const column = filters.sortBy === 'amount' ? orderPayments.amount : orderPayments.at;
  return db
    .select({
      id: orderPayments.id,
      at: sql<string>`to_char(${orderPayments.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      orderId: orderPayments.orderId,
      orderCode: orders.code,
      customerCode: orders.customerCode,
      type: orderPayments.type,
      status: sql<PaymentStatus>`${orderPayments.status}`,
      amount: orderPayments.amount,
      wallet: orderPayments.wallet,
    })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(paymentWhere(filters))
    .orderBy(direction(column), direction(orderPayments.id))
    .limit(limit)
    .offset(offset);
};

/** The filters as the query names them; an inverted range is a 400 with the validation list. */
const filtersOf = (request: FastifyRequest, query: Query): PaymentFilters => {
  const from = query.atFrom as string | undefined;
  const to = query.atTo as string | undefined;
  checkRange(request, paymentDeclaration.name, 'at', query);
  const text = (name: string) => query[name] as string | undefined;
  return {
    dateFrom: from,
    dateTo: to,
    orderCode: text('orderCode'),
    customerCode: text('customerCode'),
    status: text('status'),
    type: text('type'),
    wallet: text('wallet'),
    keyword: text('keyword'),
    ids: query.ids as number[] | undefined,
    sortBy: text('sortBy'),
    sortDesc: query.sortDesc as boolean | undefined,
  };
};

/** A field's message in the request's language, for the validation list. */
const fieldMessage = (request: FastifyRequest, key: string, field: string) =>
  translate(localeOf(request), key, {
    field: translate(localeOf(request), fieldLabelKey(paymentDeclaration.name, field)),
  });

/** A move a payment's status does not allow (confirm a paid one, refund an awaited one). */
const notNow = () => new ApiError(400, genericMessageKeys.updateFailed);

/** The payment's row as the list shows it. */
const shown = async (tx: Database, id: number) => (await paymentRows(tx, { ids: [id] }, 1, 0))[0];

const statusMove =
  (from: PaymentStatus, to: PaymentStatus) =>
  async ({ tx, record }: ActionContext) => {
    if (!record || record.status !== from) throw notNow();
    await tx
      .update(orderPayments)
      .set({ status: to })
      .where(eq(orderPayments.id, record.id as number));
    return shown(tx, record.id as number);
  };

/**
 * Sends a paid payment's money back through its wallet, as much of it as the order's payments
 * through that wallet still hold (successful payments in, less the refunds already made): a closed
 * wallet, or nothing left to send, is a refund that fails (REFUND_FAIL).
 */
const refund = async ({ tx, record, request }: ActionContext) => {
  if (!record || record.status !== 'success' || record.type === 'refund') throw notNow();
  const [wallet] = await tx
    .select({ closed: paymentWallets.closed })
    .from(paymentWallets)
    .where(eq(paymentWallets.code, record.wallet as string));
  const [{ held }] = await tx
    .select({
      held: sql<number>`coalesce(sum(case when ${orderPayments.type} = 'refund' then -${orderPayments.amount} else ${orderPayments.amount} end), 0)::float8`,
    })
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.orderId, record.orderId as number),
        eq(orderPayments.wallet, record.wallet as string),
        eq(orderPayments.status, 'success'),
      ),
    );
  const amount = roundMoney(Math.min(record.amount as number, held));
  if (!wallet || wallet.closed || amount <= 0) throw withErrorCode(request, 400, 'REFUND_FAIL');
  const [made] = await tx
    .insert(orderPayments)
    .values({
      orderId: record.orderId as number,
      status: 'success',
      type: 'refund',
      amount,
      wallet: record.wallet as string,
    })
    .returning({ id: orderPayments.id });
  return shown(tx, made.id);
};

export const paymentRules = rulesFor(paymentActions, {
  table: orderPayments as unknown as ResourceTable,
  operations: {
    list: listOperation(filtersOf, (db, filters, { skip, take }) =>
      readPage(
        db,
        orderPayments,
        paymentWhere(filters),
        { skip, take: Math.min(take, 500), countReadsEveryRow: keywordTooShortForIndexes(filters.keyword) },
        (limit) => paymentRows(db, filters, limit, skip),
      ),
    ),
    export: exportOperation(paymentDeclaration, filtersOf, (db, filters, { limit, offset }) =>
      paymentRows(db, filters, limit, offset),
    ),
    create: {
      // A payment asked for an order: `new` until the customer pays, only while the order waits
      // for payment ("not eligible for a payment offer" otherwise), through an open wallet.
      handle: async (request, repository) =>
        repository.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Database;
          const body = request.body as { orderCode: string; type: string; amount: number; wallet: string };
          if (body.type === 'refund')
            throw invalid({ type: [fieldMessage(request, 'kago.validation.choice', 'type')] });
          const [order] = await tx
            .select({ id: orders.id, status: orders.status })
            .from(orders)
            .where(eq(orders.code, body.orderCode))
            .for('update');
          if (!order) throw withErrorCode(request, 400, 'ORDER_ID_NOT_ALLOW_NULL');
          if (!(paymentOfferStatuses as readonly string[]).includes(order.status))
            throw new ApiError(400, genericMessageKeys.notEligibleOffer);
          const [wallet] = await tx
            .select({ closed: paymentWallets.closed })
            .from(paymentWallets)
            .where(eq(paymentWallets.code, body.wallet));
          if (!wallet || wallet.closed)
            throw invalid({ wallet: [fieldMessage(request, 'kago.validation.reference', 'wallet')] });
          const [made] = await tx
            .insert(orderPayments)
            .values({
              orderId: order.id,
              status: 'new',
              type: body.type,
              amount: roundMoney(body.amount),
              wallet: body.wallet,
            })
            .returning({ id: orderPayments.id });
          return shown(tx, made.id);
        }),
    },
  },
  actions: {
    // Every wallet, closed ones too: the list names the wallet of an old payment by it; a new
    // payment through a closed one is refused above.
    GetWallets: async ({ tx, request }) =>
      tx
        .select({
          code: paymentWallets.code,
          name: nameIn(paymentWallets, localeOf(request)),
          closed: paymentWallets.closed,
        })
        .from(paymentWallets)
        .orderBy(asc(paymentWallets.closed), asc(paymentWallets.name)),
    Confirm: statusMove('new', 'success'),
    Cancel: statusMove('new', 'canceled'),
    Refund: refund,
  },
});
