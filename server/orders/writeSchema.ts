import {
  inputBound,
  orderInputKind,
  orderStatuses,
  type OrderActionDeclaration,
  type OrderInputKind,
} from '../../resources/orders/index';
import type { FieldDeclaration } from '../../resources/types';
import type { JsonSchema } from '../resources/schemas';

/**
 * The JSON schema of a write's body, generated from its inputs (resources/orders/orderActions.ts):
 * the app builds its dialog from the same inputs, so the two cannot drift apart. Bounds that are
 * numbers go into the schema; bounds against the order's current value are checked in the
 * transaction (bounds.ts).
 */

/** The body key and schema of a read's answer row that an `optionsFrom` input sends. */
const optionSchema = (input: FieldDeclaration): JsonSchema =>
  (input.optionsFrom?.value ?? 'id') === 'id'
    ? { type: 'integer', minimum: 1 }
    : { type: 'string', minLength: 1, maxLength: 100 };

const kindSchemas: Record<OrderInputKind, (input: FieldDeclaration) => JsonSchema | null> = {
  money: () => ({ type: 'number' }),
  integer: () => ({ type: 'integer' }),
  text: () => ({ type: 'string' }),
  longText: () => ({ type: 'string' }),
  email: () => ({ type: 'string', format: 'email' }),
  boolean: () => ({ type: 'boolean' }),
  choice: (input) => (input.choices ? { type: 'string', enum: [...input.choices] } : optionSchema(input)),
  status: () => ({ type: 'string', enum: [...orderStatuses] }),
  attributes: (input) => ({
    type: 'object',
    maxProperties: 50,
    additionalProperties: { type: 'string', maxLength: input.maxLength },
  }),
  // Files travel in multipart bodies and are checked as they are read (multipartBody.ts).
  files: () => null,
};

const inputSchema = (input: FieldDeclaration): JsonSchema | null => {
  const base = kindSchemas[orderInputKind(input)](input);
  if (!base) return null;
  const schema: JsonSchema = { ...base };
  if (schema.type === 'string') {
    // A required text must not be empty: minLength 1 reports it as "must not be empty".
    if (input.required && schema.minLength === undefined) schema.minLength = 1;
    if (input.maxLength !== undefined) schema.maxLength = input.maxLength;
  }
  const min = inputBound(input, 'min');
  const max = inputBound(input, 'max');
  if (typeof min === 'number') schema.minimum = min;
  if (typeof max === 'number') schema.maximum = max;
  if (!input.required) {
    schema.type = [schema.type, 'null'];
    if (Array.isArray(schema.enum)) schema.enum = [...(schema.enum as unknown[]), null];
  }
  return schema;
};

/** The order line an `attributes` input edits. */
export const orderDetailIdKey = 'orderDetailId';

/** The properties and required keys a write's inputs add to its body. */
export const inputProperties = (action: OrderActionDeclaration) => {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const input of action.inputs ?? []) {
    const schema = inputSchema(input);
    if (!schema) continue;
    if (input.keyValues) {
      properties[orderDetailIdKey] = { type: 'integer', minimum: 1 };
      required.push(orderDetailIdKey);
    }
    properties[input.source] = schema;
    if (input.required) required.push(input.source);
  }
  return { properties, required };
};

/** The most orders one call acts on. */
export const maxOrdersPerWrite = 500;

/**
 * The whole body: a single-order write names the order and the version the user loaded; a write
 * over orders chosen in a list names them (`orderIds`).
 */
export const writeBodySchema = (action: OrderActionDeclaration): JsonSchema => {
  const { properties, required } = inputProperties(action);
  const target: Record<string, JsonSchema> =
    action.scope === 'records'
      ? {
          orderIds: {
            type: 'array',
            items: { type: 'integer', minimum: 1 },
            minItems: 1,
            maxItems: maxOrdersPerWrite,
          },
        }
      : { orderId: { type: ['integer', 'null'], minimum: 1 }, version: { type: 'integer' } };
  return {
    type: 'object',
    properties: { ...target, ...properties },
    required: [...Object.keys(target), ...required],
    additionalProperties: false,
  };
};
