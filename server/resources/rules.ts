import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { ActionDeclaration, OperationRole } from '../../resources/index';
import type { Database } from '../db/database';
import type { ResourceTable } from '../db/tables';
import type { ApiError } from '../http/apiError';
import type { Row, WireRecord } from './records';
import type { Repository } from './repository';
import type { JsonSchema } from './schemas';
import type { Upload } from './upload';

/**
 * What a resource's server does beyond its declaration: the handler of each custom action of its
 * action table, and business rules around its standard writes. The generic routes
 * (server/resources/routes.ts) build path, method, schema and access check from the declaration and
 * call these; nothing here repeats route code.
 *
 * A resource served over tables of its own (an area declaration, resources/index.ts; customers:
 * server/customers/rules.ts)
 * names its `table`, how it answers a `record` (with the names its references join), and the
 * standard `operations` whose work is its own; the generic routes still give those their path,
 * method, access check, envelope, emptied-input reading and translated schema errors. The order
 * families' routes are declarations of that kind too, generated from the family table with their
 * rules (server/orders/area.ts): every call an action whose rules run the orders' write flow.
 */

/**
 * What an action's handler is given: a write runs in one transaction (`tx`), a read (GET) on the
 * database itself (`tx` is then the database: server/resources/routes.ts says why).
 */
export interface ActionContext {
  readonly request: FastifyRequest;
  readonly tx: Database;
  /** The resource's repository, bound to the transaction of a write. */
  readonly repository: Repository;
  /** The inputs as the schema accepted them (`id`, `version`, `ids` included). */
  readonly input: WireRecord;
  /** `scope: 'record'` (the default): the record the body names, locked for a write's transaction. */
  readonly record?: Row;
  /** The reply, for an action that answers a file itself (`file` on its rules). */
  readonly reply: FastifyReply;
}

/** Runs an action; its answer is the envelope's `data`. */
export type ActionHandler = (context: ActionContext) => Promise<unknown>;

/**
 * An action's handler with what its route says beyond the declaration: its OpenAPI summary, the
 * schema of an input the declaration cannot say (a list's filters, which its area reads), or an
 * input its handler reads itself (a multipart form, read before the transaction; the registrar
 * then neither validates nor normalises it, the handler's own reading does).
 */
export interface ActionRules {
  readonly summary?: string;
  readonly inputSchema?: JsonSchema;
  /**
   * The shape of what the handler answers (the envelope's `data`), built by server/resources/schemas.ts
   * from declared fields: documented in OpenAPI and used to write the answer, so nothing it does not
   * name leaves the server (a menu, the dashboard's figures). Default: any value, undocumented.
   */
  readonly answer?: JsonSchema;
  /** The most bytes its body may have, where it is not the server's default (a preference's value). */
  readonly bodyLimit?: number;
  /**
   * It answers a file of this kind (`PDF`) itself, through the context's `reply`, not the envelope
   * (a release note printed); a refusal is still the envelope.
   */
  readonly file?: string;
  readonly readInput?: (request: FastifyRequest) => Promise<WireRecord>;
  /** Its body is one uploaded file and nothing else, read and refused as `Upload` says. */
  readonly upload?: Upload;
  /**
   * A write whose handler opens transactions of its own (an import of many rows, each its own
   * transaction, one refused row not undoing the others): it is given the database, not one
   * transaction around the whole call.
   */
  readonly ownTransactions?: boolean;
  /**
   * The failure for an input its schema refused, where the area names its fields its own way (an
   * order's inputs are labelled `kago.orders.fields.<source>`: server/orders/failures.ts); default
   * the route's resource's labels (server/http/errorHandling.ts).
   */
  readonly invalid?: (
    request: FastifyRequest,
    validation: readonly FastifySchemaValidationError[],
  ) => ApiError;
  readonly handle: ActionHandler;
}

/**
 * A handler for every action of a table: keyed by the entries' names, so an action declared without
 * a handler (or a handler for no action) does not compile.
 */
export type ActionHandlers<Actions extends readonly ActionDeclaration[]> = {
  readonly [Name in Actions[number]['name']]: ActionHandler | ActionRules;
};

/** What a standard write's rules are given: the values about to be written, in the transaction. */
export interface WriteContext {
  readonly request: FastifyRequest;
  readonly tx: Database;
  readonly repository: Repository;
  /** The declared fields' values (create: with the defaults; update: merged over the stored record). */
  readonly values: Row;
  /** Update: the record as stored. */
  readonly stored?: Row;
}

/** Business rules around a standard write (create or update), beyond what the schema says. */
export interface WriteRules {
  /** Checks (throwing the seed's error codes) and answers the values to write. */
  before?(context: WriteContext): Promise<Row> | Row;
  /** Acts on other records once the record is written, in the same transaction. */
  after?(context: WriteContext & { readonly row: Row }): Promise<void>;
}

/**
 * A standard operation whose work is the resource's own: its handler and, where its input departs
 * from the generated one, its schema.
 */
export interface OperationRules {
  readonly querystring?: JsonSchema;
  readonly body?: JsonSchema;
  /** `reply` is for an operation that answers a file itself (`export`), not the envelope. */
  handle(request: FastifyRequest, repository: Repository, reply: FastifyReply): Promise<unknown>;
}

/** What a delete's rules are given: the records about to go, locked, in the transaction. */
export interface DeleteContext {
  readonly request: FastifyRequest;
  readonly tx: Database;
  readonly repository: Repository;
  readonly rows: readonly Row[];
}

/** Business rules around `deletes`: checks before (throwing the seed's codes), work after. */
export interface DeleteRules {
  before?(context: DeleteContext): Promise<void> | void;
  after?(context: DeleteContext): Promise<void>;
}

export interface ResourceRules<Actions extends readonly ActionDeclaration[] = readonly ActionDeclaration[]> {
  readonly actions?: ActionHandlers<Actions>;
  /** The area's own table, for an area declaration, which has no generated one. */
  readonly table?: ResourceTable;
  /**
   * The record as `read` answers it, from the stored row: with the names its references join, say
   * (default: the row itself).
   */
  readonly record?: (repository: Repository, row: Row) => Promise<unknown>;
  /** Standard operations the resource does its own way (the rest are generic). */
  readonly operations?: Readonly<Partial<Record<OperationRole, OperationRules>>>;
  readonly create?: WriteRules;
  readonly update?: WriteRules;
  readonly deletes?: DeleteRules;
  /** The failure for an id that names no record (default: the plain 404). */
  readonly notFound?: (request: FastifyRequest) => ApiError;
}

/** Every resource's rules, by resource name. */
export type RulesTable = Readonly<Record<string, ResourceRules>>;

/**
 * Ties a resource's rules to its action table: `rulesFor(trackingActions, { actions: {...} })` does
 * not compile while an action has no handler.
 */
export const rulesFor = <const Actions extends readonly ActionDeclaration[]>(
  _actions: Actions,
  rules: ResourceRules<Actions> & { readonly actions: ActionHandlers<Actions> },
): ResourceRules => rules as ResourceRules;
