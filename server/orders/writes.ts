import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { OrderActionName, OrderStatus } from '../../resources/orders/index';
import type { Database } from '../db/database';
import { orderDetails } from '../db/orderTables';
import { notFound } from '../http/apiError';
import type { JsonSchema } from '../catalogues/schemas';
import { OrderFieldErrors } from './failures';
import type { OrderRow } from './queries';

/** What a write changes: order columns, maybe a new status, and what the event log records. */
export interface OrderChange {
  values: Partial<OrderRow>;
  status?: OrderStatus;
  /** Recorded besides the changed order columns (a detail line's attributes...). */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

export interface OrderWriteContext {
  request: FastifyRequest;
  tx: Database;
  order: OrderRow;
  /** Who acts, as the event log and the order's own columns name them. */
  actor: string;
}

export interface OrderWrite {
  summary: string;
  /** The value(s) the body carries besides `orderId` and `version`. */
  body: Record<string, JsonSchema>;
  required?: string[];
  apply(context: OrderWriteContext, body: Record<string, unknown>): Promise<OrderChange> | OrderChange;
}

const money = (value: number) => Math.round(value * 100) / 100;

/**
 * The order writes served so far, by action name. Each runs inside the shared flow of routes.ts:
 * the order is locked, its version and the family's and stage's rules checked, the change applied
 * and written to the event log, in one transaction.
 */
export const orderWrites: Partial<Record<OrderActionName, OrderWrite>> = {
  UpdatePrice: {
    summary: 'Lowers the price: never above the current price, never below 0 (seed 000 section 5).',
    body: { price: { type: 'number' } },
    required: ['price'],
    apply: ({ request, order }, body) => {
      const price = Number(body.price);
      const errors = new OrderFieldErrors(request);
      if (price > order.price) errors.add('price', 'max', { max: order.price });
      if (price < 0) errors.add('price', 'min', { min: 0 });
      errors.throwIfAny();
      return { values: { price, total: money(order.total - order.price + price) } };
    },
  },
  OrderUpdateNote: {
    summary: "Replaces the order's note.",
    body: { note: { type: ['string', 'null'], maxLength: 2000 } },
    required: ['note'],
    apply: (_context, body) => ({ values: { note: (body.note as string | null) || null } }),
  },
  OrderUpdateOrderNumber: {
    summary: "Sets the marketplace's order number.",
    body: { orderNumber: { type: ['string', 'null'], maxLength: 100 } },
    required: ['orderNumber'],
    apply: (_context, body) => ({
      values: { orderNumber: (body.orderNumber as string | null)?.trim() || null },
    }),
  },
  OrderBuy: {
    summary: 'Records the purchase: purchase pending -> purchased.',
    body: { orderNumber: { type: ['string', 'null'], maxLength: 100 } },
    apply: ({ order, actor }, body) => ({
      status: 'purchased',
      values: {
        purchaseDate: new Date(),
        purchaser: order.purchaser ?? actor,
        ...(typeof body.orderNumber === 'string' && body.orderNumber.trim()
          ? { orderNumber: body.orderNumber.trim() }
          : {}),
      },
    }),
  },
  CancelOrder: {
    summary: 'Cancels the order: a reason is required; who and when are recorded.',
    body: { cancelReason: { type: ['string', 'null'], maxLength: 1000 } },
    apply: ({ request, order, actor }, body) => {
      const reason = typeof body.cancelReason === 'string' ? body.cancelReason.trim() : '';
      const errors = new OrderFieldErrors(request);
      if (!reason) errors.add('cancelReason', 'required');
      errors.throwIfAny();
      return {
        status: 'cancelled',
        values: {
          cancelReason: reason,
          cancelledBy: actor,
          cancelledAt: new Date(),
          // Money the customer paid goes back to them.
          ...(order.paymentStatus === 'success' ? { paymentStatus: 'refund' } : {}),
        },
      };
    },
  },
  OrderDetailUpdateProAtt: {
    summary: "Replaces the product attributes of one of the order's lines.",
    body: {
      orderDetailId: { type: 'integer' },
      productAttributes: { type: 'object', additionalProperties: { type: 'string', maxLength: 200 } },
    },
    required: ['orderDetailId', 'productAttributes'],
    apply: async ({ tx, order }, body) => {
      const where = and(eq(orderDetails.id, Number(body.orderDetailId)), eq(orderDetails.orderId, order.id));
      const [detail] = await tx.select().from(orderDetails).where(where).for('update');
      if (!detail) throw notFound();
      const productAttributes = body.productAttributes as Record<string, string>;
      await tx.update(orderDetails).set({ productAttributes }).where(where);
      return {
        values: {},
        before: { orderDetailId: detail.id, productAttributes: detail.productAttributes },
        after: { orderDetailId: detail.id, productAttributes },
      };
    },
  },
};
