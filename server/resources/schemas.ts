import {
  type ActionDeclaration,
  fieldBound,
  listFields,
  parentExtras,
  patterns,
  rangeFilterParams,
  typePatterns,
  type ExtraName,
  type FieldDeclaration,
  type ResourceDeclaration,
} from '../../resources/index';
import { filterFields, sortableFields } from '../db/tables';

/**
 * JSON schemas generated from a declaration: Fastify validates every input with them before a
 * handler runs, and @fastify/swagger publishes them at /api/docs.
 */
export type JsonSchema = Record<string, unknown>;

/** The most rows one call reads or changes. */
export const maxTake = 500;
export const defaultTake = 25;
export const defaultSelectTake = 20;
/** The most names a `keyValues` field holds (a product line's attributes). */
export const maxKeyValues = 50;

const typeSchemas: Record<FieldDeclaration['type'], (field: FieldDeclaration) => JsonSchema> = {
  text: () => ({ type: 'string' }),
  textarea: () => ({ type: 'string' }),
  imageList: () => ({ type: 'string' }),
  email: () => ({ type: 'string', format: 'email' }),
  url: () => ({ type: 'string', format: 'uri', pattern: '^https?://' }),
  phone: () => ({ type: 'string', pattern: typePatterns.phone }),
  enum: (field) => ({ type: 'string', enum: [...(field.choices ?? [])] }),
  number: (field) => ({ type: field.integer ? 'integer' : 'number' }),
  money: () => ({ type: 'number' }),
  duration: () => ({ type: 'integer' }),
  boolean: () => ({ type: 'boolean' }),
  date: () => ({ type: 'string', format: 'date' }),
  datetime: () => ({ type: 'string', format: 'date-time' }),
  reference: () => ({ type: 'integer', minimum: 1 }),
  status: (field) => ({ type: 'string', enum: [...(field.choices ?? [])] }),
  keyValues: (field) => ({
    type: 'object',
    maxProperties: maxKeyValues,
    additionalProperties: { type: 'string', maxLength: field.maxLength },
  }),
};

const isText = (field: FieldDeclaration) => typeSchemas[field.type](field).type === 'string';

/** The schema of one field's value as a client sends it. */
export const fieldSchema = (field: FieldDeclaration): JsonSchema => {
  const schema: JsonSchema = { ...typeSchemas[field.type](field) };
  // A `keyValues` field's length bounds each of its texts (above), not the map.
  if (isText(field)) {
    // A required text must not be empty: minLength 1 reports it as "must not be empty".
    const minLength = Math.max(field.minLength ?? 0, field.required ? 1 : 0);
    if (minLength > 0) schema.minLength = minLength;
    if (field.maxLength !== undefined) schema.maxLength = field.maxLength;
  }
  if (field.pattern) schema.pattern = patterns[field.pattern];
  // A bound against the record's current value is checked with the record (`currentBound`).
  const min = fieldBound(field, 'min');
  const max = fieldBound(field, 'max');
  if (typeof min === 'number') schema.minimum = min;
  if (typeof max === 'number') schema.maximum = max;
  if (!field.required) {
    schema.type = [schema.type, 'null'];
    if (Array.isArray(schema.enum)) schema.enum = [...(schema.enum as string[]), null];
  }
  return schema;
};

const systemProperties = {
  id: { type: 'integer' },
  version: { type: 'integer' },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
};

/** A record as the server answers it. */
export const recordSchema = (declaration: ResourceDeclaration): JsonSchema => ({
  type: 'object',
  properties: {
    ...systemProperties,
    ...Object.fromEntries(
      declaration.fields.map((field) => [field.source, fieldSchema({ ...field, required: false })]),
    ),
  },
  additionalProperties: true,
});

const fieldProperties = (declaration: ResourceDeclaration) =>
  Object.fromEntries(declaration.fields.map((field) => [field.source, fieldSchema(field)]));

const requiredSources = (declaration: ResourceDeclaration) =>
  declaration.fields.filter((field) => field.required).map((field) => field.source);

export const createBodySchema = (declaration: ResourceDeclaration): JsonSchema => ({
  type: 'object',
  properties: fieldProperties(declaration),
  required: requiredSources(declaration),
  additionalProperties: false,
});

