/**
 * A bench server in a process of its own, as in deployment: the measuring client's own work and
 * garbage collection are then not counted as server latency. Prints its URL on stdout when ready.
 * `BENCH_GROW=bank:100000` grows the bank catalogue to that many extra rows; `BENCH_GROW=orders:100000`
 * clones the seeded orders until there are that many. `BENCH_DATABASE_URL` seeds that (empty)
 * PostgreSQL database instead of an embedded one.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/database';
import { startBenchServer } from './benchServer';

const growBanks = async (db: Database, rows: number) => {
  await db.execute(sql`
    insert into bank (code, name, active, display_order, swift_code)
    select 'BENCH' || n, 'Ngân hàng thử ' || md5(n::text), n % 10 <> 0, n % 100, 'BNCH' || lpad((n % 10000)::text, 4, '0')
    from generate_series(1, ${rows}) as n`);
  await db.execute(sql`analyze bank`);
};

/** Copies of the seeded orders under new codes (every other column as seeded), up to `rows`. */
const growOrders = async (db: Database, rows: number) => {
  const columns = (
    (await db.execute(sql`
      select column_name from information_schema.columns
      where table_name = 'orders' and column_name not in ('id', 'code') order by ordinal_position`)) as unknown as {
      rows: { column_name: string }[];
    }
  ).rows.map(({ column_name }) => `"${column_name}"`);
  const [{ seeded }] = (
    (await db.execute(sql`select count(*)::int as seeded from orders`)) as unknown as {
      rows: { seeded: number }[];
    }
  ).rows;
  const copies = Math.ceil(rows / seeded) - 1;
  const list = columns.join(', ');
  await db.execute(
    sql.raw(`
      insert into orders (code, ${list})
      select code || '-C' || copy, ${list}
      from orders cross join generate_series(1, ${copies}) as copy`),
  );
  await db.execute(sql`analyze orders`);
};

const [table, rows] = (process.env.BENCH_GROW ?? '').split(':');
const grow = { bank: growBanks, orders: growOrders }[table];
const server = await startBenchServer(async ({ db }) => grow?.(db, Number(rows)), {
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
});
process.stdout.write(`${server.url}\n`);
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
