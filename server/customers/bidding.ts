import { asc, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { customers, customerTransactions } from '../db/customerTables';
import type { Database } from '../db/database';
import { ApiError } from '../http/apiError';
import { localeOf } from '../http/locale';
import { transactionEffects, vipHoldAmount, type TransactionType } from '../../contract/customers';
import { actorOf, customerNotFound, type CustomerRow } from './records';
import { systemNote } from './transactionNotes';
import { applyCustomerChange, type CustomerChange } from './writeFlow';

/** The amount as people read it in the request's language (2.000.000 / 2,000,000). */
const formatted = (request: FastifyRequest, amount: number) =>
  new Intl.NumberFormat({ vi: 'vi-VN', en: 'en-US', ja: 'ja-JP' }[localeOf(request)]).format(amount);

/** Not enough available cash for the hold: nothing is changed. */
const cashShort = (request: FastifyRequest, short: readonly CustomerRow[], named = false) =>
  !named
    ? new ApiError(400, 'kago.customerServer.vipCashShort', {
        params: { amount: formatted(request, vipHoldAmount) },
      })
    : new ApiError(400, 'kago.customerServer.vipCashShortFor', {
        params: {
          amount: formatted(request, vipHoldAmount),
          customers: short.map((row) => `${row.customerCode} (${row.fullname})`).join(', '),
        },
      });

const canHold = (row: CustomerRow) => row.bidActive || row.cashAvailable >= vipHoldAmount;

/** Money is kept to the cent; sums of decimals in floating point are rounded back to it. */
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Moves cash for one customer (locked by the caller) and records the move in the customer's
 * finance history. Returns the balances to write with the rest of the change.
 */
export const moveCash = async (
  tx: Database,
  request: FastifyRequest,
  row: CustomerRow,
  type: TransactionType,
  amount: number,
  note: ReturnType<typeof systemNote>,
): Promise<Pick<CustomerRow, 'cashAvailable' | 'cashFrozen'>> => {
  const cashAvailable = cents(row.cashAvailable + transactionEffects[type].available * amount);
  const cashFrozen = cents(row.cashFrozen + transactionEffects[type].frozen * amount);
  // The database never holds a negative balance; the callers check first, this is the last guard.
  if (cashAvailable < 0 || cashFrozen < 0) throw cashShort(request, [row]);
  await tx.insert(customerTransactions).values({
    customerId: row.id,
    type,
    amount,
    availableAfter: cashAvailable,
    frozenAfter: cashFrozen,
    ...note,
    createdBy: actorOf(request),
  });
  return { cashAvailable, cashFrozen };
};

/**
 * VIP bidding on or off for a locked customer: on holds 2,000,000 (available -> frozen), off
 * returns it (frozen -> available, never more than is frozen), each with its finance row. Turning
 * on what is on, or off what is off, changes nothing.
 */
export const vipChange = async (
  tx: Database,
  request: FastifyRequest,
  row: CustomerRow,
  active: boolean,
): Promise<CustomerChange> => {
  if (row.bidActive === active) return {};
  if (active) {
    if (!canHold(row)) throw cashShort(request, [row]);
    const balances = await moveCash(tx, request, row, 'vipHold', vipHoldAmount, systemNote('vipHold'));
    return { bidActive: true, ...balances };
  }
  const released = Math.min(vipHoldAmount, row.cashFrozen);
  const balances =
    released > 0 ? await moveCash(tx, request, row, 'vipRelease', released, systemNote('vipRelease')) : {};
  return { bidActive: false, ...balances };
};

/**
 * Bulk VIP bidding, in the call's transaction: every customer locked (in id order, so two bulk calls never deadlock), all
 * checked before any is changed; one short of cash refuses the whole call, naming who is short.
 */
export const vipChangeMany = async (
  tx: Database,
  request: FastifyRequest,
  ids: readonly number[],
  active: boolean,
) => {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(customers)
    .where(inArray(customers.id, unique))
    .orderBy(asc(customers.id))
    .for('update');
  if (rows.length !== unique.length) throw customerNotFound();
  if (active) {
    const short = rows.filter((row) => !canHold(row));
    // Several customers: the message names who is short.
    if (short.length) throw cashShort(request, short, true);
  }
  let updated = 0;
  for (const row of rows) {
    const values = await vipChange(tx, request, row, active);
    if ((await applyCustomerChange(tx, row, values)) !== row) updated += 1;
  }
  return { updated };
};
