import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openDatabase, type OpenedDatabase } from '../../server/db/database';
import { administer, databaseUrl } from './globalSetup';

export interface TestServer {
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });

/** A database of its own, copied from the run's migrated and seeded snapshot. */
export const openTestDatabase = async (dataDir: string): Promise<{ database: OpenedDatabase; drop(): Promise<void> }> => {
  const snapshot = inject('databaseSnapshot');
  if (snapshot.kind === 'pglite') {
    const database = await openDatabase({ dataDir, snapshot: new Blob([readFileSync(snapshot.file)]) });
    return { database, drop: async () => {} };
  }
  const name = `kago_test_${randomBytes(6).toString('hex')}`;
  await administer(snapshot.serverUrl, `CREATE DATABASE ${name} TEMPLATE ${snapshot.template}`);
  const database = await openDatabase({ dataDir, databaseUrl: databaseUrl(snapshot.serverUrl, name) });
  return {
    database,
    drop: () => administer(snapshot.serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
};

/**
 * The real app (API, OIDC provider, docs, and the built browser app when dist/ exists) on a free
 * port, on its own copy of the seeded database. One per test file.
 */
export const startTestServer = async (options: { accessTokenTtl?: number } = {}): Promise<TestServer> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kago-test-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { database, drop } = await openTestDatabase(dataDir);
  const config = readConfig({
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    ACCESS_TOKEN_TTL: String(options.accessTokenTtl ?? 3600),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  });
  const app = await buildApp({ config, db: database.db, oidcDataDir: null });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
