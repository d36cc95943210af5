import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import {
  familyActionPath,
  findOrderAction,
  orderApiFamilies,
  orderIdsKey,
  orderListFilterFields,
  orderListSortField,
  orderWriteKeys,
  type DeclaredOrderWrite,
  type OrderActionDeclaration,
  type OrderActionName,
  type OrderFamily,
} from '../../resources/orders/index';
import { requireRight } from '../auth/index';
import { actionBodySchema, fieldSchema, idList, pageQuerySchema } from '../resources/schemas';
import type { Database } from '../db/database';
import { invalid } from '../http/apiError';
import { envelopeSchema, ok } from '../http/envelope';
import { schemaFieldErrors } from '../http/fieldErrors';
import { localeOf } from '../http/locale';
import { batchWrites, type BatchWrite } from './batchWrites';
import { checkBounds } from './bounds';
import { OrderFieldErrors, withErrorCode } from './failures';
import { multipartLimits, readMultipartBody } from './multipartBody';
import { assignInputs } from './orderChange';
import { listOrders, type OrderListQuery } from './queries';
import { orderReads, type OrderRead } from './reads';
import { writeOrder } from './writeFlow';
import type { OrderWrite } from './orderChange';
import { orderWrites } from './writes';

/** A family list's query (resources/orders/listQuery.ts). */
export const listQuerySchema = pageQuerySchema([orderListSortField, ...orderListFilterFields]);

/**
 * A write's body, from the generic builder: the order and its version, or the orders chosen in a
 * list, then the action's inputs (resources/orders/orderActions.ts), which the app's dialog builds
 * its inputs and checks from too.
 */
const writeBodySchema = (action: OrderActionDeclaration) =>
  actionBodySchema(
    action.inputs ?? [],
    action.scope === 'records'
      ? { [orderIdsKey]: idList }
      : Object.fromEntries(orderWriteKeys.map((key) => [key.source, fieldSchema(key)])),
  );

type Body = Record<string, unknown>;

/** A body that broke its schema: 400 with messages labelled by the order's field names. */
const invalidBody = (request: FastifyRequest, validation: readonly FastifySchemaValidationError[]) =>
  invalid(
    schemaFieldErrors(localeOf(request), undefined, validation, { errors: new OrderFieldErrors(request) }),
  );

/**
 * A single-order write: the order named by the body, locked, at the version the user loaded; the
 * bounds of its inputs checked against the order's current values; then its change.
 */
const runWrite = (
  db: Database,
  request: FastifyRequest,
  declaration: OrderActionDeclaration,
  write: OrderWrite,
  families: readonly OrderFamily[],
  body: Body,
) => {
  const inputs = declaration.inputs ?? [];
  if (body.orderId === null) throw withErrorCode(request, 400, 'ORDER_ID_NOT_ALLOW_NULL');
  return writeOrder(db, {
    request,
    action: declaration.name,
    families,
    orderId: Number(body.orderId),
    version: Number(body.version),
    change: (tx, order) => {
      checkBounds(request, inputs, order, body);
      const context = { request, tx, order, actor: request.principal!.subject, inputs };
      return (write.apply ?? assignInputs)(context, body);
    },
  });
};

/** An action whose route another plugin serves, on a path of its own. */
interface ServedElsewhere {
  servedBy: string;
}

/**
 * The server's handler of every action the table declares (resources/orders/orderActions.ts), by
 * name: a single order's write, a batch's, or a route served elsewhere. Keyed by every declared
 * name, so a declared action without a handler fails the type check instead of leaving its button
 * calling a path that answers 404.
 */
const handlers: { readonly [name in DeclaredOrderWrite]: OrderWrite | BatchWrite | ServedElsewhere } = {
  ...orderWrites,
  ...batchWrites,
  ImportTracking: { servedBy: 'server/orders/files/routes.ts' },
  AddPackageTracking: { servedBy: 'server/tracking/rules.ts' },
};

const handlerOf = (action: OrderActionName) =>
  findOrderAction(action) ? handlers[action as DeclaredOrderWrite] : undefined;

const reads: Partial<Record<OrderActionName, OrderRead>> = orderReads;

