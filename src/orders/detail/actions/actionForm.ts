import type { OrderActionName, OrderInput, OrderWriteForm } from '../../../../resources/orders/index';
import type { OrderRecord } from '../orderRecord';
import { inputColumn } from './actionValidation';
import { writesOfOtherRecords } from './availableActions';

/** A product line's attributes as the dialog edits them: a list of name/value pairs. */
export interface AttributePair {
  name: string;
  value: string;
}

export type FormValues = Record<string, unknown>;

/**
 * Inputs shown only with a certain value of another: a warehouse is asked for only when an order
 * moves into storage (the server refuses the move without one, POST_OFFICE_CODE_NOT_ALLOW_NULL).
 */
const shownWhen: Readonly<Record<string, (values: FormValues) => boolean>> = {
  'OrderUpdateStatus.warehouse': (values) => values.status === 'inStorage',
};

export const isInputShown = (action: OrderActionName, input: OrderInput, values: FormValues) =>
  shownWhen[`${action}.${input.name}`]?.(values) ?? true;

/** An input asked for only in some cases is asked for because that case needs it: required then. */
export const shownInput = (action: OrderActionName, input: OrderInput): OrderInput =>
  shownWhen[`${action}.${input.name}`] ? { ...input, required: true } : input;

export const attributePairs = (attributes: Record<string, string> | undefined): AttributePair[] =>
  Object.entries(attributes ?? {}).map(([name, value]) => ({ name, value }));

const startValue = (input: OrderInput, current: unknown) => {
  switch (input.kind) {
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
 * What the dialog starts from: the order's current value of each input's column (an action that
 * adds a record of its own starts empty), then the values the caller knows better (a preset status,
 * a product line's attributes, an e-mail template).
 */
export const initialValues = (
  action: OrderActionName,
  form: OrderWriteForm,
  order: OrderRecord,
  presets: FormValues = {},
): FormValues => {
  const fromOrder = !writesOfOtherRecords.includes(action);
  const values = Object.fromEntries(
    form.inputs.map((input) => [
      input.name,
      startValue(input, fromOrder ? order[inputColumn(input)] : undefined),
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

const wireValue = (input: OrderInput, value: unknown) => {
  switch (input.kind) {
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
  action: OrderActionName,
  form: OrderWriteForm,
  order: OrderRecord,
  values: FormValues,
  fixed: FormValues = {},
): FormValues => ({
  orderId: order.id,
  version: order.version,
  ...fixed,
  ...Object.fromEntries(
    form.inputs
      .filter((input) => isInputShown(action, input, values))
      .map((input) => [input.name, wireValue(input, values[input.name])]),
  ),
});
