import type { DetailError } from './envelope';

type Params = Record<string, string | number>;

/**
 * A failure a handler decides on: HTTP status, the message key (translated per request), and the
 * field errors already translated. The error handler turns it into the envelope.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly details: {
      params?: Params;
      errors?: Record<string, string[]>;
      detailErrors?: DetailError[];
      /**
       * The refusal keeps what its transaction wrote (server/resources/routes.ts commits, then
       * answers it): a notification to a customer who turned its channel off is kept as denied.
       */
      keepsWrites?: boolean;
    } = {},
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

export const notFound = () => new ApiError(404, 'kago.server.notFound');
export const conflict = () => new ApiError(409, 'kago.server.conflict');
export const invalid = (errors: Record<string, string[]>) =>
  new ApiError(400, 'kago.validation.invalid', { errors });
