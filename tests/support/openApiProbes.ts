import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/database';

/**
 * What the tests that probe every documented route (tests/server/malformedInput.test.ts,
 * tests/server/fuzz.test.ts) share: the OpenAPI document's operations, a valid value for any
 * schema (what the properties a probe leaves alone carry), and a fingerprint of the data.
 */
export type Schema = Record<string, unknown>;

export interface Operation {
  method: string;
  path: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  consumes?: string[];
}

/** Every operation of the server's OpenAPI document (`/api/docs/json`), its method in capitals. */
export const documentedOperations = async (url: string): Promise<Operation[]> => {
  const document = (await (await fetch(`${url}/api/docs/json`)).json()) as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  };
  return Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path: route })),
  );
};

export const typesOf = (schema: Schema | undefined): string[] => {
  if (!schema) return [];
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  for (const key of ['anyOf', 'oneOf'] as const)
    if (Array.isArray(schema[key])) return (schema[key] as Schema[]).flatMap(typesOf);
  return [];
};

/** A value the schema accepts, as small as it allows. */
export const validValue = (schema: Schema | undefined): unknown => {
  if (!schema) return 1;
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null) ?? null;
  if (schema.default !== undefined) return schema.default;
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number'))
    return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1;
  if (types.includes('boolean')) return false;
  if (types.includes('array')) {
    const count = typeof schema.minItems === 'number' ? schema.minItems : 1;
    return Array.from({ length: Math.max(count, 1) }, () => validValue(schema.items as Schema));
  }
  if (types.includes('object')) {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = (schema.required ?? []) as string[];
    return Object.fromEntries(required.map((name) => [name, validValue(properties[name])]));
  }
  if (types.includes('string')) {
    if (schema.format === 'email') return 'probe@example.com';
    if (schema.format === 'date') return '2026-01-15';
    if (schema.format === 'date-time') return '2026-01-15T00:00:00.000Z';
    if (schema.format === 'uri') return 'https://example.com/a';
    if (typeof schema.pattern === 'string' && schema.pattern.includes('[0-9]')) return '+84901234567';
    const length = typeof schema.minLength === 'number' ? schema.minLength : 1;
    return 'PROBE'.padEnd(length, 'X');
  }
  return null;
};

/**
 * What the data is, cheaply: a function that answers each table's fingerprint. The next
 * transaction id first: a transaction that writes takes one, a read does not, so an unchanged id
 * means nothing was written (one query of no cost). When it moved (a refused write may have taken
 * one and rolled back), each table's row count and the sum of its rows' `xmin`, in one statement: a
 * committed insert or update gives its rows the writer's id, a delete lowers the count, so equal
 * means nothing the API serves was written. (Hashing each row's text instead cost 0.7 s a time on
 * the test seed.) Sign-in, the provider and the access history write rows of their own, which the
 * fingerprint leaves out. `hashed` counts the times the tables were read.
 */
export const dataFingerprint = async (db: Database) => {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const ignored = /^(oidc_|access_history|sign_in_|revoked_|login_|__drizzle)/;
  const hashes = sql.raw(
    tables.rows
      .filter(({ name }) => !ignored.test(name))
      .map(
        ({ name }) =>
          `select '${name}' as name, count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text as print from "${name}"`,
      )
      .join(' union all '),
  );
  const nextTransaction = async () => {
    const result = (await db.execute(
      sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
    )) as unknown as { rows: { next: string }[] };
    return result.rows[0].next;
  };
  let last = { next: '', prints: {} as Record<string, string> };
  const read = async () => {
    const next = await nextTransaction();
    if (next === last.next) return last.prints;
    const result = (await db.execute(hashes)) as unknown as { rows: { name: string; print: string }[] };
    const prints = Object.fromEntries(result.rows.map(({ name, print }) => [name, print]));
    // Keyed by the id read before the hashes: a write meanwhile moves it, and the next call hashes again.
    last = { next, prints };
    read.hashed += 1;
    return prints;
  };
  read.hashed = 0;
  return read;
};

/** The tables whose fingerprint differs. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(after).filter((name) => before[name] !== after[name]);
