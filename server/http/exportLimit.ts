import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { translate } from '../../i18n/translate';
import { failure } from './envelope';
import { localeOf } from './locale';

/**
 * At most a few large exports at once per server: each streams a whole list through exceljs (one
 * 100k-order export is seconds of CPU and tens of MB, bench/), so a crowd of them would starve every
 * other call. A further one is answered at once with 429 and Retry-After, and the app's toast says
 * to try again shortly. An export's slot is held until its answer has been sent or its client has
 * gone, whichever comes first.
 */
export interface ExportLimitOptions {
  /** Exports that may run at once on this server. */
  maxConcurrent: number;
  /** Seconds a refused client is asked to wait. */
  retryAfterSeconds: number;
}

/** The routes that stream a whole list: every `.../ExportExcel` (orders' families, customers). */
export const isExportRoute = (url: string) => url.endsWith('/ExportExcel');

export const registerExportLimit = (
  app: FastifyInstance,
  { maxConcurrent, retryAfterSeconds }: ExportLimitOptions,
) => {
  let running = 0;
  const limit = async (request: FastifyRequest, reply: FastifyReply) => {
    if (running >= maxConcurrent) {
      return reply
        .code(429)
        .header('retry-after', String(retryAfterSeconds))
        .send(failure(translate(localeOf(request), 'kago.hardeningServer.exportBusy')));
    }
    running += 1;
    // 'close' comes once, when the answer is complete or the connection drops mid-stream.
    reply.raw.once('close', () => {
      running -= 1;
    });
  };
  // Appended to the route's own preHandlers, so a caller without the right still gets its 401/403.
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isExportRoute(route.url)) return;
    const own = route.preHandler;
    route.preHandler = [...(own ? (Array.isArray(own) ? own : [own]) : []), limit];
  });
};
