import type { FieldDeclaration, ResourceDeclaration } from '../../resources/index';

/** A record on the wire: camelCase names, JSON values. */
export type WireRecord = Record<string, unknown>;

/** A row as drizzle reads it (Dates for timestamps, numbers for numeric columns). */
export type Row = Record<string, unknown>;

/** Timestamps travel as ISO strings. */
export const toWire = (row: Row): WireRecord =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );

const fromWireValue = (field: FieldDeclaration, value: unknown) =>
  field.type === 'datetime' && typeof value === 'string' ? new Date(value) : value;

/** The declared fields a body carries, as column values (system columns are the server's). */
export const toColumns = (declaration: ResourceDeclaration, body: WireRecord): Row =>
  Object.fromEntries(
    declaration.fields
      .filter((field) => field.source in body)
      .map((field) => [field.source, fromWireValue(field, body[field.source])]),
  );

/** A new record's values: the declared defaults. */
export const defaultsOf = (declaration: ResourceDeclaration): WireRecord =>
  Object.fromEntries(
    declaration.fields
      .filter((field) => field.defaultValue !== undefined)
      .map((field) => [field.source, field.defaultValue]),
  );

/**
 * A body as the schema should judge it, read as the browser's validators read a form: text without
 * surrounding blanks (a name of spaces is empty), and an empty value ("" or null, which is what an
 * emptied input sends) as no value: null for an optional field, absent for a required one, which the
 * schema then reports as empty.
 */
export const normalisedBody = (declaration: Pick<ResourceDeclaration, 'fields'>, body: unknown) => {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const record = { ...(body as WireRecord) };
  for (const field of declaration.fields) {
    if (!(field.source in record)) continue;
    const value = record[field.source];
    const kept = typeof value === 'string' ? value.trim() : value;
    if (kept !== '' && kept !== null) record[field.source] = kept;
    else if (field.required) delete record[field.source];
    else record[field.source] = null;
  }
  return record;
};
