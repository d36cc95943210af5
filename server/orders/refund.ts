import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { orderPayments, paymentWallets } from '../db/orderTables';
import { withErrorCode } from './failures';
import { roundMoney } from './totals';

/**
 * Gives back what the customer paid for an order being cancelled, inside the cancel's transaction.
 *
 * Owed per wallet = successful payments into it minus successful refunds out of it. Each wallet
 * still owed something gets a refund payment row of that amount. The refund cannot be made when a
 * wallet still owed money is closed (`payment_wallets.closed`: the business's contract with that
 * payment service ended, so money cannot be sent back through it): the answer is 400 REFUND_FAIL
 * and, the transaction rolling back, nothing changes, not even the cancel. Staff settle such a
 * refund by hand first (a refund row), after which the cancel goes through. Pending payment
 * requests (`new`) are cancelled. Answers the amount refunded, or null when nothing was owed.
 */
export const refundOrder = async (
  tx: Database,
  request: FastifyRequest,
  orderId: number,
): Promise<{ refunded: number } | null> => {
  const payments = await tx
    .select({
      type: orderPayments.type,
      status: orderPayments.status,
      amount: orderPayments.amount,
      wallet: orderPayments.wallet,
      closed: paymentWallets.closed,
    })
    .from(orderPayments)
    .innerJoin(paymentWallets, eq(paymentWallets.code, orderPayments.wallet))
    .where(eq(orderPayments.orderId, orderId));
  const owed = new Map<string, { amount: number; closed: boolean }>();
  for (const payment of payments.filter((each) => each.status === 'success')) {
    const entry = owed.get(payment.wallet) ?? { amount: 0, closed: payment.closed };
    entry.amount = roundMoney(entry.amount + (payment.type === 'refund' ? -payment.amount : payment.amount));
    owed.set(payment.wallet, entry);
  }
  const refunds = [...owed].filter(([, entry]) => entry.amount > 0);
  if (refunds.some(([, entry]) => entry.closed)) throw withErrorCode(request, 400, 'REFUND_FAIL');
  await tx
    .update(orderPayments)
    .set({ status: 'canceled' })
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, 'new')));
  if (refunds.length === 0) return null;
  await tx.insert(orderPayments).values(
    refunds.map(([wallet, entry]) => ({
      orderId,
      status: 'success',
      type: 'refund',
      amount: entry.amount,
      wallet,
    })),
  );
  return { refunded: roundMoney(refunds.reduce((sum, [, entry]) => sum + entry.amount, 0)) };
};
