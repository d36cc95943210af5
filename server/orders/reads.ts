import type { Locale } from '../../i18n/languages';
import { nameIn } from '../db/columns';
import { localeOf } from '../http/locale';
import { asc, eq, sum } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { domesticShippingReadActions, orderReadActions } from '../../resources/orders/index';
import { field } from '../../resources/fields';
import type { FieldDeclaration } from '../../resources/types';
import { childRows, rowsUnder } from '../db/childRows';
import type { Database } from '../db/database';
import {
  bidConfigs,
  orderEvents,
  orderPackages,
  orders,
  orderSellers,
  orderServices,
  orderShipmentEvents,
  orderShipments,
  postOffices,
  sellers,
  suppliers,
} from '../db/orderTables';
import { orderFailure, orderNotFound } from './failures';
import { orderWithTabs, type OrderKey } from './orderDetail';
import { packageWithOrders } from './packages';
import { purchaseEmailTemplate } from './purchaseEmail';
import type { OrderRow } from './queries';
import { newestFirst } from '../db/newestFirst';

export interface OrderRead {
  summary: string;
  /** Its query values, in the one field vocabulary (its schema comes from the generic builder). */
  query: readonly FieldDeclaration[];
  handle(db: Database, query: Record<string, unknown>, request: FastifyRequest): Promise<unknown>;
}

const orderOf = async (db: Database, orderId: number, request: FastifyRequest): Promise<OrderRow> => {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw orderNotFound(request);
  return order;
};

/** A read of one order with its tabs' data, found by its `key` (`param`'s value, as `value` reads it). */
const oneOrder = (
  summary: string,
  param: FieldDeclaration,
  key: OrderKey,
  value: (sent: unknown) => number | string,
): OrderRead => ({
  summary,
  query: [param],
  handle: async (db, query, request) => {
    const order = await orderWithTabs(db, key, value(query[param.source]));
    if (!order) throw orderNotFound(request);
    return order;
  },
});

/** A read of what belongs to an existing order (`orderId`); an unknown order is refused. */
const ofOrder = (
  summary: string,
  read: (db: Database, order: OrderRow, request: FastifyRequest) => Promise<unknown>,
): OrderRead => ({
  summary,
  query: [field('orderId', 'number', { integer: true, min: 1, required: true })],
  handle: async (db, query, request) => read(db, await orderOf(db, Number(query.orderId), request), request),
});

/** The active post offices and warehouses, by code: the orders' and package tracking's `GetOffice`. */
export const activeOffices = (db: Database, locale: Locale) =>
  db
    .select({
      id: postOffices.id,
      code: postOffices.code,
      // In the interface language: the pickers and the lists that show the office by its name.
      name: nameIn(postOffices, locale),
      address: postOffices.address,
      partner: postOffices.partner,
    })
    .from(postOffices)
    .where(eq(postOffices.active, true))
    .orderBy(asc(postOffices.code));

/** A read of reference rows that belong to no order. */
const reference = (summary: string, read: (db: Database, locale: Locale) => Promise<unknown>): OrderRead => ({
  summary,
  query: [],
  handle: (db, _query, request) => read(db, localeOf(request)),
});

const supplierColumns = { id: suppliers.id, code: suppliers.code, name: suppliers.name };

/** The order's shipments with external carriers, each with its tracking events (two queries). */
const shipmentsOf = async (db: Database, orderId: number) => {
  const shipments = await db
    .select({
      id: orderShipments.id,
      shipmentCode: orderShipments.shipmentCode,
      carrier: orderShipments.carrier,
      status: orderShipments.status,
    })
    .from(orderShipments)
    .where(eq(orderShipments.orderId, orderId))
    .orderBy(asc(orderShipments.id));
  const { shipmentId, at, status, location } = orderShipmentEvents;
  const eventsOf = await childRows(
    shipments.map((shipment) => shipment.id),
    rowsUnder(db, shipmentId, { shipmentId, at, status, location }, asc(at), asc(orderShipmentEvents.id)),
    (event) => event.shipmentId,
  );
  return shipments.map(({ id, ...shipment }) => ({
    ...shipment,
    events: eventsOf(id).map(({ shipmentId: _, ...event }) => event),
  }));
};