/** An edit sends the record back as it was read: timestamps are accepted and ignored. */
export const editBodySchema = (declaration: ResourceDeclaration): JsonSchema => ({
  type: 'object',
  properties: {
    ...fieldProperties(declaration),
    id: { type: 'integer', minimum: 1 },
    version: { type: 'integer', minimum: 1 },
    createdAt: { type: ['string', 'null'] },
    updatedAt: { type: ['string', 'null'] },
  },
  required: ['id', 'version', ...requiredSources(declaration)],
  additionalProperties: false,
});

/** Chosen records' ids, at most `maxTake` of them. */
export const idList = {
  type: 'array',
  items: { type: 'integer', minimum: 1 },
  minItems: 1,
  maxItems: maxTake,
};

export const deletesBodySchema: JsonSchema = {
  type: 'object',
  properties: { ids: idList },
  required: ['ids'],
  additionalProperties: false,
};

export const activatesBodySchema: JsonSchema = {
  type: 'object',
  properties: { ids: idList, active: { type: 'boolean' } },
  required: ['ids', 'active'],
  additionalProperties: false,
};

/** A query naming one record by its key (`id`, or the declaration's `idField`). */
export const keyQuerySchema = (key = 'id'): JsonSchema => ({
  type: 'object',
  properties: { [key]: { type: 'integer', minimum: 1 } },
  required: [key],
});

/** A filter value in a query string: references by id, the rest by their own type, never null. */
const filterSchema = (field: FieldDeclaration): JsonSchema => {
  const {
    minLength: _minLength,
    maxLength: _maxLength,
    ...schema
  } = fieldSchema({ ...field, required: true });
  return schema;
};

/** Fields a list may be filtered by: declared filters, and the parents of the parent-filter extras. */
export const listFilterFields = (declaration: ResourceDeclaration) => {
  const parentParams = new Set<string>(
    (declaration.extras ?? []).flatMap((extra) =>
      extra in parentExtras ? [parentExtras[extra as keyof typeof parentExtras].param] : [],
    ),
  );
  return declaration.fields.filter(
    (field) => filterFields(declaration).includes(field) || parentParams.has(field.source),
  );
};

/** Fields a list may be limited to a range of (`<source>From`, `<source>To`). */
export const rangeFilterFields = (declaration: ResourceDeclaration) =>
  declaration.fields.filter(
    (field) => field.rangeFilter === true && (field.type === 'date' || field.type === 'datetime'),
  );

const day = { type: 'string', format: 'date' };

const rangeProperties = (declaration: ResourceDeclaration) =>
  Object.fromEntries(
    rangeFilterFields(declaration).flatMap((field) => {
      const { from, to } = rangeFilterParams(field.source);
      return [
        [from, day],
        [to, day],
      ];
    }),
  );

/** Sortable keys, once each (a declaration may declare a system column such as `createdAt`). */
export const sortKeys = (declaration: ResourceDeclaration) => [
  ...new Set(['id', ...sortableFields(declaration).map((field) => field.source), 'createdAt', 'updatedAt']),
];

const keyword = { type: 'string', maxLength: 200 };
const take = (fallback: number) => ({ type: 'integer', minimum: 1, default: fallback });

/** What every list's query takes besides its filters and sort key (`PageQuery`). */
const pageProperties = {
  skip: { type: 'integer', minimum: 0, default: 0 },
  take: take(defaultTake),
  keyword,
  sortDesc: { type: 'boolean', default: false },
};

export const listQuerySchema = (declaration: ResourceDeclaration): JsonSchema => ({
  type: 'object',
  properties: {
    ...pageProperties,
    sortBy: { type: 'string', enum: sortKeys(declaration) },
    ids: { type: 'array', items: { type: 'integer', minimum: 1 } },
    ...Object.fromEntries(listFilterFields(declaration).map((field) => [field.source, filterSchema(field)])),
    ...rangeProperties(declaration),
  },
});

