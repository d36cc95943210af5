import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database';
import { calendarEndOf } from '../../server/seed/orders';
import { seedDatabase } from '../../server/seed/seed';

/** Where each test file starts its own database from. */
export type DatabaseSnapshot =
  { kind: 'pglite'; file: string } | { kind: 'postgres'; serverUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseSnapshot: DatabaseSnapshot;
    /** The end of the snapshot's seed calendar (ms): what tests compute seed dates from. */
    seedCalendarEnd: number;
  }
}

/** The same server URL with another database name. */
export const databaseUrl = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/** Runs SQL that cannot run in a transaction (CREATE/DROP DATABASE) on the server's own database. */
export const administer = async (serverUrl: string, statement: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

const prepare = async (options: Parameters<typeof openDatabase>[0], calendarEnd: number) => {
  const database = await openDatabase(options);
  await database.migrate();
  await seedDatabase(database.db, calendarEnd);
  return database;
};

/**
 * Migrates and seeds ONCE per run, then keeps the result: a PGlite data-folder dump, or a
 * PostgreSQL template database. Test servers start from a copy in about a second.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  // The project's env wins: the `server` project forces PGlite even when DATABASE_URL is set.
  const projectEnv = (project.config.env ?? {}) as Record<string, string | undefined>;
  const serverUrl = 'DATABASE_URL' in projectEnv ? projectEnv.DATABASE_URL : process.env.DATABASE_URL;
  const workDir = mkdtempSync(path.join(tmpdir(), 'kago-snapshot-'));
  // Fixed once here and handed to the tests, so a run that crosses midnight still agrees with its seed.
  const calendarEnd = calendarEndOf();
  project.provide('seedCalendarEnd', calendarEnd);

  if (serverUrl) {
    const template = `kago_template_${process.pid}_${project.name.replace(/\W/g, '_')}`;
    await administer(serverUrl, `DROP DATABASE IF EXISTS ${template}`);
    await administer(serverUrl, `CREATE DATABASE ${template}`);
    const database = await prepare(
      { dataDir: workDir, databaseUrl: databaseUrl(serverUrl, template) },
      calendarEnd,
    );
    await database.close();
    project.provide('databaseSnapshot', { kind: 'postgres', serverUrl, template });
    console.info(`[${project.name}] PostgreSQL template ${template} ready in ${Date.now() - started} ms`);
    return async () => {
      await administer(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      rmSync(workDir, { recursive: true, force: true });
    };
  }

  const database = await prepare({ dataDir: workDir }, calendarEnd);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(workDir, 'snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseSnapshot', { kind: 'pglite', file });
  console.info(`[${project.name}] PGlite snapshot ready in ${Date.now() - started} ms`);
  return () => rmSync(workDir, { recursive: true, force: true });
}
