import { fieldBound, patterns, typePatterns, type FieldDeclaration } from '../../resources';

/**
 * Client-side validators generated from a declaration. They return react-admin's `{ message, args }`
 * so the message is translated where it is shown; the `field` and `otherField` params are already
 * translated labels, because react-admin interpolates args as given.
 */
export interface ValidationMessage {
  message: string;
  args: Record<string, string | number>;
}

export type Validator = ((
  value: unknown,
  allValues: Record<string, unknown>,
) => ValidationMessage | undefined) & {
  /** react-admin reads this flag to mark the input as required (the asterisk). */
  isRequired?: boolean;
};

/** Translated labels a field's messages name. */
export interface ValidationLabels {
  field: string;
  /** Label of the field named by `greaterOrEqual`. */
  otherField?: string;
}

// No file chosen is an empty list.
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(value));

/** Text as the server keeps it: without surrounding blanks (server/resources/records.ts). */
const asText = (value: unknown) => String(value).trim();

// Deliberately permissive: the server has the final word; this only catches obvious typos early.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isFullUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const message = (key: string, args: Record<string, string | number>): ValidationMessage => ({
  message: `kago.validation.${key}`,
  args,
});

/** A check that only runs when the value is present (emptiness is `required`'s business). */
const whenPresent =
  (check: (value: unknown, allValues: Record<string, unknown>) => ValidationMessage | undefined): Validator =>
  (value, allValues) =>
    isEmpty(value) ? undefined : check(value, allValues);

/** "{field} must not be empty", or the field's own message where its rules want it first. */
const requiredValidator = (field: string, neededFirst?: string): Validator => {
  const missing = neededFirst ? { message: neededFirst, args: { field } } : message('required', { field });
  const validator: Validator = (value) => (isEmpty(value) ? missing : undefined);
  validator.isRequired = true;
  return validator;
};

/**
 * A bound of a number: a fixed one, or the record's current value where it bounds the field
 * (`currentBound`; none while there is no record, as in a list's bulk dialog). A current bound broken
 * says the seed's error code where the field names one (`boundErrorCode`), as the server answers.
 */
const numberBound = (
  declaration: FieldDeclaration,
  key: 'min' | 'max',
  record: Readonly<Record<string, unknown>> | undefined,
  field: string,
) => {
  const bound = fieldBound(declaration, key);
  if (bound !== 'current')
    return bound === undefined ? undefined : { limit: bound, broken: message(key, { field, [key]: bound }) };
  const current = record === undefined ? Number.NaN : Number(record[declaration.source] ?? Number.NaN);
  if (!Number.isFinite(current)) return undefined;
  const broken = declaration.boundErrorCode
    ? { message: `kago.errors.codes.${declaration.boundErrorCode}`, args: {} }
    : message(key, { field, [key]: current });
  return { limit: current, broken };
};

/**
 * The validators of one field, in the order their messages matter (required first); `record` is the
 * record an action's input is about, whose current values may bound it (`currentBound`).
 */
export const buildValidators = (
  declaration: FieldDeclaration,
  labels: ValidationLabels,
  record?: Readonly<Record<string, unknown>>,
): Validator[] => {
  const { field } = labels;
  const validators: Validator[] = [];
  const textual = ['text', 'textarea', 'email', 'phone', 'url', 'imageList'].includes(declaration.type);
  const numeric = ['number', 'money', 'duration'].includes(declaration.type);
  // A duration is whole seconds, whatever its declaration says.
  const integer = declaration.integer || declaration.type === 'duration';

  if (declaration.required || declaration.neededFirst)
    validators.push(requiredValidator(field, declaration.neededFirst));

  if (textual && declaration.minLength !== undefined) {
    const length = declaration.minLength;
    validators.push(
      whenPresent((value) =>
        asText(value).length < length ? message('minLength', { field, length }) : undefined,
      ),
    );
  }
  if (textual && declaration.maxLength !== undefined) {
    const length = declaration.maxLength;
    validators.push(
      whenPresent((value) =>
        asText(value).length > length ? message('maxLength', { field, length }) : undefined,
      ),
    );
  }
  if (textual && declaration.pattern) {
    const name = declaration.pattern;
    const pattern = new RegExp(patterns[name]);
    validators.push(
      whenPresent((value) =>
        pattern.test(asText(value)) ? undefined : message(`patterns.${name}`, { field }),
      ),
    );
  }
  if (declaration.type === 'email') {
    validators.push(
      whenPresent((value) => (emailPattern.test(asText(value)) ? undefined : message('email', {}))),
    );
  }
  if (declaration.type === 'phone') {
    const phone = new RegExp(typePatterns.phone);
    validators.push(
      whenPresent((value) => (phone.test(asText(value)) ? undefined : message('phone', { field }))),
    );
  }
  if (declaration.type === 'url') {
    validators.push(
      whenPresent((value) => (isFullUrl(asText(value)) ? undefined : message('url', { field }))),
    );
  }
  if (numeric) {
    validators.push(
      whenPresent((value) => (Number.isFinite(asNumber(value)) ? undefined : message('number', { field }))),
    );
  }
  if (numeric && integer) {
    validators.push(
      whenPresent((value) => (Number.isInteger(asNumber(value)) ? undefined : message('integer', { field }))),
    );
  }
  const min = numeric ? numberBound(declaration, 'min', record, field) : undefined;
  if (min) validators.push(whenPresent((value) => (asNumber(value) < min.limit ? min.broken : undefined)));
  const max = numeric ? numberBound(declaration, 'max', record, field) : undefined;
  if (max) validators.push(whenPresent((value) => (asNumber(value) > max.limit ? max.broken : undefined)));
  if (declaration.greaterOrEqual) {
    const otherSource = declaration.greaterOrEqual;
    const otherField = labels.otherField ?? otherSource;
    validators.push(
      whenPresent((value, allValues) => {
        const other = allValues[otherSource];
        if (isEmpty(other)) return undefined;
        const ordered = numeric ? asNumber(value) >= asNumber(other) : String(value) >= String(other);
        return ordered ? undefined : message('greaterOrEqual', { field, otherField });
      }),
    );
  }
  return validators;
};
