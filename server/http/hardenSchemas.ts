import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { Ajv } from 'ajv';
import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';

/**
 * Bounds every input schema so that a malformed value is a 400 from validation, never a 500 from
 * PostgreSQL: an integer beyond int4 (ids, skip, versions), a number beyond the money columns'
 * numeric(18, 2) (server/db/orderTables.ts), a text carrying NUL or another control character
 * (PostgreSQL refuses NUL in text; the rest only corrupts exports and logs). Applied to every route's
 * schemas as it is declared (so /api/docs shows the bounds) and to every schema the validator
 * compiles (the multipart forms validate their fields with `compileValidationSchema`).
 */
type Schema = Record<string, unknown>;

export const int4Max = 2_147_483_647;
export const int4Min = -2_147_483_648;
/** The largest magnitude a numeric(18, 2) column holds, rounded down to what a double says exactly. */
export const moneyMax = 999_999_999_999_999;

/** The keyword every text carries: no C0 control character but tab, line feed and carriage return. */
export const plainTextKeyword = 'noControlCharacters';

// Tabs and line breaks stay allowed: multi-line texts (notes, e-mail bodies) carry them. A lone
// surrogate is refused too: it is no character, and PostgreSQL cannot store it as UTF-8.
const forbiddenText =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isPlainText = (value: string) => !forbiddenText.test(value);

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];

const hasBound = (schema: Schema, inclusive: string, exclusive: string) =>
  typeof schema[inclusive] === 'number' || typeof schema[exclusive] === 'number';

/**
 * A copy of `schema` with every integer, number and string bounded. What a field's own bounds are
 * (an id's least value, a text's length) its declaration says (server/resources/schemas.ts); these are
 * the columns' limits under them, for a schema that says less.
 */
export const hardenSchema = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map((item) => hardenSchema(item));
  if (!schema || typeof schema !== 'object') return schema;
  const source = schema as Schema;
  const hardened: Schema = { ...source };
  const types = typesOf(source);
  if (types.includes('integer')) {
    if (!hasBound(source, 'minimum', 'exclusiveMinimum')) hardened.minimum = int4Min;
    if (!hasBound(source, 'maximum', 'exclusiveMaximum')) hardened.maximum = int4Max;
  } else if (types.includes('number')) {
    if (!hasBound(source, 'minimum', 'exclusiveMinimum')) hardened.minimum = -moneyMax;
    if (!hasBound(source, 'maximum', 'exclusiveMaximum')) hardened.maximum = moneyMax;
  }
  if (types.includes('string') && !(plainTextKeyword in source)) hardened[plainTextKeyword] = true;
  if (source.properties && typeof source.properties === 'object') {
    hardened.properties = Object.fromEntries(
      Object.entries(source.properties as Schema).map(([key, value]) => [key, hardenSchema(value)]),
    );
  }
  if (source.items !== undefined) hardened.items = hardenSchema(source.items);
  for (const key of ['additionalProperties', 'patternProperties', 'not', 'if', 'then', 'else'] as const) {
    if (source[key] && typeof source[key] === 'object') {
      hardened[key] =
        key === 'patternProperties'
          ? Object.fromEntries(
              Object.entries(source[key] as Schema).map(([pattern, value]) => [pattern, hardenSchema(value)]),
            )
          : hardenSchema(source[key]);
    }
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(source[key])) hardened[key] = hardenSchema(source[key]);
  }
  return hardened;
};

/** The input parts of a route that carry schemas; responses are ours and stay as they are. */
const inputParts = ['querystring', 'body', 'params', 'headers'] as const;

/** Hardens each route's input schemas as it is declared: register before any route. */
export const registerSchemaHardening = (app: FastifyInstance) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema) return;
    for (const part of inputParts) {
      if (schema[part]) schema[part] = hardenSchema(schema[part]);
    }
  });
};

// ajv caches a compiled schema by the object's identity, but each route brings its own copy of
// schemas that are alike (the order families declare the same bodies for every source). Compiled
// once per shape instead, the 1,000-odd routes need 184 validators and the server starts in about
// 2 s instead of 5. A validator is a pure function of its schema (its `errors` are read straight
// after each call), and every ajv here is set up alike (server/app.ts `ajvSetup`): the cache serves
// every server of the process (the tests start dozens), as the serializers' below do.
const compiled = new Map<string, ReturnType<Ajv['compile']>>();

/**
 * The validator's side (Fastify's `ajv.plugins`): the text keyword, and every schema hardened as it
 * is compiled, whoever compiles it (a route, or a handler with `compileValidationSchema`).
 */
export const hardeningAjvPlugin = (ajv: Ajv): Ajv => {
  ajv.addKeyword({
    keyword: plainTextKeyword,
    type: 'string',
    schemaType: 'boolean',
    errors: false,
    validate: (enabled: boolean, value: string) => !enabled || isPlainText(value),
  });
  const compile = ajv.compile.bind(ajv);
  ajv.compile = ((schema: object, meta?: boolean) => {
    const hardened = hardenSchema(schema) as object;
    const key = `${meta === undefined ? '' : String(meta)}${JSON.stringify(hardened)}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = compile(hardened, meta);
      compiled.set(key, validate);
    }
    return validate;
  }) as Ajv['compile'];
  return ajv;
};

type SerializerFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

// Fastify asks for a factory per plugin context and per server: the serializers are pure functions
// of their schema and options, so one cache serves them all.
const serializers = new Map<string, Serializer>();

/**
 * Fastify's own response serializers, built once per schema shape rather than once per route and
 * status (the same reasoning as the validators above), through Fastify's
 * `schemaController.compilersFactory.buildSerializer`.
 */
export const sharedSerializers: SerializerFactory = (externalSchemas, options) => {
  const build = SerializerSelector()(externalSchemas, options);
  const context = JSON.stringify([externalSchemas, options]);
  return (route) => {
    const key = `${context}${JSON.stringify(route.schema)}`;
    let serialize = serializers.get(key);
    if (!serialize) {
      serialize = build(route);
      serializers.set(key, serialize);
    }
    return serialize;
  };
};