const isServed = (action: OrderActionName) => {
  const handler = handlerOf(action);
  return Boolean(reads[action] ?? (handler && !('servedBy' in handler)));
};

/** The literal path each served action of each family answers on (7.12 irregularities included). */
const servedPaths = () => {
  const paths = new Map<string, { action: OrderActionName; families: OrderFamily[] }>();
  for (const family of orderApiFamilies) {
    for (const action of family.actions.filter(isServed)) {
      const path = familyActionPath(family.path, action);
      const entry = paths.get(path) ?? { action, families: [] };
      entry.families.push(family);
      paths.set(path, entry);
    }
  }
  return paths;
};

interface ServedWrite {
  path: string;
  families: OrderFamily[];
  declaration: OrderActionDeclaration;
  write: OrderWrite;
}

const fileInputs = (declaration: OrderActionDeclaration) =>
  (declaration.inputs ?? []).filter((input) => input.files).map((input) => input.source);

/**
 * Order routes, generated from the family table (resources/orders): each family's list, and each
 * read and write it offers, under `/api/<Family>/`. Reads need the read right, writes the write
 * right, in the family's access area; rights are checked before the input, so a reader learns
 * nothing from a write's validation.
 */
export const registerOrderRoutes = (app: FastifyInstance, { db }: { db: Database }) => {
  const common = (family: OrderFamily) => ({
    tags: [`orders: ${family.path}`],
    security: [{ bearer: [] }],
    response: { 200: envelopeSchema({}) },
  });
  const writeOptions = (families: OrderFamily[], declaration: OrderActionDeclaration, summary: string) =>
    ({
      schema: { ...common(families[0]), summary, body: writeBodySchema(declaration) },
      attachValidation: true,
      preValidation: requireRight('write', families[0].area),
    }) satisfies RouteShorthandOptions;
  const validated = (request: FastifyRequest) => {
    if (request.validationError) throw invalidBody(request, request.validationError.validation ?? []);
    return request.body as Body;
  };

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

  const multipartWrites: ServedWrite[] = [];
  for (const [path, { action, families }] of servedPaths()) {
    const read = reads[action];
    if (read) {
      app.get(path, {
        schema: {
          ...common(families[0]),
          summary: read.summary,
          querystring: actionBodySchema(read.query),
        },
        preValidation: requireRight('read', families[0].area),
        handler: async (request) => ok(await read.handle(db, request.query as Body, request)),
      });
      continue;
    }
    const declaration = findOrderAction(action)!;
    const handler = handlerOf(action)!;
    if ('run' in handler) {
      app.post(path, {
        ...writeOptions(families, declaration, handler.summary),
        handler: async (request) =>
          ok(await handler.run(db, request, families, validated(request) as { orderIds: number[] })),
      });
    } else if ('servedBy' in handler) {
      continue;
    } else if (declaration.encoding === 'multipart') {
      multipartWrites.push({ path, families, declaration, write: handler });
    } else {
      app.post(path, {
        ...writeOptions(
          families,
          declaration,
          `${handler.summary} 409 when \`version\` is not the stored one.`,
        ),
        handler: async (request) =>
          ok(await runWrite(db, request, declaration, handler, families, validated(request))),
      });
    }
  }

  // Multipart parsing only where files are taken: other plugins' routes keep their own parsers.
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: multipartLimits });
    for (const served of multipartWrites) {
      const { path, families, declaration, write } = served;
      const bodySchema = writeBodySchema(declaration);
      scope.post(path, {
        schema: {
          ...common(families[0]),
          summary: `${write.summary} 409 when \`version\` is not the stored one.`,
          consumes: ['multipart/form-data'],
        },
        preValidation: requireRight('write', families[0].area),
        handler: async (request) => {
          const { fields, files } = await readMultipartBody(request, fileInputs(declaration));
          const validate = request.compileValidationSchema(bodySchema);
          if (!validate(fields))
            throw invalidBody(request, (validate.errors ?? []) as FastifySchemaValidationError[]);
          return ok(await runWrite(db, request, declaration, write, families, { ...fields, ...files }));
        },
      });
    }
  });
};
