import type { OrderActionDeclaration } from '../../../../resources/orders/index';
import type { FieldDeclaration } from '../../../../resources/types';
import { formValue, wireValue } from '../../../generators/formValues';
import type { OrderRecord } from '../orderRecord';

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

/** The inputs the user gives (not those the dialog's caller fixes: the product line edited). */
const askedInputs = (action: OrderActionDeclaration) =>
  (action.inputs ?? []).filter((input) => input.form !== false);

/**
 * What the dialog starts from: the order's value of the field each input's `startsFrom` names (its
 * own field, or a purchase's configured buyer and bid account); an input without one starts empty
 * (an action that adds a record of its own), as does a list's bulk dialog, which has no one order.
 * Then the values the caller knows better (a preset status, a product line's attributes, an e-mail
 * template).
 */
export const initialValues = (
  action: OrderActionDeclaration,
  order: OrderRecord | undefined,
  presets: FormValues = {},
): FormValues => {
  const values = Object.fromEntries(
    askedInputs(action).map((input) => [
      input.source,
      formValue(input, input.startsFrom === undefined ? undefined : order?.[input.startsFrom]),
    ]),
  );
  return { ...values, ...presets };
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
    askedInputs(action)
      .filter((input) => isInputShown(input, values))
      .map((input) => [input.source, wireValue(input, values[input.source])]),
  ),
});
