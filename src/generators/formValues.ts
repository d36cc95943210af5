import type { FieldDeclaration } from '../../resources';

/** A `keyValues` field as its input edits it: a list of name and value pairs. */
export interface KeyValuePair {
  name: string;
  value: string;
}

export const keyValuePairs = (map: Readonly<Record<string, string>> | null | undefined): KeyValuePair[] =>
  Object.entries(map ?? {}).map(([name, value]) => ({ name, value }));

/** The value a field's input starts from, given the record's (or nothing). */
export const formValue = (field: FieldDeclaration, value: unknown): unknown => {
  if (field.files) return [];
  switch (field.type) {
    case 'boolean':
      return Boolean(value);
    case 'keyValues':
      return value && typeof value === 'object' && !Array.isArray(value)
        ? keyValuePairs(value as Record<string, string>)
        : (value ?? []);
    default:
      return value ?? null;
  }
};

const trimmedOrNull = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : value == null ? '' : String(value);
  return text === '' ? null : text;
};

const numberOrNull = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : Number(value);

/** react-admin's file input holds `{ rawFile, src, title }`; the wire wants the files. */
const filesOf = (value: unknown): Blob[] =>
  (Array.isArray(value) ? value : []).map((item: unknown) =>
    item && typeof item === 'object' && 'rawFile' in item
      ? (item as { rawFile: Blob }).rawFile
      : (item as Blob),
  );

/** The pairs with a name, as the map the wire carries. */
const keyValueMap = (value: unknown) =>
  Object.fromEntries(
    (Array.isArray(value) ? (value as Partial<KeyValuePair>[]) : [])
      .filter((pair) => (pair.name ?? '').trim() !== '')
      .map((pair) => [String(pair.name).trim(), String(pair.value ?? '')]),
  );

/** What a field's input holds, as the call sends it: texts trimmed, an empty one null. */
export const wireValue = (field: FieldDeclaration, value: unknown): unknown => {
  if (field.files) return filesOf(value);
  switch (field.type) {
    case 'money':
    case 'number':
    case 'duration':
      return numberOrNull(value);
    case 'text':
    case 'textarea':
    case 'email':
    case 'phone':
    case 'url':
      return field.optionsFrom && !field.optionsFrom.filterOnly
        ? value === '' || value === undefined
          ? null
          : value
        : trimmedOrNull(value);
    case 'boolean':
      return Boolean(value);
    case 'keyValues':
      return keyValueMap(value);
    default:
      return value === '' || value === undefined ? null : value;
  }
};
