import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  canMove,
  familyActionPath,
  familyLists,
  familyOnlyWriteActions,
  isOrderStatus,
  orderApiFamilies,
  orderSourceKeys,
  orderStatuses,
  stageOfStatus,
  type OrderActionName,
  type OrderFamily,
  type OrderStatus,
} from '../../resources/orders/index';
import { requireRight } from '../auth/index';
import type { JsonSchema } from '../catalogues/schemas';
import type { Database } from '../db/database';
import { orderEvents, orders } from '../db/orderTables';
import { conflict } from '../http/apiError';
import { envelopeSchema, ok } from '../http/envelope';
import { actionNotAllowed, orderNotFound, transitionRefused, withErrorCode } from './failures';
import { listOrders, type OrderListQuery, type OrderRow } from './queries';
import { orderReads } from './reads';
import { orderWrites } from './writes';

const listQuerySchema: JsonSchema = {
  type: 'object',
  properties: {
    skip: { type: 'integer', minimum: 0, default: 0 },
    take: { type: 'integer', minimum: 1, default: 25 },
    keyword: { type: 'string', maxLength: 200 },
    sortBy: { type: 'string', maxLength: 50 },
    sortDesc: { type: 'boolean', default: false },
    status: { type: 'array', items: { type: 'string', enum: [...orderStatuses] } },
    source: { type: 'string', enum: [...orderSourceKeys] },
    dateFrom: { type: 'string', format: 'date' },
    dateTo: { type: 'string', format: 'date' },
    purchaser: { type: 'string', maxLength: 100 },
    supplierId: { type: 'integer', minimum: 1 },
    bidAccount: { type: 'string', maxLength: 100 },
    warehouse: { type: 'string', maxLength: 50 },
  },
  additionalProperties: false,
};

const objectSchema = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

/** Whether this family lets this action touch this order, as its own and the order's stage allow. */
const familyAllows = (
  family: OrderFamily,
  action: OrderActionName,
  order: OrderRow & { status: OrderStatus },
) =>
  family.actions.includes(action) &&
  familyLists(family, order) &&
  (!family.offersOnly || order.offerStatus !== null) &&
  ((familyOnlyWriteActions as readonly string[]).includes(action) ||
    stageOfStatus(order.status).actions.includes(action));

const pick = (row: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]]));

/**
 * Every order write goes through here: the order locked, its version compared (409 when another
 * write came first), the action checked against the families served on this path and the stage
 * the order is in, the move checked against the transition table, the change and its event-log
 * row written in ONE transaction.
 */
const runWrite = (
  db: Database,
  request: FastifyRequest,
  action: OrderActionName,
  families: readonly OrderFamily[],
) => {
  const write = orderWrites[action]!;
  const body = request.body as Record<string, unknown> & { orderId: number | null; version: number };
  if (body.orderId === null) throw withErrorCode(request, 400, 'ORDER_ID_NOT_ALLOW_NULL');
  const principal = request.principal!;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [order] = await tx.select().from(orders).where(eq(orders.id, body.orderId!)).for('update');
    if (!order || !isOrderStatus(order.status)) throw orderNotFound(request);
    if (order.version !== body.version) throw conflict();
    const current = order as OrderRow & { status: OrderStatus };
    if (!families.some((family) => familyAllows(family, action, current)))
      throw actionNotAllowed(request, current.status);
    const change = await write.apply({ request, tx, order, actor: principal.subject }, body);
    if (change.status && !canMove(current.status, change.status))
      throw transitionRefused(request, current.status, change.status);
    const values = { ...change.values, ...(change.status ? { status: change.status } : {}) };
    const [updated] = await tx
      .update(orders)
      .set({ ...values, version: order.version + 1, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.version, order.version)))
      .returning();
    if (!updated) throw conflict();
    const changed = Object.keys(values);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      action,
      actor: principal.subject,
      actorName: principal.name,
      fromStatus: order.status,
      toStatus: updated.status,
      before: { ...pick(order, changed), ...change.before },
      after: { ...pick(updated, changed), ...change.after },
    });
    return updated;
  });
};

/** The literal path each served action of each family answers on (7.12 irregularities included). */
const servedPaths = () => {
  const paths = new Map<string, { action: OrderActionName; families: OrderFamily[] }>();
  for (const family of orderApiFamilies) {
    for (const action of family.actions) {
      if (!orderReads[action] && !orderWrites[action]) continue;
      const path = familyActionPath(family.path, action);
      const entry = paths.get(path) ?? { action, families: [] };
      entry.families.push(family);
      paths.set(path, entry);
    }
  }
  return paths;
};

/**
 * Order routes, generated from the family table (resources/orders): each family's list, and each
 * read and write it offers, under `/api/<Family>/`. Reads need the read right, writes the write
 * right, in the family's access area.
 */
export const registerOrderRoutes = (app: FastifyInstance, { db }: { db: Database }) => {
  const common = (family: OrderFamily) => ({
    tags: [`orders: ${family.path}`],
    security: [{ bearer: [] }],
    response: { 200: envelopeSchema({}) },
  });

  for (const family of orderApiFamilies) {
    app.get(`/api/${family.path}/${family.listAction}`, {
      schema: {
        ...common(family),
        summary: `A page of the family's orders (${family.statuses.join(', ')}): keyword, filters, sort, paging.`,
        querystring: listQuerySchema,
      },
      preValidation: requireRight('read', family.area),
      handler: async (request) => ok(await listOrders(db, family, request.query as OrderListQuery)),
    });
  }

  for (const [path, { action, families }] of servedPaths()) {
    const read = orderReads[action];
    const area = families[0].area;
    if (read) {
      app.get(path, {
        schema: {
          ...common(families[0]),
          summary: read.summary,
          querystring: objectSchema(read.querystring, read.required),
        },
        preValidation: requireRight('read', area),
        handler: async (request) =>
          ok(await read.handle(db, request.query as Record<string, unknown>, request)),
      });
      continue;
    }
    const write = orderWrites[action]!;
    app.post(path, {
      schema: {
        ...common(families[0]),
        summary: `${write.summary} 409 when \`version\` is not the stored one.`,
        body: objectSchema(
          { orderId: { type: ['integer', 'null'], minimum: 1 }, version: { type: 'integer' }, ...write.body },
          ['orderId', 'version', ...(write.required ?? [])],
        ),
      },
      // Rights are checked before the input, so a reader learns nothing from a write's validation.
      preValidation: requireRight('write', area),
      handler: async (request) => ok(await runWrite(db, request, action, families)),
    });
  }
};
