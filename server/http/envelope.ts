import { field } from '../../resources/fields';
import { answerSchema, arrayOf, fieldSchema, valuesByKey, type JsonSchema } from '../resources/schemas';

/** The master API's answer, always this shape (DESIGN.md section 3). */
export interface DetailError {
  ErrorCode: string;
  ErrorMessage: string;
}

export interface Envelope<T = unknown> {
  success: boolean;
  data: T;
  message: string | null;
  DetailErrors: DetailError[];
  errors: Record<string, string[]>;
}

export const ok = <T>(data: T, message: string | null = null): Envelope<T> => ({
  success: true,
  data,
  message,
  DetailErrors: [],
  errors: {},
});

export const failure = (
  message: string,
  {
    errors = {},
    detailErrors = [],
  }: { errors?: Record<string, string[]>; detailErrors?: DetailError[] } = {},
): Envelope<null> => ({
  success: false,
  data: null,
  message,
  DetailErrors: detailErrors,
  errors,
});

/** The envelope as a JSON schema, for OpenAPI and response serialisation (from the builder). */
const detailErrorFields = [
  field('ErrorCode', 'text', { required: true }),
  field('ErrorMessage', 'text', { required: true }),
];
const fieldMessages = arrayOf(fieldSchema(field('message', 'text', { required: true })));

export const envelopeSchema = (data: object = {}) => {
  const { properties, ...envelope } = answerSchema(
    [field('success', 'boolean', { required: true }), field('message', 'text')],
    {
      extra: {
        DetailErrors: arrayOf(answerSchema(detailErrorFields)),
        errors: valuesByKey('Messages by field.', fieldMessages),
      },
    },
  );
  // In the order the seed's answers show them: success, data, message, DetailErrors, errors.
  const { success, ...rest } = properties as Record<string, JsonSchema>;
  return { ...envelope, properties: { success, data: data as JsonSchema, ...rest } };
};
