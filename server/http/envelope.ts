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

/** The envelope as a JSON schema, for OpenAPI and response serialisation. */
export const envelopeSchema = (data: object = {}) => ({
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    data,
    message: { type: ['string', 'null'] },
    DetailErrors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { ErrorCode: { type: 'string' }, ErrorMessage: { type: 'string' } },
      },
    },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
});
