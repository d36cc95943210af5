import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
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

/**
 * Copies the run's seeded PGlite folder into `dataDir` where the server looks for its engine
 * (server/db/database.ts): `openDatabase({ dataDir })` then opens it, about a second where a new
 * folder's initdb takes five.
 */
export const copyPgliteSnapshot = (dataDir: string, snapshot = inject('databaseSnapshot')) => {
  if (snapshot.kind !== 'pglite') throw new Error('The run has no PGlite snapshot: run this file on PGlite');
  cpSync(snapshot.folder, path.join(dataDir, 'pg'), { recursive: true });
};

/** A database of its own copied from `snapshot` (in a test file, or in a global setup that has it). */
export const openSnapshotCopy = async (
  snapshot: DatabaseSnapshot,
  dataDir: string,
  databaseName = `kago_test_${randomBytes(6).toString('hex')}`,
): Promise<{ database: OpenedDatabase; drop(): Promise<void> }> => {
  if (snapshot.kind === 'pglite') {
    copyPgliteSnapshot(dataDir, snapshot);
    const database = await openDatabase({ dataDir });
    return { database, drop: async () => {} };
  }
  await administer(snapshot.serverUrl, `CREATE DATABASE ${databaseName} TEMPLATE ${snapshot.template}`);
  const database = await openDatabase({
    dataDir,
    databaseUrl: databaseUrl(snapshot.serverUrl, databaseName),
  });
  return {
    database,
    drop: () => administer(snapshot.serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`),
  };
};

/**
 * A bare embedded engine (no server, no Drizzle) on its own copy of the run's seeded PGlite folder,
 * for files that test what wraps PGlite. A new in-memory PGlite runs initdb first, about 5 s of CPU
 * per file, against about 1 s to copy and open the folder. `close()` removes the copy.
 */
export const openPgliteCopy = async (): Promise<{ pglite: PGlite; close(): Promise<void> }> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kago-engine-'));
  copyPgliteSnapshot(dataDir);
  const database = await openDatabase({ dataDir });
  return {
    pglite: database.pglite!,
    close: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * The real app (API, OIDC provider, docs, and the built browser app when dist/ exists) on a free
 * port, on its own copy of the seeded database. One per test file.
 */
export const startTestServer = async (
  options: { accessTokenTtl?: number } = {},
  /** Where its copy goes: a data folder under `folder`, on PostgreSQL a database named so. */
  copy: { folder: string; databaseName?: string } = { folder: tmpdir() },
): Promise<TestServer & { app: FastifyInstance; db: Database }> => {
  const dataDir = mkdtempSync(path.join(copy.folder, 'kago-test-'));
  const { database, drop } = await openSnapshotCopy(inject('databaseSnapshot'), dataDir, copy.databaseName);
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

let processServer: Promise<TestServer> | undefined;

/**
 * The server this test process's files share: started by the first file that asks, on its own copy
 * of the snapshot, and kept for the next (the server projects run with `isolate: false`, so module
 * state outlives a file). Starting a server per file cost about 3 s of CPU (copying the 220 MB
 * snapshot or a CREATE DATABASE ... TEMPLATE, opening it, the app, the provider's keys, deleting the
 * copy), more than most files spend on their tests. Its files run one after another, never at once,
 * and follow `sharedTestServer()`'s rule: a file that writes reads back what it changed by the id
 * or code it created or moved, never compares with the seed. It is never closed: the process ends
 * with it, and the run's global setup removes its copy (`processCopies`).
 */
export const processTestServer = async (): Promise<TestServer> => {
  const copies = inject('processCopies');
  processServer ??= startTestServer(
    {},
    { folder: copies.folder, databaseName: `${copies.databasePrefix}${randomBytes(4).toString('hex')}` },
  ).then(({ url, dataDir }) => ({ url, dataDir, close: async () => {} }));
  return processServer;
};

export { sharedTestServer } from './sharedTestServer';
