import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpenedDatabase } from '../../server/db/database';
import {
  analyzeAfterBulkWrite,
  analyzeStaleTables,
  keepStatisticsCurrent,
  mergePendingIndexEntries,
  staleTables,
} from '../../server/db/statistics';
import { openTestDatabase } from '../support/testServer';

/** Planner statistics (server/db/statistics.ts) on a copy of the seeded snapshot, PGlite or PostgreSQL. */
let dataDir: string;
let database: OpenedDatabase;
let drop: () => Promise<void>;

const rowsOf = async (table: string) => {
  const answer = (await database.db.execute(
    sql`select reltuples::float8 as rows from pg_class where relname = ${table} and relnamespace = current_schema()::regnamespace`,
  )) as unknown as { rows: { rows: number }[] };
  return Number(answer.rows[0].rows);
};

/** Rows added to the bank catalogue under codes of their own. */
const addBanks = (count: number, tag: string) =>
  database.db.execute(
    sql.raw(`insert into bank (code, name, active, display_order, swift_code)
      select '${tag}' || n, 'Statistics ' || n, true, n, 'STAT' || lpad(n::text, 4, '0')
      from generate_series(1, ${count}) as n`),
  );

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'kago-statistics-'));
  ({ database, drop } = await openTestDatabase(dataDir));
  // On PostgreSQL, autovacuum analyzes a table past the same threshold `staleTables` uses: had it
  // run between a test's writes and its look, the bank table would never be seen stale (seen once in
  // CI). This file's database is its own copy, so its bank table may do without.
  await database.db.execute(sql`alter table bank set (autovacuum_enabled = false)`);
});
afterAll(async () => {
  await database?.close();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('planner statistics', () => {
  it('exist for the order and customer tables as soon as the seed is done', async () => {
    for (const table of ['orders', 'order_details', 'order_events', 'customers', 'customer_transactions']) {
      expect(await rowsOf(table), table).toBeGreaterThan(0);
    }
    // Close to the truth, not merely positive.
    const [{ exact }] = (
      (await database.db.execute(sql`select count(*)::int as exact from orders`)) as unknown as {
        rows: { exact: number }[];
      }
    ).rows;
    expect(Math.abs((await rowsOf('orders')) - exact)).toBeLessThanOrEqual(exact * 0.05);
    expect(await staleTables(database.db)).toEqual([]);
  });

  it('find the seeded orders vacuumed: their pages all-visible, so that a count can read an index alone', async () => {
    const [pages] = (
      (await database.db.execute(
        sql`select relpages::int as pages, relallvisible::int as visible from pg_class where relname = 'orders' and relnamespace = current_schema()::regnamespace`,
      )) as unknown as { rows: { pages: number; visible: number }[] }
    ).rows;
    expect(pages.pages).toBeGreaterThan(0);
    expect(pages.visible).toBeGreaterThanOrEqual(pages.pages * 0.9);
  });

  it('leave the search indexes nothing pending after the seed, so that a keyword search uses them', async () => {
    // PGlite has no autovacuum to merge them: the seed left every order search index all pending.
    expect(await mergePendingIndexEntries(database.db, ['orders', 'customers'])).toBe(0);
    const plan = (await database.db.execute(
      sql`explain select id from orders where code ilike '%KG0001234%' or title ilike '%KG0001234%'`,
    )) as unknown as { rows: Record<string, string>[] };
    expect(plan.rows.map((row) => Object.values(row)[0]).join('\n')).toContain('orders_code_trgm');
  });

  it("are refreshed after a bulk write past autovacuum's threshold, and only then", async () => {
    const before = await rowsOf('bank');
    await addBanks(3, 'SMALL');
    expect(await analyzeAfterBulkWrite(database.db, ['bank'], 3)).toEqual([]);
    expect(await rowsOf('bank')).toBe(before);

    await addBanks(400, 'BULK');
    expect(await analyzeAfterBulkWrite(database.db, ['bank', 'orders'], 400)).toEqual(['bank']);
    expect(await rowsOf('bank')).toBe(before + 403);
    // Its search indexes' new entries are merged too.
    expect(await mergePendingIndexEntries(database.db, ['bank'])).toBe(0);
  });

  it('name the tables that changed enough since their last analyze, which a round then analyzes', async () => {
    const before = await rowsOf('bank');
    await addBanks(600, 'STALE');
    // The write counters reach pg_stat_user_tables up to a second after the writes.
    await vi.waitFor(async () => expect(await staleTables(database.db)).toContain('bank'), {
      timeout: 10_000,
      interval: 250,
    });
    expect(await analyzeStaleTables(database.db)).toContain('bank');
    expect(await rowsOf('bank')).toBe(before + 600);
    // The analyze's own reset of the counter reaches pg_stat_user_tables as late as the writes did.
    await vi.waitFor(async () => expect(await staleTables(database.db)).not.toContain('bank'), {
      timeout: 10_000,
      interval: 250,
    });
  });

  it('are kept current on PGlite by a timer, which stops when told; PostgreSQL has its autovacuum', async () => {
    const stop = keepStatisticsCurrent(database, { intervalMs: 100 });
    try {
      if (database.kind === 'postgres') return;
      const before = await rowsOf('bank');
      await addBanks(700, 'TIMER');
      await vi.waitFor(async () => expect(await rowsOf('bank')).toBe(before + 700), {
        timeout: 10_000,
        interval: 100,
      });
    } finally {
      stop();
    }
    const after = await rowsOf('bank');
    await addBanks(800, 'STOPPED');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await rowsOf('bank')).toBe(after);
  });
});
