import type { FieldDeclaration, ResourceDeclaration } from '../../../resources/index';
import type { ApiClient } from './api';

type Record_ = Record<string, unknown>;

/** A text of exactly the length the field allows, unique by `tag`. */
const textFor = (field: FieldDeclaration, tag: string) => {
  const length = Math.min(field.maxLength ?? 12, Math.max(field.minLength ?? 1, 12));
  return `${tag.toUpperCase()}${'X'.repeat(length)}`.slice(0, length);
};

const numberFor = (field: FieldDeclaration) => {
  const value = Math.min(field.max ?? Number.MAX_SAFE_INTEGER, (field.min ?? 0) + 3);
  return field.integer ? Math.floor(value) : value + 0.25;
};

/** A valid value of each field type. References take the id of an existing target record. */
const valueFor = async (field: FieldDeclaration, tag: string, api: ApiClient): Promise<unknown> => {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'imageList':
      return textFor(field, tag);
    case 'email':
      return `${tag}@example.com`;
    case 'phone':
      return '+84 24 3936 1234';
    case 'url':
      return `https://example.com/${tag}`;
    case 'enum':
      return field.choices?.at(-1);
    case 'number':
      return numberFor(field);
    case 'duration':
      return numberFor({ ...field, integer: true });
    case 'money':
      return 1234.5;
    case 'boolean':
      return !(field.defaultValue ?? false);
    case 'date':
      return '2025-03-31';
    case 'datetime':
      return '2025-03-31T08:30:00.000Z';
    case 'reference': {
      const answer = await api.get<{ items: { id: number }[] }>(`/api/${field.reference}/get`, { take: 1 });
      return answer.body.data.items[0]?.id;
    }
  }
};

/** A complete, valid record for a declaration, distinct per `tag` in its unique fields. */
export const sampleRecord = async (declaration: ResourceDeclaration, tag: string, api: ApiClient) => {
  const record: Record_ = {};
  for (const field of declaration.fields) record[field.source] = await valueFor(field, tag, api);
  for (const field of declaration.fields.filter((candidate) => candidate.greaterOrEqual)) {
    record[field.source] = Number(record[field.greaterOrEqual ?? '']) + 2;
  }
  return record;
};

/** The record the server should hold for what was sent (numbers and strings as sent). */
export const expectedFields = (declaration: ResourceDeclaration, sent: Record_) =>
  Object.fromEntries(declaration.fields.map((field) => [field.source, sent[field.source]]));
