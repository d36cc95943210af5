import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database, type OpenedDatabase } from '../../server/db/database';
import { administer, databaseUrl, type DatabaseSnapshot } from './globalSetup';
import { listenOnFreePort } from './listenOnFreePort';

export interface TestServer {
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

/** A database of its own, copied from the run's migrated and seeded snapshot. */
export const openTestDatabase = (dataDir: string) => openSnapshotCopy(inject('databaseSnapshot'), dataDir);

/** A database of its own copied from `snapshot` (in a test file, or in a global setup that has it). */
export const openSnapshotCopy = async (
  snapshot: DatabaseSnapshot,
  dataDir: string,
): Promise<{ database: OpenedDatabase; drop(): Promise<void> }> => {
  if (snapshot.kind === 'pglite') {
    // The server's own layout: the engine's folder under the data folder (server/db/database.ts).
    cpSync(snapshot.folder, path.join(dataDir, 'pg'), { recursive: true });
    const database = await openDatabase({ dataDir });
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
export const startTestServer = async (
  options: { accessTokenTtl?: number } = {},
): Promise<TestServer & { app: FastifyInstance; db: Database }> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kago-test-'));
  const { database, drop } = await openTestDatabase(dataDir);
  const { url, app } = await listenOnFreePort(database.db, dataDir, options.accessTokenTtl);
  return {
    url,
    dataDir,
    // For tests that look inside: the server itself and its database.
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export { sharedTestServer } from './sharedTestServer';
