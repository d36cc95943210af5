import { patterns, typePatterns, type FieldDeclaration } from '../../resources';

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

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

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

/** The validators of one field, in the order their messages matter (required first). */
export const buildValidators = (declaration: FieldDeclaration, labels: ValidationLabels): Validator[] => {
  const { field } = labels;
  const validators: Validator[] = [];
  const textual = ['text', 'textarea', 'email', 'phone', 'url', 'imageList'].includes(declaration.type);
  const numeric = declaration.type === 'number' || declaration.type === 'money';

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
  if (numeric && declaration.integer) {
    validators.push(
      whenPresent((value) => (Number.isInteger(asNumber(value)) ? undefined : message('integer', { field }))),
    );
  }
  if (numeric && declaration.min !== undefined) {
    const min = declaration.min;
    validators.push(
      whenPresent((value) => (asNumber(value) < min ? message('min', { field, min }) : undefined)),
    );
  }
  if (numeric && declaration.max !== undefined) {
    const max = declaration.max;
    validators.push(
      whenPresent((value) => (asNumber(value) > max ? message('max', { field, max }) : undefined)),
    );
  }
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
