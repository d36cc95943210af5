import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../../i18n/translate';
import { findDeclaration } from '../../resources/index';
import { ApiError } from './apiError';
import { failure } from './envelope';
import { boundErrorCodes, schemaFieldErrors } from './fieldErrors';
import { localeOf } from './locale';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declared resource a route serves: its field labels name the fields in error messages. */
    resource?: string;
  }
}

/** Message keys for the client errors Fastify and plugins raise themselves. */
const statusKeys: Record<number, string> = {
  401: 'kago.server.unauthorized',
  403: 'kago.server.forbidden',
  404: 'kago.server.notFound',
  409: 'kago.server.conflict',
};

/** PostgreSQL constraint violations a racing write can still hit after our own checks. */
const constraintKeys: Record<string, string> = {
  '23505': 'kago.validation.invalid',
  '23503': 'kago.server.inUse',
  // A value the schemas let through but a column refuses (server/http/hardenSchemas.ts bounds what it
  // can generically; a narrower column such as numeric(5, 2) still refuses 1000): the client's fault.
  '22003': 'kago.hardeningServer.outOfRange',
  '22P02': 'kago.hardeningServer.invalidText',
  '22021': 'kago.hardeningServer.invalidText',
  '22P05': 'kago.hardeningServer.invalidText',
};

/** Drizzle wraps driver errors; the SQLSTATE sits on the error or its cause. */
const sqlState = (error: unknown): string | undefined => {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
};

const answer = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: string,
  details: ApiError['details'] = {},
) => {
  const message = translate(localeOf(request), key, details.params);
  return reply
    .code(status)
    .send(failure(message, { errors: details.errors, detailErrors: details.detailErrors }));
};

const handleError = (error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof ApiError)
    return answer(request, reply, error.statusCode, error.messageKey, error.details);
  if ('validation' in error && error.validation) {
    const declaration = findDeclaration(request.routeOptions.config.resource ?? '');
    const errors = schemaFieldErrors(localeOf(request), declaration, error.validation);
    const detailErrors = boundErrorCodes(declaration, error.validation).map((code) => ({
      ErrorCode: code,
      ErrorMessage: translate(localeOf(request), `kago.errors.codes.${code}`),
    }));
    return answer(request, reply, 400, 'kago.validation.invalid', {
      errors,
      ...(detailErrors.length > 0 ? { detailErrors } : {}),
    });
  }
  const constraintKey = constraintKeys[sqlState(error) ?? ''];
  if (constraintKey) return answer(request, reply, 400, constraintKey);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500)
    return answer(request, reply, status, statusKeys[status] ?? 'kago.server.badRequest');
  // The details go to the log, never to the client.
  request.log.error({ err: error }, 'Unexpected error');
  return answer(request, reply, 500, 'kago.server.unexpected');
};

/** The envelope for unknown API paths. */
export const answerNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  answer(request, reply, 404, 'kago.server.notFound');

/** Every error, whoever raises it, answers the envelope in the request's language, without a stack. */
export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler(handleError);
};
