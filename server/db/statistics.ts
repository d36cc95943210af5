import { sql } from 'drizzle-orm';
import type { Database, OpenedDatabase } from './database';

/**
 * Planner statistics. PostgreSQL's autovacuum analyzes a table about a minute after a bulk load;
 * PGlite has no autovacuum at all, so a table filled by the seed or an import keeps
 * `reltuples = -1` and the planner guesses (STACK.md: ANALYZE alone moved a 200-client read load
 * from 56 to 182 req/s). So: analyze after the seed and after bulk writes, and on PGlite, every
 * few minutes, the tables that changed enough since their last analyze.
 */

/**
 * Merges the pending lists of the GIN (trigram) indexes of the named tables, or of every table
 * without names, into the indexes; answers how many pages were pending. A GIN index takes new
 * entries into an unsorted pending list (`fastupdate`), which every search of the index reads
 * whole and which the planner prices as such; only a VACUUM, autovacuum's own analyze (not a plain
 * ANALYZE) or 4 MB of pending entries merge it. PGlite never runs autovacuum: after the seed each
 * order search index was nearly all pending list, so the planner chose to test the keyword on every
 * order instead (a seq scan with five ILIKEs per row, 130 ms at 20,000 orders on PGlite against
 * under 1 ms through the indexes), and PostgreSQL did the same until autovacuum came by.
 * Cheap when nothing is pending (a look at each index's first page).
 */
export const mergePendingIndexEntries = async (db: Database, tables: readonly string[] = []) => {
  const answer = (await db.execute(sql`
    select coalesce(sum(gin_clean_pending_list(i.indexrelid)), 0)::int as pages
    from pg_index i
    join pg_class ic on ic.oid = i.indexrelid
    join pg_am am on am.oid = ic.relam
    join pg_class t on t.oid = i.indrelid
    where am.amname = 'gin' and t.relnamespace = current_schema()::regnamespace
      ${
        tables.length
          ? sql`and t.relname in (${sql.join(
              tables.map((table) => sql`${table}`),
              sql`, `,
            )})`
          : sql``
      }`)) as unknown as { rows: { pages: number }[] };
  return Number(answer.rows[0].pages);
};

/**
 * `ANALYZE` of the named tables, or of the whole database without names, with their search indexes'
 * pending entries merged first (as autovacuum's analyze does: see `mergePendingIndexEntries`).
 */
export const analyzeTables = async (db: Database, tables: readonly string[] = []) => {
  await mergePendingIndexEntries(db, tables);
  const names = tables.map((table) => `"${table.replace(/"/g, '""')}"`).join(', ');
  await db.execute(sql.raw(`analyze ${names}`));
};

/**
 * `VACUUM (ANALYZE)` of the whole database: what autovacuum would do to freshly filled tables, done at
 * once. Besides the statistics and the merged search indexes, it marks the pages all-visible, so that a
 * list's count reads a narrow index alone (an index-only scan) instead of every matching row
 * (counting 10,000 orders on PGlite: 5.1 -> 3.2 ms, one status's 1,600: 2.0 -> 1.0 ms). Not inside
 * a transaction; for the seed, before anyone waits on the database (several seconds on PGlite).
 */
export const vacuumDatabase = async (db: Database) => {
  await db.execute(sql`vacuum (analyze)`);
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

/**
 * Analyzes the stale tables (none: no ANALYZE at all); answers which it analyzed. The search
 * indexes' pending entries of every table are merged too: a few edits leave a table far from stale
 * but each of its searches reading their entries (and a data folder seeded before the seed merged
 * them has all of them pending).
 */
export const analyzeStaleTables = async (db: Database) => {
  await mergePendingIndexEntries(db);
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
