import { asc, desc, eq, sum } from 'drizzle-orm';
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

/** The order reads served so far (call catalogue 7.2), by action name. */
export const orderReads: Partial<Record<OrderActionName, OrderRead>> = {
  getorder: {
    summary: 'One order with its product lines.',
    querystring: { id: { type: 'integer', minimum: 1 } },
    required: ['id'],
    handle: async (db, query, request) => {
      const [order] = await db
        .select()
        .from(orders)
        .where(eq(orders.id, Number(query.id)));
      return withDetails(db, order, request);
    },
  },
  GetOrderByCode: {
    summary: 'One order, by its code, with its product lines.',
    querystring: { code: { type: 'string', minLength: 1, maxLength: 32 } },
    required: ['code'],
    handle: async (db, query, request) => {
      const [order] = await db
        .select()
        .from(orders)
        .where(eq(orders.code, String(query.code).trim()));
      return withDetails(db, order, request);
    },
  },
  getallordersellers: {
    summary: 'The sellers of an order.',
    querystring: byOrderId,
    required: ['orderId'],
    handle: async (db, query, request) => {
      await existingOrder(db, Number(query.orderId), request);
      return db
        .select({ id: sellers.id, name: sellers.name, taxCode: sellers.taxCode })
        .from(orderSellers)
        .innerJoin(sellers, eq(sellers.id, orderSellers.sellerId))
        .where(eq(orderSellers.orderId, Number(query.orderId)))
        .orderBy(asc(sellers.id));
    },
  },
  GetOrderServiceByOrderId: {
    summary: 'The services of an order.',
    querystring: byOrderId,
    required: ['orderId'],
    handle: async (db, query, request) => {
      await existingOrder(db, Number(query.orderId), request);
      return db
        .select()
        .from(orderServices)
        .where(eq(orderServices.orderId, Number(query.orderId)))
        .orderBy(asc(orderServices.id));
    },
  },
  GetEventLog: {
    summary: 'The event log of an order, newest first: who, when, what changed, before and after.',
    querystring: byOrderId,
    required: ['orderId'],
    handle: async (db, query, request) => {
      await existingOrder(db, Number(query.orderId), request);
      return db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, Number(query.orderId)))
        .orderBy(desc(orderEvents.at), desc(orderEvents.id));
    },
  },
  SumOrderTotalServiceFee: {
    summary: "The sum of an order's service prices.",
    querystring: byOrderId,
    required: ['orderId'],
    handle: async (db, query, request) => {
      await existingOrder(db, Number(query.orderId), request);
      const [{ total }] = await db
        .select({ total: sum(orderServices.price).mapWith(Number) })
        .from(orderServices)
        .where(eq(orderServices.orderId, Number(query.orderId)));
      return { total: total ?? 0 };
    },
  },
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
