import { sql } from 'drizzle-orm';
import type { Database, OpenedDatabase } from './database';

/**
 * Planner statistics. PostgreSQL's autovacuum analyzes a table about a minute after a bulk load;
 * PGlite has no autovacuum at all, so a table filled by the seed or an import keeps
 * `reltuples = -1` and the planner guesses (STACK.md: ANALYZE alone moved a 200-client read load
 * from 56 to 182 req/s). So: analyze after the seed and after bulk writes, and on PGlite, every
 * few minutes, the tables that changed enough since their last analyze.
 */

/** `ANALYZE` of the named tables, or of the whole database without names. */
export const analyzeTables = async (db: Database, tables: readonly string[] = []) => {
  const names = tables.map((table) => `"${table.replace(/"/g, '""')}"`).join(', ');
  await db.execute(sql.raw(`analyze ${names}`));
};

/**
 * Tables whose rows changed more than autovacuum's own default threshold since their last analyze
 * (`autovacuum_analyze_threshold` 50 + `autovacuum_analyze_scale_factor` 0.1 of the rows), or that
 * were never analyzed (`reltuples = -1`, such as a data folder seeded before the seed analyzed: an
 * empty one costs nothing and then counts 0). The counters reach `pg_stat_user_tables` up to a second after
 * the writes; a table written just before stays for the next round.
 */
export const staleTables = async (db: Database): Promise<string[]> => {
  const answer = (await db.execute(sql`
    select s.relname as name
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = current_schema()
      and (s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
        or c.reltuples < 0)
    order by s.relname`)) as unknown as { rows: { name: string }[] };
  return answer.rows.map((row) => row.name);
};

/** Analyzes the stale tables (none: no statement at all); answers which it analyzed. */
export const analyzeStaleTables = async (db: Database) => {
  const tables = await staleTables(db);
  if (tables.length) await analyzeTables(db, tables);
  return tables;
};

/**
 * A bulk write of `changedRows` rows is done: each of its tables that it changed by more than
 * autovacuum's threshold (as in `staleTables`, but counted now rather than a second later) is
 * analyzed before the next query plans with it. Small writes add up until the periodic round (PGlite)
 * or autovacuum (PostgreSQL) sees them. Answers which tables it analyzed.
 */
export const analyzeAfterBulkWrite = async (
  db: Database,
  tables: readonly string[],
  changedRows: number,
): Promise<string[]> => {
  if (tables.length === 0 || changedRows <= 0) return [];
  const answer = (await db.execute(sql`
    select relname as name, reltuples as rows from pg_class
    where relnamespace = current_schema()::regnamespace
      and relname in (${sql.join(
        tables.map((table) => sql`${table}`),
        sql`, `,
      )})`)) as unknown as { rows: { name: string; rows: number }[] };
  const stale = answer.rows
    .filter((table) => Number(table.rows) < 0 || changedRows > 50 + 0.1 * Number(table.rows))
    .map((table) => table.name);
  if (stale.length) await analyzeTables(db, stale);
  return stale;
};

/** Every five minutes: cheap when nothing changed (one catalogue query), an import's worth otherwise. */
export const statisticsInterval = 5 * 60 * 1000;

/**
 * On PGlite, analyzes the stale tables every `intervalMs` (PostgreSQL has its autovacuum). The timer
 * never keeps the process alive, and a round never overlaps the previous one. Answers a stop.
 */
export const keepStatisticsCurrent = (
  database: Pick<OpenedDatabase, 'db' | 'kind'>,
  {
    intervalMs = statisticsInterval,
    onError = (error: unknown) => console.warn('ANALYZE failed', error),
  } = {},
): (() => void) => {
  if (database.kind !== 'pglite') return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    analyzeStaleTables(database.db)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};
