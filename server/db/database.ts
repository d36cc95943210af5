import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataFolder } from './dataFolderLock';
import { oldestRequestFirst } from './oldestRequestFirst';
import { preparedStatements } from './preparedStatements';

/** The drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface OpenedDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (server/db/migrations). */
  migrate(): Promise<void>;
  /** The embedded engine, for snapshots (`dumpDataDir`); undefined on PostgreSQL. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * Databases no other server can write to: an embedded one, whose data folder this process holds
 * locked (server/db/dataFolderLock.ts). What a server keeps between calls lives in the database so
 * that several servers on one PostgreSQL agree; on one of these, this process sees every write.
 */
const soleServerDatabases = new WeakSet<Database>();

/** Whether this process is the only server on `db` (it may then mirror small tables in memory). */
export const isSoleServer = (db: Database) => soleServerDatabases.has(db);

const openPglite = async ({ dataDir }: DatabaseOptions): Promise<OpenedDatabase> => {
  const folder = path.join(dataDir, 'pg');
  mkdirSync(folder, { recursive: true });
  // Before the engine touches the folder: a second server must not open it at all.
  const lock = lockDataFolder(dataDir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(folder, { extensions: { pg_trgm } });
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = drizzlePglite(oldestRequestFirst(preparedStatements(pglite))) as unknown as Database;
  soleServerDatabases.add(db);
  return {
    db,
    kind: 'pglite',
    pglite,
    migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder }),
    close: async () => {
      try {
        await pglite.close();
      } finally {
        lock.release();
      }
    },
  };
};

const openPostgres = async (databaseUrl: string): Promise<OpenedDatabase> => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // A connection the database server ends (a restart, an administrator, a dropped database) must not
  // take the process down: the pool replaces it, and a query that was using it fails on its own.
  const connectionLost = (error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`);
  pool.on('error', connectionLost);
  pool.on('connect', (client) => client.on('error', connectionLost));
  const db = drizzlePostgres(pool) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(drizzlePostgres(pool), { migrationsFolder }),
    close: () => pool.end(),
  };
};

/** PGlite in `${dataDir}/pg` unless a PostgreSQL URL is given. */
export const openDatabase = (options: DatabaseOptions): Promise<OpenedDatabase> =>
  options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options);
