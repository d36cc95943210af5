import type { FieldDeclaration, FieldType } from '../../../../resources/types';
import {
  inputBound,
  orderInputKind,
  type OrderBound,
  type OrderInputKind,
} from '../../../../resources/orders/index';
import { buildValidators, type ValidationMessage, type Validator } from '../../../generators/validators';

/**
 * The checks an action's input gets before it is sent: the same rules and the same messages the
 * server answers with (`kago.validation.*`, or the seed's error code when the input names one), so
 * a refusal reads alike whether the app or the server caught it.
 */

/** The generators' field type whose checks (required, length, e-mail, number) an input shares. */
const fieldTypes: Partial<Record<OrderInputKind, FieldType>> = {
  money: 'money',
  integer: 'number',
  text: 'text',
  longText: 'textarea',
  email: 'email',
};

/** A bound as a number: `'current'` is the order's value of the input's column. */
export const resolveBound = (
  bound: OrderBound | undefined,
  input: FieldDeclaration,
  order: Record<string, unknown>,
): number | undefined => {
  if (bound === undefined) return undefined;
  if (bound !== 'current') return bound;
  const current = Number(order[input.source]);
  return Number.isFinite(current) ? current : undefined;
};

/** Whether the dialog shows the order's current value beside the input (it bounds the input). */
export const isBoundedByCurrent = (input: FieldDeclaration) => input.currentBound !== undefined;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const boundMessage = (
  input: FieldDeclaration,
  key: 'min' | 'max',
  field: string,
  limit: number,
): ValidationMessage =>
  input.boundErrorCode
    ? { message: `kago.errors.codes.${input.boundErrorCode}`, args: {} }
    : { message: `kago.validation.${key}`, args: { field, [key]: limit } };

const boundValidator =
  (input: FieldDeclaration, key: 'min' | 'max', limit: number, field: string): Validator =>
  (value) => {
    if (isEmpty(value)) return undefined;
    const number = Number(value);
    if (!Number.isFinite(number)) return undefined;
    const broken = key === 'min' ? number < limit : number > limit;
    return broken ? boundMessage(input, key, field, limit) : undefined;
  };

/** "{field} must not be empty", or the input's own message where the rules want it first. */
const requiredValidator = (field: string, neededFirst?: string): Validator => {
  const missing = { message: neededFirst ?? 'kago.validation.required', args: { field } };
  const validator: Validator = (value) => (isEmpty(value) ? missing : undefined);
  validator.isRequired = true;
  return validator;
};

/** The validators of one input of an action's dialog; `field` is its translated label. */
export const inputValidators = (
  input: FieldDeclaration,
  order: Record<string, unknown>,
  field: string,
): Validator[] => {
  const kind = orderInputKind(input);
  const type = fieldTypes[kind];
  if (!type) return input.required ? [requiredValidator(field, input.neededFirst)] : [];
  const validators = buildValidators(
    {
      source: input.source,
      type,
      required: input.required,
      neededFirst: input.required ? input.neededFirst : undefined,
      maxLength: input.maxLength,
      integer: kind === 'integer',
    },
    { field },
  );
  const min = resolveBound(inputBound(input, 'min'), input, order);
  const max = resolveBound(inputBound(input, 'max'), input, order);
  if (min !== undefined) validators.push(boundValidator(input, 'min', min, field));
  if (max !== undefined) validators.push(boundValidator(input, 'max', max, field));
  return validators;
};
