/**
 * A bench server in a process of its own, as in deployment: the measuring client's own work and
 * garbage collection are then not counted as server latency. Prints its URL on stdout when ready.
 * `BENCH_GROW=bank:100000` grows a catalogue before the server starts.
 */
import { sql } from 'drizzle-orm';
import { startBenchServer } from './benchServer';

const [table, rows] = (process.env.BENCH_GROW ?? '').split(':');
const server = await startBenchServer(async ({ db }) => {
  if (table !== 'bank') return;
  await db.execute(sql`
    insert into bank (code, name, active, display_order, swift_code)
    select 'BENCH' || n, 'Ngân hàng thử ' || md5(n::text), n % 10 <> 0, n % 100, 'BNCH' || lpad((n % 10000)::text, 4, '0')
    from generate_series(1, ${Number(rows)}) as n`);
  await db.execute(sql`analyze bank`);
});
process.stdout.write(`${server.url}\n`);
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
