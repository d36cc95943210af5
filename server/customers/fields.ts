import type { FastifyRequest } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import {
  customerAddressFields,
  customerDeclaration,
  mailNotificationFields,
  webNotificationFields,
} from '../../resources/customers';
import { declaredFieldLabelKey, type FieldDeclaration } from '../../resources/index';
import { field, oneOf } from '../../resources/fields';
import { arrayOf, fieldsSchema, type JsonSchema } from '../resources/schemas';
import { ApiError } from '../http/apiError';
import type { DetailError } from '../http/envelope';
import { FieldErrors, schemaFieldErrors } from '../http/fieldErrors';
import { localeOf } from '../http/locale';
import { marketplaces } from '../../contract/customers';

/**
 * The inputs of the customer area: the customer's, its address's and its notifications' fields are
 * declared in resources/customers.ts, which the browser's forms validate with too. Their JSON schemas
 * come from the shared `fieldSchema` and their schema errors from the shared mapping, labelled where
 * the customer declaration keeps its labels.
 */

/** What an edit may send back as it read it; the server keeps its own values of these. */
export const customerReadOnlyFields = [
  'customerCode',
  'accountId',
  'levelName',
  'levelNameEn',
  'levelNameJa',
  'supporterName',
  'careByName',
  'hasAddress',
  'hasPhone',
  'hasEmail',
  'cashAvailable',
  'cashFrozen',
  'createdDate',
  'codeCreatedDate',
  'updatedAt',
] as const;

/** The address's fields (resources/customers.ts): the address form validates with them too. */
export const addressFields: readonly FieldDeclaration[] = customerAddressFields;

/** Every field the area validates, for the schema-error mapping (formats by type). */
const knownFields = [
  ...customerDeclaration.fields,
  ...addressFields,
  ...webNotificationFields,
  ...mailNotificationFields,
];

/** A customer's fee per marketplace, as create and edit take them (percentages). */
export const standardFeeFields = [
  oneOf('marketplace', marketplaces, { required: true }),
  field('paymentFee', 'number', { required: true, min: 0, max: 100 }),
  field('serviceFee', 'number', { required: true, min: 0, max: 100 }),
];

export const standardFeesSchema: JsonSchema = arrayOf(fieldsSchema(standardFeeFields), {
  maxItems: marketplaces.length,
});

/** Field errors labelled with the customer screens' names (`kago.customers.fields.<name>`). */
export class CustomerFieldErrors extends FieldErrors {
  constructor(request: FastifyRequest) {
    super(localeOf(request), undefined);
  }

  protected override labelKey(source: string) {
    return declaredFieldLabelKey(customerDeclaration, source);
  }

  /** Throws the collected errors, if any, as one 400. */
  throwIfAny(detailErrors?: DetailError[]) {
    if (!this.empty)
      throw new ApiError(400, 'kago.validation.invalid', { errors: this.byField, detailErrors });
  }
}

/** Adds schema errors to `errors`, labelled with the customer screens' field names. */
export const addSchemaErrors = (
  request: FastifyRequest,
  validation: readonly FastifySchemaValidationError[],
  errors = new CustomerFieldErrors(request),
) => {
  schemaFieldErrors(localeOf(request), undefined, validation, { errors, fields: knownFields });
  return errors;
};
