import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { canMove, findOrderFamily, orderStages } from '../../resources/orders/index';
import {
  cargoServicesByMethod,
  trackingActions,
  trackingDeclaration,
  warehouseEventsOf,
  type CargoShippingMethod,
  type CargoShippingService,
} from '../../resources/tracking';
import { rulesFor, type WriteContext } from '../resources/rules';
import { toWire, type Row } from '../resources/records';
import { customers } from '../db/customerTables';
import type { Database } from '../db/database';
import { orderPackageOrders, orderPackages, orders, postOffices } from '../db/orderTables';
import { conflict, invalid } from '../http/apiError';
import { FieldErrors } from '../http/fieldErrors';
import { localeOf } from '../http/locale';
import { withErrorCode } from '../orders/failures';
import { activeOffices } from '../orders/reads';
import { intoStorage } from '../orders/statusWrites';
import { writeOrder } from '../orders/writeFlow';

/**
 * The business rules of package tracking (resources/tracking.ts) beyond its schema, with the seed's
 * error codes (section 8) in the envelope's `DetailErrors`, as the order writes answer them
 * (server/orders/failures.ts).
 */

const refuse = (request: FastifyRequest, code: string, status = 400) => withErrorCode(request, status, code);

/** Every family that lists purchased orders, whatever their source: the base purchased family. */
const purchasedFamily = findOrderFamily('OrderPurchased')!;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * Another live package (not cancelled) or another order already carries the tracking. Called with
 * the tracking's advisory lock held, so two adds of one tracking cannot both pass.
 */
