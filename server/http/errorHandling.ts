import { isUtf8 } from 'node:buffer';
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
const constraintKeys: Readonly<Partial<Record<string, string>>> = {
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

/**
 * @fastify/multipart's refusals (server/orders/multipartBody.ts and the other multipart routes), by
 * code; its parser's own errors (busboy's: a missing boundary, a body cut short) carry no code, only
 * these messages. All are the client's: a 400 with our message, never a 500.
 */
const multipartCodes = new Map([
  ['FST_INVALID_MULTIPART_CONTENT_TYPE', 'kago.hardeningServer.multipartInvalid'],
  ['FST_MP_PREMATURE_CLOSE', 'kago.hardeningServer.multipartInvalid'],
  ['FST_PROTO_VIOLATION', 'kago.hardeningServer.multipartInvalid'],
  ['FST_INVALID_JSON_FIELD_ERROR', 'kago.hardeningServer.multipartInvalid'],
  ['FST_PARTS_LIMIT', 'kago.hardeningServer.multipartTooLarge'],
  ['FST_FILES_LIMIT', 'kago.hardeningServer.multipartTooLarge'],
  ['FST_FIELDS_LIMIT', 'kago.hardeningServer.multipartTooLarge'],
  ['FST_REQ_FILE_TOO_LARGE', 'kago.hardeningServer.multipartTooLarge'],
]);
const busboyMessages =
  /^(Multipart: Boundary not found|Unexpected end of (form|multipart data|file)|Malformed part header|.* terminated early due to unexpected end of multipart data)/;

const multipartKey = (error: FastifyError) =>
  multipartCodes.get(error.code) ??
  (error.statusCode === undefined && typeof error.message === 'string' && busboyMessages.test(error.message)
    ? 'kago.hardeningServer.multipartInvalid'
    : undefined);

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
  const multipart = multipartKey(error);
  if (multipart) return answer(request, reply, 400, multipart);
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

/**
 * Every error, whoever raises it, answers the envelope in the request's language, without a stack.
 * Should the handler itself fail, the answer is still the envelope (Fastify's own would show the
 * error's message).
 */
export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    try {
      return handleError(error, request, reply);
    } catch (handlerError) {
      request.log.error({ err: handlerError, cause: error }, 'The error handler failed');
      return reply.code(500).send(failure(translate('en', 'kago.server.unexpected')));
    }
  });
  registerJsonParser(app);
};

/**
 * JSON bodies read as bytes and refused when they are not UTF-8: decoded as text first, an invalid
 * sequence would become U+FFFD and be stored so. Then Fastify's own parser, with its guards against
 * `__proto__` and `constructor.prototype` keys.
 */
const registerJsonParser = (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) return done(new ApiError(400, 'kago.hardeningServer.invalidUtf8'), undefined);
    return parseJson(request, bytes.toString('utf8'), done);
  });
};