/** A value in a query string, by its field's schema: never null, an empty text no different from none. */
const queryValueSchema = (field: FieldDeclaration): JsonSchema => {
  const { minLength: _minLength, ...schema } = fieldSchema({ ...field, required: true });
  // A list is filtered by several statuses at once (a repeated query value).
  return field.type === 'status' ? { type: 'array', items: schema } : schema;
};

/**
 * The query of a list whose filters and sort key are declared apart from a record's fields (an
 * order family's list, resources/orders/listQuery.ts): the page, keyword and direction, and each
 * declared value; nothing else.
 */
export const pageQuerySchema = (values: readonly FieldDeclaration[]): JsonSchema => ({
  type: 'object',
  properties: {
    ...pageProperties,
    ...Object.fromEntries(values.map((field) => [field.source, queryValueSchema(field)])),
  },
  additionalProperties: false,
});

/** The query string each extra takes. */
export const extraQuerySchema = (extra: ExtraName): JsonSchema => {
  if (extra in parentExtras) {
    const { param } = parentExtras[extra as keyof typeof parentExtras];
    return { type: 'object', properties: { [param]: { type: 'integer', minimum: 1 } }, required: [param] };
  }
  if (extra === 'get-top-select' || extra === 'get-addresses-top-select') {
    return { type: 'object', properties: { keyword, take: take(defaultSelectTake) } };
  }
  return { type: 'object', properties: { keyword } };
};

/** The seed's calls may name the interface language in their query string. */
const languageId = { type: 'string', maxLength: 64 };

/**
 * A value that says what to read (a query string's, or an export's filters): of its type and bounds,
 * never null; one not sent is its declared default.
 */
const askedValueSchema = (field: FieldDeclaration): JsonSchema => {
  const schema = fieldSchema({ ...field, required: true });
  if (!field.required && field.minLength === undefined) delete schema.minLength;
  return field.defaultValue === undefined ? schema : { ...schema, default: field.defaultValue };
};

/**
 * An object of these fields, unknown properties refused: what a call sends where it is not a
 * declaration's standard one (an address by its `addressId`, an action's inputs). Values that say
 * what to read (`asked`: a query string's, an export's filters) are never null and get their
 * defaults; a query string may also carry the seed's `languageId`.
 */
export const fieldsSchema = (
  fields: readonly FieldDeclaration[],
  {
    query = false,
    asked = query,
    extra = {},
    required = fields.filter((each) => each.required).map((each) => each.source),
  }: {
    query?: boolean;
    asked?: boolean;
    extra?: Record<string, JsonSchema>;
    required?: readonly string[];
  } = {},
): JsonSchema => ({
  type: 'object',
  properties: {
    ...(query ? { languageId } : {}),
    ...Object.fromEntries(
      fields.map((each) => [each.source, (asked ? askedValueSchema : fieldSchema)(each)]),
    ),
    ...extra,
  },
  required: [...required],
  additionalProperties: false,
});

/** Whether an action's values travel in the query string (a GET, or a call declared `query`). */
export const sendsQuery = (action: ActionDeclaration) =>
  action.operation.method === 'GET' || action.operation.query === true;

/** The key an action's body names its record by (`recordKey`, default `id`). */
export const recordKeyOf = (action: ActionDeclaration) => action.recordKey ?? 'id';

/**
 * An action's body (or query string, for a GET): the keys naming what it acts on (`target`, each
 * always sent) and its declared inputs, each by the same `fieldSchema` as a record's field. Uploaded
 * files travel in multipart parts, read and bounded by the route as they arrive: the schema checks
 * the other values.
 */
export const actionBodySchema = (
  inputs: readonly FieldDeclaration[],
  target: Readonly<Record<string, JsonSchema>> = {},
  targetRequired: readonly string[] = Object.keys(target),
): JsonSchema => {
  const values = inputs.filter((input) => !input.files);
  return fieldsSchema(values, {
    asked: false,
    extra: { ...target },
    required: [...targetRequired, ...values.filter((input) => input.required).map((input) => input.source)],
  });
};

/**
 * What a custom action takes (its body, or its query string): what its scope names (the record's
 * key and, unless `unversioned`, an optional `version`; or the chosen `ids`), the switch's value
 * (`toggle`), and its declared inputs, each by the same `fieldSchema` as a record's field. A query
 * string may also carry the seed's `languageId`.
 */
