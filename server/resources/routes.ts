import fastifyMultipart, { type FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { rightsNeeded, roleActions } from '../../contract/access';
import {
  apiPath,
  operationPath,
  parentExtras,
  rangeFilterParams,
  type ActionDeclaration,
  type ExtraName,
  type HttpMethod,
  type OperationRole,
  type ResourceDeclaration,
} from '../../resources/index';
import { apiPrefix, requireRight } from '../auth/index';
import type { Database } from '../db/database';
import { ApiError, conflict, notFound } from '../http/apiError';
import { envelopeSchema, ok } from '../http/envelope';
import { localeOf } from '../http/locale';
import { checkRecord } from './checks';
import { sendExport } from './exportFile';
import { defaultsOf, normalisedBody, toColumns, toWire, type Row, type WireRecord } from './records';
import { Repository } from './repository';
import { readUpload, uploadLimits, uploadRefusal, type Upload } from './upload';
import type { ActionRules, ResourceRules, RulesTable, WriteContext, WriteRules } from './rules';
import {
  actionInputSchema,
  activatesBodySchema,
  arrayOf,
  countSchema,
  createBodySchema,
  deletesBodySchema,
  editBodySchema,
  exportColumnsSchema,
  extraQuerySchema,
  fileAnswer,
  keyQuerySchema,
  listFilterFields,
  listQuerySchema,
  maxTake,
  pageSchema,
  rangeFilterFields,
  recordKeyOf,
  recordSchema,
  sendsQuery,
  type JsonSchema,
} from './schemas';

type QueryValues = Record<string, unknown>;

interface Endpoint {
  method: HttpMethod;
  /** The path (without base) it is served at. */
  url: string;
  /** What `canAccess` calls it (resources/access.ts): its right comes from there. */
  action: string;
  summary: string;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /** Emptied optional inputs become null before the schema sees them. */
  normalise?: (body: unknown) => unknown;
  data: JsonSchema;
  /** Answers a file itself, through `reply`, instead of the envelope. */
  raw?: boolean;
  /** A body its handler reads itself (a multipart form), documented by its media type. */
  consumes?: string[];
  /** A body that is one uploaded file, parsed in a scope of its own (server/resources/upload.ts). */
  upload?: Upload;
  /** The failure for an input its schema refused, where the area labels its fields its own way. */
  invalid?: ActionRules['invalid'];
  bodyLimit?: number;
  handle(request: FastifyRequest, repository: Repository, reply: FastifyReply): Promise<unknown>;
}

const capped = (take: unknown) => Math.min(Number(take), maxTake);
const wire = (rows: Row[]) => rows.map(toWire);

/**
 * Runs `work` in one transaction, with a repository bound to it. A refusal that keeps its writes
 * (`keepsWrites`, server/http/apiError.ts) is answered once they are committed.
 */
const inTransaction = async <T>(
  repository: Repository,
  work: (bound: Repository, tx: Database) => Promise<T>,
) => {
  let kept: ApiError | undefined;
  const answer = await repository.db.transaction(async (tx) => {
    try {
      return await work(repository.on(tx as unknown as Database), tx as unknown as Database);
    } catch (error) {
      if (!(error instanceof ApiError && error.details.keepsWrites)) throw error;
      kept = error;
      return undefined;
    }
  });
  if (kept) throw kept;
  return answer as T;
};

/** What an operation does, whatever its wire name: its handler, schemas and summary. */
type RoleEndpoint = Omit<Endpoint, 'method' | 'url' | 'action'>;

/** A list's query values as the repository takes them: keyword, filters, ranges, ids and sort. */
const listQueryOf = (declaration: ResourceDeclaration) => {
  const filters = listFilterFields(declaration).map((field) => field.source);
  const ranges = rangeFilterFields(declaration).map((field) => field.source);
  return (query: QueryValues) => ({
    keyword: query.keyword as string | undefined,
    filters: Object.fromEntries(filters.map((source) => [source, query[source]])),
    ranges: Object.fromEntries(
      ranges.map((source) => {
        const { from, to } = rangeFilterParams(source);
        return [source, { from: query[from] as string | undefined, to: query[to] as string | undefined }];
      }),
    ),
    ids: query.ids as number[] | undefined,
    sortBy: query.sortBy as string | undefined,
    sortDesc: query.sortDesc as boolean,
  });
};

const listEndpoint = (declaration: ResourceDeclaration): RoleEndpoint => {
  const record = recordSchema(declaration);
  const queryOf = listQueryOf(declaration);
  return {
    summary: 'A page of records: keyword, filters, sort, paging; repeated `ids` reads those records.',
    querystring: listQuerySchema(declaration),
    data: pageSchema(record),
    async handle(request, repository) {
      const query = request.query as QueryValues;
      const { items, total, totalIsEstimate } = await repository.list({
        ...queryOf(query),
        limit: capped(query.take),
        offset: query.skip as number,
      });
      return { items: wire(items), total, totalIsEstimate };
    },
  };
};

/** The export's body: the list's keyword, filters and sort, without paging, and the columns shown. */
const exportEndpoint = (declaration: ResourceDeclaration): RoleEndpoint => {
  const { properties, ...list } = listQuerySchema(declaration);
  const { skip: _skip, take: _take, ids: _ids, ...filters } = properties as Record<string, JsonSchema>;
  const queryOf = listQueryOf(declaration);
  return {
    summary: 'Every record the filters match, as an .xlsx file (streamed; not the envelope).',
    body: {
      ...list,
      properties: { ...filters, columns: exportColumnsSchema(declaration) },
      additionalProperties: false,
    },
    data: fileAnswer('.xlsx'),
    raw: true,
    handle: async (request, repository, reply) =>
      sendExport(request, reply, repository, queryOf((request.body ?? {}) as QueryValues)),
  };
};

/**
 * A standard write (create, update), in its transaction: the rules' `before` answers the values to
 * write (default: those given), `save` checks and writes them, the rules' `after` acts on other
 * records once it is written; the record is answered as the wire has it.
 */
const standardWrite = async (
  declaration: ResourceDeclaration,
  rules: WriteRules | undefined,
  context: WriteContext,
  given: Row,
  save: (values: Row) => Promise<Row>,
) => {
  const values = rules?.before ? toColumns(declaration, await rules.before(context)) : given;
  const row = await save(values);
  await rules?.after?.({ ...context, values, row });
  return toWire(row);
};

/**
 * A standard write's endpoint (create, update): its body's emptied optional inputs made null, its
 * `write` run in one transaction, the record answered.
 */
const writeEndpoint = (
  declaration: ResourceDeclaration,
  summary: string,
  body: JsonSchema,
  write: (request: FastifyRequest, bound: Repository, tx: Database) => Promise<WireRecord>,
): RoleEndpoint => ({
  summary,
  body,
  normalise: (given) => normalisedBody(declaration, given),
  data: recordSchema(declaration),
  handle: (request, repository) => inTransaction(repository, (bound, tx) => write(request, bound, tx)),
});

/** Every standard operation's handler, by role: a declaration names which it offers, and how. */
const roleEndpoints = (
  declaration: ResourceDeclaration,
  rules: ResourceRules,
): Record<OperationRole, RoleEndpoint> => {
  const record = recordSchema(declaration);
  const missing = (request: FastifyRequest) => (rules.notFound ? rules.notFound(request) : notFound());
  return {
    list: listEndpoint(declaration),
    export: exportEndpoint(declaration),
    createForm: {
      summary: "A new record's default values.",
      data: record,
      handle: async () => defaultsOf(declaration),
    },
    create: writeEndpoint(
      declaration,
      'Creates a record.',
      createBodySchema(declaration),
      async (request, bound, tx) => {
        const given = { ...defaultsOf(declaration), ...toColumns(declaration, request.body as WireRecord) };
        const context = { request, tx, repository: bound, values: given };
        return standardWrite(declaration, rules.create, context, given, async (values) => {
          await checkRecord(tx, declaration, localeOf(request), values);
          return bound.insert(values);
        });
      },
    ),
    read: {
      summary: 'One record by id.',
      querystring: keyQuerySchema(declaration.idField),
      data: record,
      async handle(request, repository) {
        const row = await repository.find((request.query as { id: number }).id);
        if (!row) throw missing(request);
        return rules.record ? rules.record(repository, row) : toWire(row);
      },
    },
    update: writeEndpoint(
      declaration,
      'Updates a record; 409 when `version` is not the stored one.',
      editBodySchema(declaration),
      async (request, bound, tx) => {
        const body = request.body as WireRecord & { id: number; version: number };
        const stored = await bound.find(body.id);
        if (!stored) throw missing(request);
        if (stored.version !== body.version) throw conflict();
        const given = toColumns(declaration, body);
        const context = { request, tx, repository: bound, values: { ...stored, ...given }, stored };
        return standardWrite(declaration, rules.update, context, given, async (values) => {
          await checkRecord(tx, declaration, localeOf(request), { ...stored, ...values }, body.id);
          const updated = await bound.update(body.id, body.version, values);
          if (!updated) throw conflict();
          return updated;
        });
      },
    ),
    deletes: {
      summary: 'Deletes the records with these ids.',
      body: deletesBodySchema,
      data: countSchema('deleted'),
      handle: (request, repository) =>
        inTransaction(repository, async (bound, tx) => {
          const { ids } = request.body as { ids: number[] };
          if (!rules.deletes) return { deleted: await bound.deleteMany(ids) };
          const rows = await bound.lockMany(ids);
          const context = { request, tx, repository: bound, rows };
          await rules.deletes.before?.(context);
          const deleted = await bound.deleteMany(ids);
          await rules.deletes.after?.(context);
          return { deleted };
        }),
    },
    activates: {
      summary: 'Activates or deactivates the records with these ids.',
      body: activatesBodySchema,
      data: countSchema('updated'),
      handle: (request, repository) =>
        inTransaction(repository, async (bound) => {
          const { ids, active } = request.body as { ids: number[]; active: boolean };
          return { updated: await bound.setActive(ids, active) };
        }),
    },
  };
};

/**
 * The standard operations a declaration offers, at their wire names and methods; an operation the
 * resource's rules do their own way keeps the rest of its route (access, envelope, input reading).
 */
const operationEndpoints = (declaration: ResourceDeclaration, rules: ResourceRules): Endpoint[] => {
  const byRole = roleEndpoints(declaration, rules);
  return (Object.keys(roleActions) as OperationRole[]).flatMap((role) => {
    const operation = declaration.operations[role];
    if (!operation) return [];
    // A `deletes` declared `query` deletes one record a call, named by its key in the query string.
    // A `whole` list answers a plain array of the records, not a page.
    const whole = role === 'list' && operation.whole ? { data: arrayOf(recordSchema(declaration)) } : {};
    const keyed =
      role === 'deletes' && operation.query
        ? { body: undefined, querystring: keyQuerySchema(declaration.idField) }
        : {};
    return [
      {
        ...byRole[role],
        ...whole,
        ...keyed,
        ...rules.operations?.[role],
        method: operation.method,
        url: operationPath(declaration, operation),
        action: roleActions[role],
      },
    ];
  });
};

type OptionsQuery = Parameters<Repository['selectOptions']>[0];
const keywordOf = (query: QueryValues) => query.keyword as string | undefined;
const parentReads = Object.entries(parentExtras).map(([extra, { param }]) => [
  extra,
  (query: QueryValues): OptionsQuery => ({ filters: { [param]: query[param] } }),
]);

/** What each extra reads: always active records, in select order. */
const extraReads = {
  'get-all': () => ({}),
  'get-top-select': (query) => ({ keyword: keywordOf(query), limit: capped(query.take) }),
  'get-addresses-select': (query) => ({ keyword: keywordOf(query) }),
  'get-addresses-top-select': (query) => ({ keyword: keywordOf(query), limit: capped(query.take) }),
  'get-postoffice-address': (query) => ({ keyword: keywordOf(query) }),
  ...Object.fromEntries(parentReads),
} as Record<ExtraName, (query: QueryValues) => OptionsQuery>;

const extraEndpoint = (declaration: ResourceDeclaration, extra: ExtraName): Endpoint => ({
  method: 'GET',
  url: `/api/${apiPath(declaration)}/${extra}`,
  action: 'list',
  summary: `Active records for selects (${extra}).`,
  querystring: extraQuerySchema(extra),
  data: arrayOf(recordSchema(declaration)),
  handle: async (request, repository) =>
    wire(await repository.selectOptions(extraReads[extra](request.query as QueryValues))),
});

/**
 * A custom action of the action table: its path and method, its inputs' schema (in the query string
 * for a GET or a call declared `query`), the right `rightOfAction` gives it, and its handler from the
 * resource's rules: a write in one transaction with the record it names (by its `recordKey`) locked,
 * a read (a GET, or an action needing the read right) on the database with the record read as it
 * stands (the resource's 404 when there is none; 409 when a `version` is sent and is not the stored
 * one): a read that streams its answer (an export) goes on reading once its handler has returned.
 */
const actionEndpoint = (
  declaration: ResourceDeclaration,
  action: ActionDeclaration,
  rules: ResourceRules,
): Endpoint => {
  const entry = rules.actions?.[action.name];
  if (!entry) throw new Error(`${declaration.name}: no handler for action ${action.name}`);
  const actionRules: ActionRules = typeof entry === 'function' ? { handle: entry } : entry;
  const { handle, summary, inputSchema, answer, bodyLimit, file, invalid, ownTransactions, upload } =
    actionRules;
  const readInput = upload
    ? async (request: FastifyRequest) => ({ [upload.field]: await readUpload(request, upload) })
    : actionRules.readInput;
  const input = inputSchema ?? actionInputSchema(action);
  // A read: a GET, or a call that needs only the read right (an order list's export, a POST).
  const isRead = action.operation.method === 'GET' || action.right === 'read';
  const inQuery = sendsQuery(action);
  const key = recordKeyOf(action);
  const inputs = { fields: action.inputs ?? [] };
  return {
    method: action.operation.method,
    url: operationPath(declaration, action.operation),
    action: action.name,
    summary: summary ?? `Action ${action.name}.`,
    ...(readInput
      ? { consumes: ['multipart/form-data'] }
      : inQuery
        ? { querystring: input }
        : { body: input }),
    // A read sent without a body reads with no values (the seed's cancelled-order export, "a POST
    // returning a blob", exports the whole list).
    ...(readInput
      ? {}
      : { normalise: (body: unknown) => normalisedBody(inputs, isRead ? (body ?? {}) : body) }),
    ...(upload ? { upload } : {}),
    ...(invalid ? { invalid } : {}),
    ...(bodyLimit ? { bodyLimit } : {}),
    ...(file ? { data: fileAnswer(file), raw: true } : { data: answer ?? {} }),
    handle: async (request, repository, reply) => {
      const given = ((readInput ? await readInput(request) : inQuery ? request.query : request.body) ??
        {}) as WireRecord & { version?: number };
      // A read runs on the database itself: it locks nothing, and outside a transaction its queries
      // keep their prepared statements on the embedded database (server/db/preparedStatements.ts):
      // an order's detail took 8.6 ms at p50 in a transaction, 2.9 ms without. So does a write that
      // opens transactions of its own (`ownTransactions`).
      const onDatabase = isRead || ownTransactions;
      const run = onDatabase
        ? <T>(work: (bound: Repository, tx: Database) => Promise<T>) => work(repository, repository.db)
        : <T>(work: (bound: Repository, tx: Database) => Promise<T>) => inTransaction(repository, work);
      return run(async (bound, tx) => {
        let record: Row | undefined;
        if ((action.scope ?? 'record') === 'record') {
          const id = Number(given[key]);
          record = await (onDatabase ? bound.find(id) : bound.lock(id));
          if (!record) throw rules.notFound ? rules.notFound(request) : notFound();
          if (given.version !== undefined && given.version !== null && record.version !== given.version)
            throw conflict();
        }
        return handle({ request, reply, tx, repository: bound, input: given, ...(record ? { record } : {}) });
      });
    },
  };
};

/**
 * Two actions of one table under one name would share one handler and one right, whichever came
 * last: refused when the routes are built.
 */
const checkActionNames = (declaration: ResourceDeclaration) => {
  const names = (declaration.actions ?? []).map((action) => action.name);
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  if (twice.length) throw new Error(`${declaration.name}: actions named twice: ${twice.join(', ')}`);
};

/** Every endpoint of a declaration, in the wire contract's order. */
export const endpointsOf = (declaration: ResourceDeclaration, rules: ResourceRules = {}): Endpoint[] => {
  checkActionNames(declaration);
  return [
    ...operationEndpoints(declaration, rules),
    ...(declaration.extras ?? []).map((extra) => extraEndpoint(declaration, extra)),
    // An action that `sets` fixed values is a call of the resource's `update`, served by its route.
    ...(declaration.actions ?? [])
      .filter((action) => !action.sets)
      .map((action) => actionEndpoint(declaration, action, rules)),
  ];
};

/**
 * The rights an endpoint's route checks, each in its area: none for a `public` call (resources/access.ts),
 * which anyone reads without a token. Only outside the API's prefix, where the auth plugin asks for no
 * token either (server/app.ts): a public call under it would answer 401 to whoever has none, and one that
 * writes would be anyone's to make; refused when the routes are built.
 */
const checkedRights = (declaration: ResourceDeclaration, endpoint: Endpoint) => {
  const needed = rightsNeeded(declaration, endpoint.action);
  const open = needed.filter(({ area }) => area === 'public');
  if (open.length === 0) return needed;
  if (
    endpoint.url.startsWith(apiPrefix) ||
    open.length < needed.length ||
    open.some(({ right }) => right !== 'read')
  )
    throw new Error(
      `${declaration.name}: ${endpoint.method} ${endpoint.url} cannot be public: a public call reads, outside ${apiPrefix}, and needs no other right`,
    );
  return [];
};

/** An endpoint as a Fastify route: its schemas documented, its right checked before its input. */
const routeOf = (declaration: ResourceDeclaration, repository: Repository, endpoint: Endpoint) => {
  const { invalid } = endpoint;
  const rights = checkedRights(declaration, endpoint);
  return {
    method: endpoint.method,
    url: endpoint.url,
    config: { resource: declaration.name },
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    schema: {
      tags: [declaration.name],
      summary: endpoint.summary,
      ...(rights.length ? { security: [{ bearer: [] }] } : {}),
      ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.consumes ? { consumes: endpoint.consumes } : {}),
      response: { 200: endpoint.raw ? endpoint.data : envelopeSchema(endpoint.data) },
    },
    // An area's own failure for a refused input is raised by the handler, which then sees it.
    ...(invalid ? { attachValidation: true } : {}),
    // Rights are checked before the input, so a reader learns nothing from a write's validation.
    preValidation: [
      ...rights.map(({ right, area }) => requireRight(right, area)),
      ...(endpoint.normalise
        ? [
            async (request: FastifyRequest) => {
              if (endpoint.body) request.body = endpoint.normalise!(request.body);
            },
          ]
        : []),
    ],
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (invalid && request.validationError)
        throw invalid(request, request.validationError.validation ?? []);
      return endpoint.raw
        ? endpoint.handle(request, repository, reply)
        : ok(await endpoint.handle(request, repository, reply));
    },
  } satisfies RouteOptions;
};

