import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase, type OpenedDatabase } from '../server/db/database';
import { seedDatabase } from '../server/seed/seed';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface BenchServer {
  url: string;
  database: OpenedDatabase;
  close(): Promise<void>;
}

/**
 * The real server on a fresh, migrated and seeded embedded database in a temporary folder.
 * `prepare` runs on the database before the server starts (to grow a table, for instance).
 */
export const startBenchServer = async (
  prepare: (database: OpenedDatabase) => Promise<void> = async () => {},
): Promise<BenchServer> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kago-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = readConfig({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedDatabase(database.db);
  await prepare(database);
  const app = await buildApp({ config, db: database.db, oidcDataDir: null });
  await app.listen({ port, host: '127.0.0.1' });
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
