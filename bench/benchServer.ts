import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OpenedDatabase } from '../server/db/database';
import { openSeededDatabase } from '../server/seed/openSeeded';
import { listenOnFreePort } from '../tests/support/listenOnFreePort';

export interface BenchServer {
  url: string;
  database: OpenedDatabase;
  close(): Promise<void>;
}

/**
 * The real server on a fresh, migrated and seeded database: embedded in a temporary folder, or the
 * (empty) PostgreSQL database at `databaseUrl`.
 * `prepare` runs on the database before the server starts (to grow a table, for instance).
 */
export const startBenchServer = async (
  prepare: (database: OpenedDatabase) => Promise<void> = async () => {},
  { databaseUrl }: { databaseUrl?: string } = {},
): Promise<BenchServer> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kago-bench-'));
  const { database } = await openSeededDatabase({ dataDir, databaseUrl });
  await prepare(database);
  const { url, app } = await listenOnFreePort(database.db, dataDir);
  return {
    url,
    database,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
