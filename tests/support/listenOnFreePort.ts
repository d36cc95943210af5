import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { freePort } from './freePort';

/**
 * The whole app on a free loopback port (provider keys in memory, logs silent unless LOG_LEVEL
 * says otherwise), as tests and benchmarks run it.
 */
export const listenOnFreePort = async (
  db: Database,
  dataDir: string,
  accessTokenTtl = 3600,
): Promise<{ url: string; app: FastifyInstance }> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = readConfig({
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    ACCESS_TOKEN_TTL: String(accessTokenTtl),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  });
  const app = await buildApp({ config, db, oidcDataDir: null });
  await app.listen({ port, host: '127.0.0.1' });
  return { url, app };
};
