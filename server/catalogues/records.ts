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
 * Forms send an emptied optional input as "": it means "no value", so it becomes null before the
 * schema checks it (a required field keeps "" and is reported as empty).
 */
export const emptyToNull = (declaration: ResourceDeclaration, body: unknown) => {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const record = { ...(body as WireRecord) };
  for (const field of declaration.fields) {
    if (!field.required && record[field.source] === '') record[field.source] = null;
  }
  return record;
};
