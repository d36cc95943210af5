import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database';
import { calendarEndOf } from '../../server/seed/orders';
import { seedDatabase } from '../../server/seed/seed';
import { testSeedSize } from './seedSize';
import { administer, sharedTemplateVariable } from './sharedTemplate';

export { administer };

/** Where each test file starts its own database from. */
export type DatabaseSnapshot =
  { kind: 'pglite'; folder: string } | { kind: 'postgres'; serverUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseSnapshot: DatabaseSnapshot;
    /** The end of the snapshot's seed calendar (ms): what tests compute seed dates from. */
    seedCalendarEnd: number;
    /**
     * Where a test process keeps the database of the server its files share
     * (tests/support/testServer.ts, `processTestServer`): a process ends without a word, so what it
     * leaves is removed here, after the run. A data folder under `folder`; on PostgreSQL a database
     * whose name starts with `databasePrefix`.
     */
    processCopies: { folder: string; databasePrefix: string };
  }
}

/** The same server URL with another database name. */
export const databaseUrl = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

const prepare = async (options: Parameters<typeof openDatabase>[0], calendarEnd: number) => {
  const database = await openDatabase(options);
  await database.migrate();
  await seedDatabase(database.db, calendarEnd, testSeedSize);
  return database;
};

/**
 * The seeded PGlite data folder, made small enough to copy: seeding leaves about 300 MB of
 * write-ahead log segments beyond the one in use, recycled for reuse (PostgreSQL renames old
 * segments ahead of the write position and a checkpoint never removes those). After a checkpoint
 * nothing needs them, and the engine makes new ones when it writes that far, so they are deleted:
 * the folder goes from about 510 MB to about 220 MB. Each test file then copies the folder and
 * opens the copy from disk (loading the same data from a `dumpDataDir()` tar into PGlite's
 * in-memory file system took 15 s per file and held 1 GB while the file ran).
 */
const compactSeededFolder = async (folder: string) => {
  const pglite = await PGlite.create(folder, { extensions: { pg_trgm } });
  let current: string;
  try {
    await pglite.exec('checkpoint');
    const { rows } = await pglite.query<{ segment: string }>(
      'select pg_walfile_name(pg_current_wal_lsn()) as segment',
    );
    current = rows[0].segment;
  } finally {
    await pglite.close();
  }
  const wal = path.join(folder, 'pg_wal');
  for (const name of readdirSync(wal))
    if (/^[0-9A-F]{24}$/.test(name) && name > current) rmSync(path.join(wal, name));
};

/** A PostgreSQL template: made by the first project that asks for the server, dropped after the last. */
interface SharedTemplate {
  ready: Promise<{ template: string; calendarEnd: number }>;
  users: number;
}

// Projects on the same PostgreSQL server (`server-postgres` and `e2e`) seed the same data: once is
// enough. Each project loads this file in a module graph of its own, hence a process-wide registry.
const sharedTemplates: Map<string, SharedTemplate> = ((
  globalThis as { kagoSharedTemplates?: Map<string, SharedTemplate> }
).kagoSharedTemplates ??= new Map());

const seedTemplate = async (serverUrl: string, workDir: string, label: string, template: string) => {
  const started = Date.now();
  const calendarEnd = calendarEndOf();
  await administer(serverUrl, `DROP DATABASE IF EXISTS ${template}`);
  await administer(serverUrl, `CREATE DATABASE ${template}`);
  const database = await prepare(
    { dataDir: workDir, databaseUrl: databaseUrl(serverUrl, template) },
    calendarEnd,
  );
  await database.close();
  console.info(`[${label}] PostgreSQL template ${template} ready in ${Date.now() - started} ms`);
  return { template, calendarEnd };
};

/**
 * The template named by `sharedTemplateVariable`, seeded once across processes: under an advisory
 * lock, into a database of another name that is renamed when seeded, so the name exists only once the
 * template is whole. The seed's calendar end goes with it as the database's comment.
 */
const sharedTemplate = async (serverUrl: string, workDir: string, label: string, template: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [template]);
    const seeded = async () =>
      (
        await client.query<{ comment: string | null }>(
          `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
          [template],
        )
      ).rows[0];
    const found = await seeded();
    if (found?.comment) return { template, calendarEnd: Number(found.comment) };
    const { calendarEnd } = await seedTemplate(serverUrl, workDir, label, `${template}_seeding`);
    await client.query(`ALTER DATABASE ${template}_seeding RENAME TO ${template}`);
    await client.query(`COMMENT ON DATABASE ${template} IS '${calendarEnd}'`);
    return { template, calendarEnd };
  } finally {
    await client.end();
  }
};

/** The databases the test processes of one project copied for their shared servers. */
const dropProcessCopies = async (serverUrl: string, prefix: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select datname as name from pg_database where starts_with(datname, $1)`,
      [prefix],
    );
    for (const { name } of rows) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
};

/**
 * Migrates and seeds ONCE per run, then keeps the result: a PGlite data folder, or a PostgreSQL
 * template database. Test servers start from a copy in a second or two.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  // The project's env wins: the `server` project forces PGlite even when DATABASE_URL is set.
  const projectEnv = (project.config.env ?? {}) as Record<string, string | undefined>;
  const serverUrl = 'DATABASE_URL' in projectEnv ? projectEnv.DATABASE_URL : process.env.DATABASE_URL;
  const workDir = mkdtempSync(path.join(tmpdir(), 'kago-snapshot-'));
  const processCopies = {
    folder: path.join(workDir, 'processes'),
    // Per Vitest process and project: another Vitest on the same server (`npm test` runs two) removes its own.
    databasePrefix: `kago_process_${process.pid}_${project.name.replace(/\W/g, '_')}_`,
  };
  mkdirSync(processCopies.folder);
  project.provide('processCopies', processCopies);

  if (serverUrl) {
    let shared = sharedTemplates.get(serverUrl);
    if (!shared) {
      const acrossProcesses = process.env[sharedTemplateVariable];
      shared = {
        ready: acrossProcesses
          ? sharedTemplate(serverUrl, workDir, project.name, acrossProcesses)
          : seedTemplate(serverUrl, workDir, project.name, `kago_template_${process.pid}`),
        // Dropped by the process that named it, after the last of its Vitest processes.
        users: acrossProcesses ? Number.POSITIVE_INFINITY : 0,
      };
      sharedTemplates.set(serverUrl, shared);
    }
    shared.users += 1;
    const { template, calendarEnd } = await shared.ready;
    // Fixed once by the seed and handed to the tests, so a run that crosses midnight still agrees with it.
    project.provide('seedCalendarEnd', calendarEnd);
    project.provide('databaseSnapshot', { kind: 'postgres', serverUrl, template });
    return async () => {
      await dropProcessCopies(serverUrl, processCopies.databasePrefix);
      shared.users -= 1;
      if (shared.users === 0) {
        sharedTemplates.delete(serverUrl);
        await administer(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      }
      rmSync(workDir, { recursive: true, force: true });
    };
  }

  const calendarEnd = calendarEndOf();
  project.provide('seedCalendarEnd', calendarEnd);
  const database = await prepare({ dataDir: workDir }, calendarEnd);
  await database.close();
  const folder = path.join(workDir, 'pg');
  await compactSeededFolder(folder);
  project.provide('databaseSnapshot', { kind: 'pglite', folder });
  console.info(`[${project.name}] PGlite snapshot ready in ${Date.now() - started} ms`);
  return () => rmSync(workDir, { recursive: true, force: true });
}
