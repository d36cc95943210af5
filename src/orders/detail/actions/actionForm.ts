import { orderInputKind, type OrderActionDeclaration } from '../../../../resources/orders/index';
import type { FieldDeclaration } from '../../../../resources/types';
import type { OrderRecord } from '../orderRecord';

/** A product line's attributes as the dialog edits them: a list of name/value pairs. */
export interface AttributePair {
  name: string;
  value: string;
}

export type FormValues = Record<string, unknown>;

/**
 * Inputs shown only with a certain value of another (`shownWhen`): a warehouse is asked for only
 * when an order moves into storage (the server refuses the move without one,
 * POST_OFFICE_CODE_NOT_ALLOW_NULL).
 */
export const isInputShown = (input: FieldDeclaration, values: FormValues) =>
  !input.shownWhen || values[input.shownWhen.field] === input.shownWhen.is;

/** An input asked for only in some cases is asked for because that case needs it: required then. */
export const shownInput = (input: FieldDeclaration): FieldDeclaration =>
  input.shownWhen ? { ...input, required: true } : input;

export const attributePairs = (attributes: Record<string, string> | undefined): AttributePair[] =>
  Object.entries(attributes ?? {}).map(([name, value]) => ({ name, value }));

const startValue = (input: FieldDeclaration, current: unknown) => {
  switch (orderInputKind(input)) {
    case 'boolean':
      return Boolean(current);
    case 'files':
    case 'attributes':
      return [];
    default:
      return current ?? null;
  }
};

/**
 * What the dialog starts from: the order's current value of each input's field, or of the field its
 * `startsFrom` names (a purchase's buyer and bid account: the configured ones). An action that adds a
 * record of its own (`startsEmpty`) starts empty, as does a list's bulk dialog, which has no one
 * order. Then the values the caller knows better (a preset status, a product line's
 * attributes, an e-mail template).
 */
export const initialValues = (
  action: OrderActionDeclaration,
  order: OrderRecord | undefined,
  presets: FormValues = {},
): FormValues => {
  const values = Object.fromEntries(
    (action.inputs ?? []).map((input) => [
      input.source,
      startValue(input, action.startsEmpty ? undefined : order?.[input.startsFrom ?? input.source]),
    ]),
  );
  return { ...values, ...presets };
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

const attributeMap = (value: unknown) =>
  Object.fromEntries(
    (Array.isArray(value) ? (value as Partial<AttributePair>[]) : [])
      .filter((pair) => (pair.name ?? '').trim() !== '')
      .map((pair) => [String(pair.name).trim(), String(pair.value ?? '')]),
  );

const wireValue = (input: FieldDeclaration, value: unknown) => {
  switch (orderInputKind(input)) {
    case 'money':
    case 'integer':
      return numberOrNull(value);
    case 'text':
    case 'longText':
    case 'email':
      return trimmedOrNull(value);
    case 'boolean':
      return Boolean(value);
    case 'files':
      return filesOf(value);
    case 'attributes':
      return attributeMap(value);
    default:
      return value === '' || value === undefined ? null : value;
  }
};

/** The write's body: the order, the version the user saw, the fixed values, and each shown input. */
export const writeBody = (
  action: OrderActionDeclaration,
  order: OrderRecord,
  values: FormValues,
  fixed: FormValues = {},
): FormValues => ({
  orderId: order.id,
  version: order.version,
  ...fixed,
  ...Object.fromEntries(
    (action.inputs ?? [])
      .filter((input) => isInputShown(input, values))
      .map((input) => [input.source, wireValue(input, values[input.source])]),
  ),
});