const trackingTaken = async ({ tx, repository }: WriteContext, tracking: string, orderId: number) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${tracking}))`);
  const table = repository.table;
  const [packaged] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tracking, tracking), or(isNull(table.status), ne(table.status, 'cancelled'))))
    .limit(1);
  const [ordered] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tracking, tracking), ne(orders.id, orderId)))
    .limit(1);
  return Boolean(packaged ?? ordered);
};

/** The warehouse a tracking goes to: it must exist and have a partner, who is copied on. */
const warehouseOf = async ({ request, tx }: WriteContext, code: string | undefined) => {
  if (!code) throw refuse(request, 'POST_OFFICE_CODE_NOT_ALLOW_NULL');
  const [office] = await tx.select().from(postOffices).where(eq(postOffices.code, code)).limit(1);
  if (!office) throw refuse(request, 'POST_OFFICE_NOT_FOUND');
  if (!office.partner) throw refuse(request, 'POST_OFFICE_PARTNER_NOT_ALLOW_NULL');
  return office;
};

const orderOf = async (tx: Database, orderId: number) => {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return order;
};

/**
 * Cancelling has its own call and rules (EFEX_SHIPMENT_DELETE_ERROR), not a status an add or an
 * update may set: a translated field message.
 */
const refuseCancelledStatus = (request: FastifyRequest, values: Row) => {
  if (values.status !== 'cancelled') return;
  const errors = new FieldErrors(localeOf(request), trackingDeclaration);
  errors.add('status', 'kago.trackingServer.cancelThroughAction');
  throw invalid(errors.byField);
};

/** A cargo service its shipping method offers (`GetServiceByType`, the form's choices), or none. */
const refuseServiceNotOffered = (request: FastifyRequest, values: Row) => {
  const method = values.cargoShippingMethod as CargoShippingMethod | null | undefined;
  const service = values.cargoShippingService as CargoShippingService | null | undefined;
  if (!method || !service || cargoServicesByMethod[method].includes(service)) return;
  const errors = new FieldErrors(localeOf(request), trackingDeclaration);
  errors.add('cargoShippingService', 'kago.trackingServer.serviceNotOffered');
  throw invalid(errors.byField);
};

/**
 * AddPackageTracking: a tracking (not one a live package or another order has), a warehouse with a
 * partner, an existing order, an existing ordering account. The order check comes after the
 * warehouse's, as the seed lists the codes.
 */
const beforeCreate = async (context: WriteContext): Promise<Row> => {
  const { request, tx, values } = context;
  refuseCancelledStatus(request, values);
  refuseServiceNotOffered(request, values);
  const tracking = text(values.tracking);
  if (!tracking) throw refuse(request, 'TRACKING_NOT_ALLOW_NULL');
  const office = await warehouseOf(context, text(values.postOfficeCode));
  const orderId = values.orderId as number | null | undefined;
  const order = orderId ? await orderOf(tx, orderId) : undefined;
  if (!order) throw refuse(request, 'ORDER_ID_NOT_ALLOW_NULL');
  // The orderer follows from the order (its customer's account) unless the call names one, as the
  // seed's callers do; staff pick the order by its code and never type an account.
  const given = values.accountId as number | null | undefined;
  const [account] = await tx
    .select({ accountId: customers.accountId })
    .from(customers)
    .where(given ? eq(customers.accountId, given) : eq(customers.customerCode, order.customerCode ?? ''))
    .limit(1);
  if (!account) throw refuse(request, 'ACCOUNT_ID_NOT_ALLOW_NULL');
  if (await trackingTaken(context, tracking, order.id)) throw refuse(request, 'TRACKING_EXIST');
  return {
    ...values,
    tracking,
    accountId: account.accountId,
    orderCode: order.code,
    partner: office.partner,
    currentPostOfficeCode: values.currentPostOfficeCode ?? office.code,
    processStatus: 'Processing',
    status: values.status ?? null,
    lastUpdateDate: new Date(),
  };
};

/** The stages' base families: between them they list every order, whatever its source. */
const baseFamilies = orderStages.map((stage) => findOrderFamily(stage.apiPrefix)!);

/**
 * Moves an order on for each of `events` (resources/tracking.ts `warehouseEventsOf`), through the
 * orders' one write path: transition table, version, event-log row per move. Package tracking and
 * goods release notes (server/releaseNotes/rules.ts) both move orders this way.
 */
export const followWarehouseEvents = async (
  request: FastifyRequest,
  tx: Database,
  orderId: number,
  events: ReturnType<typeof warehouseEventsOf>,
  after: { warehouse?: unknown } & Record<string, unknown>,
): Promise<void> => {
  const { warehouse, ...logged } = after;
  for (const { event, path } of events) {
    for (const status of path) {
      // One read per step: the move is tested on the order as locked.
      await writeOrder(tx, {
        request,
        action: 'OrderUpdateStatus',
        families: baseFamilies,
        orderId,
        when: (locked) => canMove(locked.status, status),
        change: async (inner, locked) => ({
          status,
          values:
            status === 'inStorage'
              ? await intoStorage(
                  { request, tx: inner, order: locked, actor: request.principal!.subject, inputs: [] },
                  { warehouse },
                )
              : {},
          after: { ...logged, warehouseEvent: event },
        }),
      });
    }
  }
};

/** Moves the package's order on for each warehouse event of the change. */
const moveOrderOn = async ({ request, tx }: WriteContext, before: Row, row: Row): Promise<void> => {
  const orderId = row.orderId as number | null;
  if (!orderId) return;
  await followWarehouseEvents(request, tx, orderId, warehouseEventsOf(before, row), {
    warehouse: row.postOfficeCode,
    tracking: row.tracking,
  });
};

/**
 * A purchased order (any source) moves on to domestic shipping with the tracking, through the orders'
 * one write path: transition table, version, event-log row. An order further on keeps its status.
 * A package added as already in storage (or further) moves it on from there too.
 */
const afterCreate = async (context: WriteContext & { row: Row }) => {
  const { request, tx, row } = context;
  const orderId = row.orderId as number;
  const order = await orderOf(tx, orderId);
  if (order?.status === 'purchased') {
    await writeOrder(tx, {
      request,
      action: 'AddPackageTracking',
      families: [purchasedFamily],
      orderId,
      change: () => ({ status: 'domesticShipping', values: { tracking: row.tracking as string } }),
    });
  }
  await moveOrderOn(context, {}, row);
};

/** UpdatePackageTracking: the tracking stays one nobody else has; the warehouse stays a known one. */
const beforeUpdate = async (context: WriteContext): Promise<Row> => {
  const { request, values, stored } = context;
  if (stored?.status === 'cancelled') throw refuse(request, 'TRACKING_NOT_EXIST', 404);
  refuseCancelledStatus(request, values);
  refuseServiceNotOffered(request, values);
  const tracking = text(values.tracking);
  if (!tracking) throw refuse(request, 'TRACKING_NOT_ALLOW_NULL');
  const office = await warehouseOf(context, text(values.postOfficeCode));
  if (tracking !== stored?.tracking && (await trackingTaken(context, tracking, Number(values.orderId))))
    throw refuse(request, 'TRACKING_EXIST');
  // The order's code stays the one of the order the package names.
  const orderId = values.orderId as number | null | undefined;
  const order = orderId && orderId !== stored?.orderId ? await orderOf(context.tx, orderId) : undefined;
  if (orderId && orderId !== stored?.orderId && !order) throw refuse(request, 'ORDER_ID_NOT_ALLOW_NULL');
  return {
    ...values,
    tracking,
    ...(order ? { orderCode: order.code } : {}),
    partner: office.partner,
    lastUpdateDate: new Date(),
  };
};

export const trackingRules = rulesFor(trackingActions, {
  notFound: (request) => refuse(request, 'TRACKING_NOT_EXIST', 404),
  create: { before: beforeCreate, after: afterCreate },
  update: {
    before: beforeUpdate,
    after: (context) => moveOrderOn(context, context.stored ?? {}, context.row),
  },
  actions: {
    /**
     * Receives a parcel on its way into the warehouse its tracking names: weighed, photographed,
     * processed; its order moves into storage (and catches up on the way) like any warehouse event.
     */
    receive: async (context) => {
      const { request, repository, record, input } = context;
      const package_ = record!;
      if (package_.status === 'cancelled') throw refuse(request, 'TRACKING_NOT_EXIST', 404);
      // Received already (the button is offered only on a parcel on its way): someone was quicker.
      if (package_.status !== null) throw conflict();
      const office = await warehouseOf(
        { ...context, values: package_, stored: package_ },
        text(package_.postOfficeCode),
      );
      const row = await repository.update(package_.id as number, package_.version as number, {
        status: 'inStorage',
        processStatus: 'Processed',
        currentPostOfficeCode: office.code,
        weight: input.weight,
        images: input.images ?? package_.images,
        location: input.location ?? package_.location,
        lastUpdateDate: new Date(),
      });
      if (!row) throw conflict();
      await moveOrderOn({ ...context, values: row, stored: package_ }, package_, row);
      return toWire(row);
    },
    /** Cancels a package the warehouse has not processed yet; a processed one is theirs to undo. */
    cancel: async ({ request, repository, record }) => {
      const package_ = record!;
      if (package_.status === 'cancelled') throw refuse(request, 'TRACKING_NOT_EXIST', 404);
      if (package_.processStatus === 'Processed') throw refuse(request, 'EFEX_SHIPMENT_DELETE_ERROR');
      return repository.update(package_.id as number, package_.version as number, {
        status: 'cancelled',
        lastUpdateDate: new Date(),
      });
    },
    /**
     * Copies the warehouse's shipment code, weight and dimensions onto the order packages holding
     * the order. Until the warehouse has assigned the shipment code there is nothing to copy it
     * from: SHIPMENT_CODE_UPDATING, which the screen retries after its wait.
     */
    syncToOrderPackage: async ({ request, tx, record }) => {
      const package_ = record!;
      if (package_.status === 'cancelled') throw refuse(request, 'TRACKING_NOT_EXIST', 404);
      if (!text(package_.shipmentCode)) throw refuse(request, 'SHIPMENT_CODE_UPDATING');
      const holding = tx
        .select({ id: orderPackageOrders.packageId })
        .from(orderPackageOrders)
        .where(eq(orderPackageOrders.orderId, package_.orderId as number));
      const updated = await tx
        .update(orderPackages)
        .set({
          shipmentCode: package_.shipmentCode as string,
          weight: package_.weight === null ? null : Math.round(package_.weight as number),
          length: package_.length as number | null,
          width: package_.width as number | null,
          height: package_.height as number | null,
          version: sql`${orderPackages.version} + 1`,
          updatedAt: new Date(),
        })
        .where(inArray(orderPackages.id, holding))
        .returning({ id: orderPackages.id });
      return { updated: updated.length };
    },
    /** The warehouses a tracking may go to (GetOffice), as the orders' own read answers them. */
    offices: async ({ tx, request }) => activeOffices(tx, localeOf(request)),
    /** The cargo services a shipping method offers. */
    servicesByType: async ({ input }) =>
      cargoServicesByMethod[input.cargoShippingMethod as CargoShippingMethod],
  },
});
