import { and, eq } from 'drizzle-orm';
import {
  canMove,
  statusesOwnedByActions,
  type OrderActionName,
  type OrderStatus,
} from '../../resources/orders/index';
import { orderRouting, postOffices } from '../db/orderTables';
import { OrderFieldErrors, orderFailure, transitionRefused, withErrorCode } from './failures';
import { cleanText, type OrderChange, type OrderWrite, type OrderWriteContext } from './orderChange';
import { refundOrder } from './refund';

/** Into storage: a warehouse (body or order) that exists; the order's routing records the arrival. */
export const intoStorage = async (
  { request, tx, order }: OrderWriteContext,
  body: Record<string, unknown>,
): Promise<OrderChange['values']> => {
  const code = cleanText(body.warehouse) ?? order.warehouse;
  if (!code) throw withErrorCode(request, 400, 'POST_OFFICE_CODE_NOT_ALLOW_NULL');
  const [office] = await tx
    .select({ code: postOffices.code })
    .from(postOffices)
    .where(and(eq(postOffices.code, code), eq(postOffices.active, true)));
  if (!office) throw withErrorCode(request, 400, 'POST_OFFICE_NOT_FOUND');
  await tx.insert(orderRouting).values({
    orderId: order.id,
    fromOffice: order.warehouse === office.code ? null : order.warehouse,
    toOffice: office.code,
    note: 'Arrived in storage',
  });
  return { warehouse: office.code };
};

/** Our moves through the transition table (statuses.ts): the seed names no path for them. */
export const statusWrites = {
  OrderBuy: {
    summary:
      'Records the purchase: purchase pending -> purchased, by the buyer and bid account given (the dialog starts from the configured ones).',
    apply: ({ order, actor }, body) => ({
      status: 'purchased',
      values: {
        purchaseDate: new Date(),
        purchaser: cleanText(body.purchaser) ?? order.purchaser ?? actor,
        ...(cleanText(body.bidAccount) ? { bidAccount: cleanText(body.bidAccount) } : {}),
        ...(cleanText(body.orderNumber) ? { orderNumber: cleanText(body.orderNumber) } : {}),
      },
    }),
  },
  OrderUpdateStatus: {
    summary:
      'Moves the order as the transition table allows (not to purchased or cancelled: OrderBuy and CancelOrder do). Domestic shipping needs a tracking (TRACKING_NOT_ALLOW_NULL); storage a warehouse (POST_OFFICE_CODE_NOT_ALLOW_NULL, POST_OFFICE_NOT_FOUND).',
    apply: async (context, body) => {
      const { request, order } = context;
      const status = body.status as OrderStatus;
      const owner = statusesOwnedByActions[status];
      if (owner) throw orderFailure(400, 'statusHasOwnAction', { action: owner });
      if (!canMove(order.status, status)) throw transitionRefused(request, order.status, status);
      if (status === 'domesticShipping' && !order.tracking)
        throw withErrorCode(request, 400, 'TRACKING_NOT_ALLOW_NULL');
      const values = status === 'inStorage' ? await intoStorage(context, body) : {};
      return { status, values };
    },
  },
  CancelOrder: {
    summary:
      'Cancels the order: a reason is required; who and when are recorded; what the customer paid is refunded in the same transaction (REFUND_FAIL when a wallet owed money is closed: nothing changes).',
    apply: async ({ request, tx, order, actor }, body) => {
      const reason = cleanText(body.cancelReason);
      const errors = new OrderFieldErrors(request);
      if (!reason) errors.add('cancelReason', 'required');
      errors.throwIfAny();
      if (!canMove(order.status, 'cancelled')) throw transitionRefused(request, order.status, 'cancelled');
      const refund = await refundOrder(tx, request, order.id);
      return {
        status: 'cancelled',
        values: {
          cancelReason: reason,
          cancelledBy: actor,
          cancelledAt: new Date(),
          ...(refund
            ? { paymentStatus: 'refund' }
            : order.paymentStatus === 'new'
              ? { paymentStatus: 'canceled' }
              : {}),
        },
        ...(refund ? { after: { refunded: refund.refunded } } : {}),
      };
    },
  },
} satisfies Partial<Record<OrderActionName, OrderWrite>>;
