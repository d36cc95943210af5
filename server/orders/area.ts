import type { FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { ActionDeclaration, ResourceDeclaration } from '../../resources/index';
import {
  familyActionPath,
  findOrderAction,
  orderApiFamilies,
  orderIdsKey,
  orderWriteKeys,
  type DeclaredOrderWrite,
  type OrderActionDeclaration,
  type OrderActionName,
  type OrderFamily,
} from '../../resources/orders/index';
import type { Database } from '../db/database';
import { orders } from '../db/orderTables';
import type { ResourceTable } from '../db/tables';
import { invalid } from '../http/apiError';
import { schemaFieldErrors } from '../http/fieldErrors';
import { localeOf } from '../http/locale';
import type { ActionRules, ResourceRules, RulesTable } from '../resources/rules';
import { actionBodySchema, fieldSchema, idList } from '../resources/schemas';
import { batchWrites, type BatchWrite } from './batchWrites';
import { checkBounds } from './bounds';
import { exportRules, templateRules } from './files/exports';
import { importRules } from './files/trackingImport';
import { OrderFieldErrors, withErrorCode } from './failures';
import { multipartLimits, readMultipartBody } from './multipartBody';
import { assignInputs, type OrderWrite } from './orderChange';
import { listQuerySchema } from './listQuerySchema';
import { listOrders, type OrderListQuery } from './queries';
import { orderReads, type OrderRead } from './reads';
import { writeOrder } from './writeFlow';
import { orderWrites } from './writes';

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

/**
 * An action that is not a write of the write flow: served by another area's rules, on a path of its
 * own (a package tracking), or by a call of its own here (the tracking import, `fileCalls`).
 */
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
  ImportTracking: { servedBy: 'server/orders/files/trackingImport.ts' },
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

const fileInputs = (declaration: OrderActionDeclaration) =>
  (declaration.inputs ?? []).filter((input) => input.files).map((input) => input.source);

/**
 * A call of a family as its route declaration states it: the entry the registrar builds its path,
 * method and right from, and the rules it runs. The schema is the rules' (`inputSchema`), from the
 * order action table, so the entry declares no inputs: the registrar then leaves a body as sent
 * (no trimming, no emptied values made null), as order writes have always read it.
 */
interface FamilyCall {
  readonly action: ActionDeclaration;
  readonly rules: ActionRules;
}

/**
 * A call's entry. Every one is `scope: 'resource'` to the registrar, which then locks nothing: the
 * write flow (server/orders/writeFlow.ts) locks the orders a write names itself, checks their
 * version and the families' rules, and answers the seed's codes for a missing order, in the
 * registrar's transaction (`tx`; reads and lists are given the database). `path`: the literal path
 * where it departs from `/api/<Family>/<name>` (the action table's `familyPaths`).
 */
const callEntry = (
  family: OrderFamily,
  name: string,
  method: 'GET' | 'POST',
  path = `/api/${family.path}/${name}`,
  right: 'read' | 'write' = method === 'GET' ? 'read' : 'write',
): ActionDeclaration => ({
  name,
  operation: {
    name,
    method,
    ...(path === `/api/${family.path}/${name}` ? {} : { path }),
  },
  places: [],
  scope: 'resource',
  right,
});

const listCall = (family: OrderFamily): FamilyCall => ({
  action: callEntry(family, family.listAction, 'GET'),
  rules: {
    summary: `A page of the family's orders (${family.statuses.join(', ')}): keyword, filters, sort, paging.`,
    inputSchema: listQuerySchema,
    handle: ({ tx, input }) => listOrders(tx, family, input as OrderListQuery),
  },
});

/**
 * The family's list as an .xlsx (`ExportExcel`, a POST that reads: the read right), where it offers
 * it; and where it offers the tracking import, the import (its body one uploaded workbook, which the
 * registrar reads) and the file to fill for it.
 */
const fileCalls = (family: OrderFamily): FamilyCall[] => [
  ...(family.actions.includes('ExportExcel')
    ? [
        {
          action: callEntry(
            family,
            'ExportExcel',
            'POST',
            familyActionPath(family.path, 'ExportExcel'),
            'read',
          ),
          rules: exportRules(family),
        },
      ]
    : []),
  ...(family.actions.includes('ImportTracking')
    ? [
        {
          action: callEntry(
            family,
            'ImportTracking',
            'POST',
            familyActionPath(family.path, 'ImportTracking'),
          ),
          rules: importRules(family),
        },
        {
          action: callEntry(
            family,
            'ImportTrackingTemplate',
            'GET',
            `${familyActionPath(family.path, 'ImportTracking')}/template`,
          ),
          rules: templateRules(family),
        },
      ]
    : []),
];

/**
 * The call served on `path` for `families` (one family, or several where 7.12 puts another family's
 * call on one family's path): a read, a write over the orders chosen in a list, a single order's
 * write, or one that carries files; undefined for an action another plugin serves.
 */
const servedCall = (
  path: string,
  action: OrderActionName,
  families: OrderFamily[],
): FamilyCall | undefined => {
  const [family] = families;
  const read = reads[action];
  if (read)
    return {
      action: callEntry(family, action, 'GET', path),
      rules: {
        summary: read.summary,
        inputSchema: actionBodySchema(read.query),
        handle: ({ tx, input, request }) => read.handle(tx, input, request),
      },
    };
  const declaration = findOrderAction(action)!;
  const handler = handlerOf(action)!;
  if ('servedBy' in handler) return undefined;
  const entry = callEntry(family, action, 'POST', path);
  if ('run' in handler)
    return {
      action: entry,
      rules: {
        summary: handler.summary,
        inputSchema: writeBodySchema(declaration),
        invalid: invalidBody,
        handle: ({ tx, input, request }) =>
          handler.run(tx, request, families, input as { orderIds: number[] }),
      },
    };
  const summary = `${handler.summary} 409 when \`version\` is not the stored one.`;
  const handle: ActionRules['handle'] = ({ tx, input, request }) =>
    runWrite(tx, request, declaration, handler, families, input);
  if (declaration.encoding !== 'multipart')
    return {
      action: entry,
      rules: { summary, inputSchema: writeBodySchema(declaration), invalid: invalidBody, handle },
    };
  const bodySchema = writeBodySchema(declaration);
  return {
    action: entry,
    rules: {
      summary,
      // The form's values checked as a JSON body's are, once its files are read.
      readInput: async (request) => {
        const { fields, files } = await readMultipartBody(request, fileInputs(declaration));
        const validate = request.compileValidationSchema(bodySchema);
        if (!validate(fields))
          throw invalidBody(request, (validate.errors ?? []) as FastifySchemaValidationError[]);
        return { ...fields, ...files };
      },
      handle,
    },
  };
};

/**
 * A family's route declaration is named as OpenAPI has always tagged its routes; no screen, menu or
 * `canAccess` reads it (the app's order screens read the family table), so of its screen knobs it
 * says only what the type requires: the order menu's icon and the master API the orders are on.
 */
const familyRoutesName = (family: OrderFamily) => `orders: ${family.path}`;

const familyDeclaration = (family: OrderFamily, calls: readonly FamilyCall[]): ResourceDeclaration => ({
  name: familyRoutesName(family),
  path: family.path,
  api: 'master',
  operations: {},
  access: { area: family.area },
  icon: 'Receipt',
  fields: [],
  actions: calls.map((call) => call.action),
});

/** The orders' table: the registrar's transaction is bound to it, though it reads none of it. */
const ordersTable = orders as unknown as ResourceTable;

const familyRules = (calls: readonly FamilyCall[]): ResourceRules => ({
  table: ordersTable,
  actions: Object.fromEntries(calls.map((call) => [call.action.name, call.rules])),
});

/**
 * The order families' routes (call catalogue 7.2, 7.3, 7.12) as declarations of the one registrar
 * (server/resources/routes.ts), with the rules that are the orders' own: each family (the family
 * table, resources/orders/families.ts) is a declaration whose actions are its list, its reads and
 * the action table's writes it offers, under `/api/<Family>/`, each on the path the family serves
 * it at, each needing read (list, reads) or write in the family's access area, checked before the
 * input. A path several families share is declared by the first of them and served for all.
 */
const orderRoutes = () => {
  const callsOf = new Map(
    orderApiFamilies.map((family) => [family, [listCall(family), ...fileCalls(family)]]),
  );
  for (const [path, { action, families }] of servedPaths()) {
    const call = servedCall(path, action, families);
    if (call) callsOf.get(families[0])!.push(call);
  }
  const declarations = [...callsOf].map(([family, calls]) => familyDeclaration(family, calls));
  const rules: RulesTable = Object.fromEntries(
    [...callsOf].map(([family, calls]) => [familyRoutesName(family), familyRules(calls)]),
  );
  return { declarations, rules };
};

/**
 * What server/app.ts hands the one registrar for the orders: the families' declarations, their
 * rules, and the parser of the writes that carry files (a purchase e-mail's attachments), which
 * only those routes get.
 */
export const orderArea = {
  ...orderRoutes(),
  multipart: { limits: multipartLimits },
};
