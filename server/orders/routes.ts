import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  familyActionPath,
  orderApiFamilies,
  orderSourceKeys,
  orderStatuses,
  type OrderActionName,
  type OrderFamily,
} from '../../resources/orders/index';
import { requireRight } from '../auth/index';
import type { JsonSchema } from '../catalogues/schemas';
import type { Database } from '../db/database';
import { envelopeSchema, ok } from '../http/envelope';
import { withErrorCode } from './failures';
import { listOrders, type OrderListQuery } from './queries';
import { orderReads } from './reads';
import { writeOrder } from './writeFlow';
import { orderWrites } from './writes';

export const listQuerySchema: JsonSchema = {
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

/** A single-order write: the body names the order and the version the user loaded. */
const runWrite = (
  db: Database,
  request: FastifyRequest,
  action: OrderActionName,
  families: readonly OrderFamily[],
) => {
  const write = orderWrites[action]!;
  const body = request.body as Record<string, unknown> & { orderId: number | null; version: number };
  if (body.orderId === null) throw withErrorCode(request, 400, 'ORDER_ID_NOT_ALLOW_NULL');
  return writeOrder(db, {
    request,
    action,
    families,
    orderId: body.orderId,
    version: body.version,
    change: (tx, order) => write.apply({ request, tx, order, actor: request.principal!.subject }, body),
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