/** The order reads (call catalogue 7.2, 7.3), by action name. */
/** Every read a family may offer (call catalogue 7.2, 7.3): a read without a handler fails the type check. */
type OrderReadAction = (typeof orderReadActions)[number] | (typeof domesticShippingReadActions)[number];

export const orderReads = {
  getorder: oneOrder(
    'One order with everything its detail tabs show that has no read of its own.',
    field('id', 'number', { integer: true, min: 1, required: true }),
    'id',
    Number,
  ),
  GetOrderByCode: oneOrder(
    'One order, by its code, as getorder answers it.',
    field('code', 'text', { required: true, maxLength: 32 }),
    'code',
    (code) => String(code).trim(),
  ),
  getallordersellers: ofOrder('The sellers of an order.', (db, order) =>
    db
      .select({ id: sellers.id, name: sellers.name, taxCode: sellers.taxCode })
      .from(orderSellers)
      .innerJoin(sellers, eq(sellers.id, orderSellers.sellerId))
      .where(eq(orderSellers.orderId, order.id))
      .orderBy(asc(sellers.id)),
  ),
  GetOrderServiceByOrderId: ofOrder('The services of an order.', (db, order) =>
    db.select().from(orderServices).where(eq(orderServices.orderId, order.id)).orderBy(asc(orderServices.id)),
  ),
  GetEventLog: ofOrder(
    'The event log of an order, newest first: who, when, what changed, before and after.',
    (db, order) =>
      db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.id))
        .orderBy(...newestFirst(orderEvents.at, orderEvents.id)),
  ),
  SumOrderTotalServiceFee: ofOrder("The sum of an order's service prices.", async (db, order) => {
    const [{ total }] = await db
      .select({ total: sum(orderServices.price).mapWith(Number) })
      .from(orderServices)
      .where(eq(orderServices.orderId, order.id));
    return { total: total ?? 0 };
  }),
  getOrderEfex: ofOrder(
    "The order's shipments with external carriers, each with its tracking events.",
    (db, order) => shipmentsOf(db, order.id),
  ),
  GetTemplateEmail: ofOrder(
    "The purchase e-mail filled from the order, in the request's language; `to` is the customer's e-mail when known.",
    (db, order, request) => purchaseEmailTemplate(db, order, request),
  ),
  OrderPackageGetDetailByCode: {
    summary: 'A package, by its code, with the orders it holds.',
    query: [field('code', 'text', { required: true, maxLength: 50 })],
    handle: async (db, query) => {
      const code = String(query.code).trim();
      const [found] = await db.select().from(orderPackages).where(eq(orderPackages.code, code));
      if (!found) throw orderFailure(404, 'packageNotFound', { code });
      return packageWithOrders(db, found);
    },
  },
  GetSupplierActive: reference('The active suppliers (payers), by name.', (db) =>
    db.select(supplierColumns).from(suppliers).where(eq(suppliers.active, true)).orderBy(asc(suppliers.name)),
  ),
  GetAllSuppliers: reference('Every supplier (payer), active or not, by name.', (db) =>
    db
      .select({ ...supplierColumns, active: suppliers.active })
      .from(suppliers)
      .orderBy(asc(suppliers.name)),
  ),
  GetOffice: reference('The active post offices and warehouses, by code.', activeOffices),
  GetAllBidConfig: reference('The buyer configuration: domain, order type, buyer, bid account, tax.', (db) =>
    db.select().from(bidConfigs).orderBy(asc(bidConfigs.domain), asc(bidConfigs.bidAccount)),
  ),
} satisfies Record<OrderReadAction, OrderRead>;