export const actionInputSchema = (action: ActionDeclaration): JsonSchema => {
  const inputs = action.inputs ?? [];
  const scope = action.scope ?? 'record';
  const key = recordKeyOf(action);
  const id = { type: 'integer', minimum: 1 };
  const scoped: Record<string, JsonSchema> =
    scope === 'record'
      ? { [key]: id, ...(action.unversioned ? {} : { version: id }) }
      : scope === 'records'
        ? { ids: idList }
        : {};
  const toggle = action.toggle ? { [action.toggle.input]: { type: 'boolean' } } : {};
  const inputSchema = fieldsSchema(inputs, { query: sendsQuery(action) });
  return {
    ...inputSchema,
    properties: { ...scoped, ...toggle, ...(inputSchema.properties as Record<string, JsonSchema>) },
    required: [
      ...(scope === 'record' ? [key] : scope === 'records' ? ['ids'] : []),
      ...Object.keys(toggle),
      ...(inputSchema.required as string[]),
    ],
  };
};

/*
 * Answers: the shapes the server's answers take, for OpenAPI and response serialisation. Routes
 * that are no declaration's (the menus, the gateway, the preferences, the files) build theirs from
 * these and from declared fields, so every JSON schema is written here.
 */

/** A list of values of one schema. */
export const arrayOf = (items: JsonSchema, bounds: { maxItems?: number } = {}): JsonSchema => ({
  type: 'array',
  items,
  ...bounds,
});

/**
 * An object of these fields as an answer carries them: the required ones always, no null for them;
 * `extra` adds properties that are no field (a list of items), `described` documents fields.
 */
export const answerSchema = (
  fields: readonly FieldDeclaration[],
  {
    extra = {},
    extraRequired = [],
    described = {},
  }: {
    extra?: Readonly<Record<string, JsonSchema>>;
    extraRequired?: readonly string[];
    described?: Readonly<Record<string, JsonSchema>>;
  } = {},
): JsonSchema => ({
  type: 'object',
  required: [...fields.filter((each) => each.required).map((each) => each.source), ...extraRequired],
  properties: {
    ...Object.fromEntries(
      fields.map((each) => [each.source, { ...fieldSchema(each), ...described[each.source] }]),
    ),
    ...extra,
  },
});

/** Values by key (a menu's badges, a user's preferences), each of one schema (`{}`: any JSON). */
export const valuesByKey = (description: string, values: JsonSchema = {}): JsonSchema => ({
  type: 'object',
  description,
  additionalProperties: values,
});

/** Any JSON value a client keeps as it is (a list preference), null included. */
export const anyJson = (description: string): JsonSchema => ({
  type: ['array', 'object', 'string', 'boolean', 'null'],
  description,
});

/** An answer with no data. */
export const noData: JsonSchema = { type: 'null' };

/** A file answered as itself (an .xlsx export, a PDF), not in the envelope. */
export const fileAnswer = (kind: string): JsonSchema => ({
  description: `The ${kind} file itself (not the envelope).`,
  type: 'string',
  format: 'binary',
});

/**
 * The list columns an export writes, in the screen's order (server/resources/exportFile.ts): each a
 * list column's source, once.
 */
export const exportColumnsSchema = (declaration: ResourceDeclaration): JsonSchema => {
  const sources = listFields(declaration).map((field) => field.source);
  return {
    type: 'array',
    items: { type: 'string', enum: sources },
    maxItems: sources.length,
    uniqueItems: true,
  };
};

/** A page of a list: its records, the total, and whether the total is an estimate. */
export const pageSchema = (record: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: {
    items: arrayOf(record),
    total: { type: 'integer' },
    totalIsEstimate: {
      type: 'boolean',
      description:
        'total is an estimate, at least one row past this page (more rows match than were counted)',
    },
  },
});

/** How many rows a call changed, under its name (`deleted`, `updated`...). */
export const countSchema = (name: string): JsonSchema => ({
  type: 'object',
  properties: { [name]: { type: 'integer' } },
});
