import { asc, desc, eq, sum, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { OrderActionName } from '../../resources/orders/index';
import type { JsonSchema } from '../catalogues/schemas';
import type { Database } from '../db/database';
import {
  orderDetails,
  orderEvents,
  orders,
  orderSellers,
  orderServices,
  sellers,
  suppliers,
} from '../db/orderTables';
import { orderNotFound } from './failures';
import type { OrderRow } from './queries';

export interface OrderRead {
  summary: string;
  querystring: Record<string, JsonSchema>;
  required?: string[];
  handle(db: Database, query: Record<string, unknown>, request: FastifyRequest): Promise<unknown>;
}

/** An order with its product lines: what the detail view opens with. */
const withDetails = async (db: Database, order: OrderRow | undefined, request: FastifyRequest) => {
  if (!order) throw orderNotFound(request);
  const details = await db
    .select()
    .from(orderDetails)
    .where(eq(orderDetails.orderId, order.id))
    .orderBy(asc(orderDetails.id));
  return { ...order, details };
};

const existingOrder = async (db: Database, orderId: number, request: FastifyRequest) => {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw orderNotFound(request);
};

const byOrderId = { orderId: { type: 'integer', minimum: 1 } };

/** A read of one order, found by `where` from its query value, with its product lines. */
const oneOrder = (
  summary: string,
  param: string,
  schema: JsonSchema,
  where: (value: unknown) => SQL,
): OrderRead => ({
  summary,
  querystring: { [param]: schema },
  required: [param],
  handle: async (db, query, request) => {
    const [order] = await db.select().from(orders).where(where(query[param]));
    return withDetails(db, order, request);
  },
});

/** A read of what belongs to an existing order (`orderId`); an unknown order is refused. */
const ofOrder = (summary: string, read: (db: Database, orderId: number) => Promise<unknown>): OrderRead => ({
  summary,
  querystring: byOrderId,
  required: ['orderId'],
  handle: async (db, query, request) => {
    const orderId = Number(query.orderId);
    await existingOrder(db, orderId, request);
    return read(db, orderId);
  },
});

/** The order reads served so far (call catalogue 7.2), by action name. */
export const orderReads: Partial<Record<OrderActionName, OrderRead>> = {
  getorder: oneOrder('One order with its product lines.', 'id', { type: 'integer', minimum: 1 }, (id) =>
    eq(orders.id, Number(id)),
  ),
  GetOrderByCode: oneOrder(
    'One order, by its code, with its product lines.',
    'code',
    { type: 'string', minLength: 1, maxLength: 32 },
    (code) => eq(orders.code, String(code).trim()),
  ),
  getallordersellers: ofOrder('The sellers of an order.', (db, orderId) =>
    db
      .select({ id: sellers.id, name: sellers.name, taxCode: sellers.taxCode })
      .from(orderSellers)
      .innerJoin(sellers, eq(sellers.id, orderSellers.sellerId))
      .where(eq(orderSellers.orderId, orderId))
      .orderBy(asc(sellers.id)),
  ),
  GetOrderServiceByOrderId: ofOrder('The services of an order.', (db, orderId) =>
    db.select().from(orderServices).where(eq(orderServices.orderId, orderId)).orderBy(asc(orderServices.id)),
  ),
  GetEventLog: ofOrder(
    'The event log of an order, newest first: who, when, what changed, before and after.',
    (db, orderId) =>
      db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(desc(orderEvents.at), desc(orderEvents.id)),
  ),
  SumOrderTotalServiceFee: ofOrder("The sum of an order's service prices.", async (db, orderId) => {
    const [{ total }] = await db
      .select({ total: sum(orderServices.price).mapWith(Number) })
      .from(orderServices)
      .where(eq(orderServices.orderId, orderId));
    return { total: total ?? 0 };
  }),

  GetSupplierActive: {
    summary: 'The active suppliers (payers), by name.',
    querystring: {},
    handle: (db) =>
      db
        .select({ id: suppliers.id, code: suppliers.code, name: suppliers.name })
        .from(suppliers)
        .where(eq(suppliers.active, true))
        .orderBy(asc(suppliers.name)),
  },
};