/**
 * An upload's route in a scope of its own: the multipart parser with the call's limits, and its
 * refusals answered with the call's messages (server/resources/upload.ts). What is not a refusal of
 * the upload goes on to the app's handler (an error handler that throws hands the error to its
 * parent's); the app's other routes keep the parsers they had (a JSON route refuses a form).
 */
const registerUploadRoute = (app: FastifyInstance, upload: Upload, route: RouteOptions) =>
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: uploadLimits(upload) });
    scope.setErrorHandler((error: FastifyError) => {
      throw uploadRefusal(upload, error.code) ?? error;
    });
    scope.route(route);
  });

/**
 * Routes generated from the declarations, master and op alike: no code per resource. Each needs the
 * right its action needs in the declaration's area (resources/access.ts), the rule `canAccess`
 * answers with in the browser. What is a resource's own (its checks, its action handlers) its area
 * passes in `rules` (server/resourceRules.ts, server/customers/area.ts, server/orders/area.ts): this
 * code imports no area.
 *
 * `multipart`: the parser of the endpoints that read a multipart form themselves (`readInput`), set
 * up in a scope of their own, so that the area's other routes keep the parsers they had (a JSON
 * route refuses a form's media type). An area that takes forms on many calls registers the parser
 * around the call instead (server/customers/area.ts). A call whose body is one declared `upload`
 * gets a scope of its own, with its own limits and refusals (server/resources/upload.ts).
 *
 * `schemas`: the schemas the answers name by `$id` (a menu item, whose children are menu items).
 */
export const registerResourceRoutes = (
  app: FastifyInstance,
  {
    db,
    declarations,
    rules,
    multipart,
    schemas = [],
  }: {
    db: Database;
    declarations: readonly ResourceDeclaration[];
    rules: RulesTable;
    multipart?: FastifyMultipartBaseOptions;
    schemas?: readonly JsonSchema[];
  },
) => {
  for (const schema of schemas) app.addSchema(schema);
  const formRoutes: RouteOptions[] = [];
  for (const declaration of declarations) {
    const repository = new Repository(declaration, db, rules[declaration.name]?.table);
    for (const endpoint of endpointsOf(declaration, rules[declaration.name])) {
      const route = routeOf(declaration, repository, endpoint);
      if (endpoint.upload) void registerUploadRoute(app, endpoint.upload, route);
      else if (multipart && endpoint.consumes) formRoutes.push(route);
      else app.route(route);
    }
  }
  if (!multipart || formRoutes.length === 0) return;
  const parser = multipart;
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, parser);
    for (const route of formRoutes) scope.route(route);
  });
};
