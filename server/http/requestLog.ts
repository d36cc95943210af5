import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * What the server logs about requests: one structured line per call (method, route pattern, status,
 * milliseconds, user id), never a token, a cookie or a personal value from a query string. Fastify's
 * own request lines are off: they print the full URL, keywords, phones and e-mails included.
 */

/** Query keys whose values are personal or secret: their values are replaced in every logged URL. */
const sensitiveKey =
  /keyword|search|phone|mail|user|name|address|token|code|secret|password|hint|state|nonce|session|customer|account/i;

export const redactedValue = '[redacted]';

/** The URL with the values of sensitive query keys replaced; the path is kept as it is. */
export const redactUrl = (url: string) => {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const key = pair.slice(0, equals);
      let decoded = key;
      try {
        decoded = decodeURIComponent(key);
      } catch {
        // An undecodable key is logged as sent, its value redacted all the same.
        return `${key}=${redactedValue}`;
      }
      return sensitiveKey.test(decoded) ? `${key}=${redactedValue}` : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
};

interface LoggedRequest {
  method: string;
  url: string;
  headers?: Record<string, unknown>;
}

/** The logger's options: the request as method and redacted URL only, secrets cut wherever they appear. */
export const loggerOptions = (
  level: string,
  stream?: NodeJS.WritableStream,
): NonNullable<FastifyServerOptions['logger']> => ({
  level,
  ...(stream ? { stream } : {}),
  serializers: {
    req: (request: LoggedRequest) => ({ method: request.method, url: redactUrl(request.url) }),
  },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'headers.authorization',
      'headers.cookie',
      '*.authorization',
      '*.password',
      '*.access_token',
      '*.refresh_token',
      '*.id_token',
    ],
    censor: redactedValue,
  },
});

export const registerRequestLog = (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        // The pattern (`/api/bank/edit`), which has no values; an unknown path is logged redacted.
        route: request.routeOptions.url ?? redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        user: request.principal?.subject ?? null,
      },
      'request',
    );
  });
};
