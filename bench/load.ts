/**
 * `npm run bench:load`: the mixed read load of bench/loadMix.ts from a cold start on embedded PGlite
 * and, when DATABASE_URL names a PostgreSQL server, on PostgreSQL in the same run; each against its
 * budget. `LOAD_CLIENTS` (200) and `LOAD_SECONDS` (20) change the load.
 */
import { loadBudget, measureLoad, measureLoadOnPostgres, printLoad } from './loadMix';

const options = {
  clients: Number(process.env.LOAD_CLIENTS ?? 200),
  seconds: Number(process.env.LOAD_SECONDS ?? 20),
};
let over = 0;
const check = (label: string, ok: boolean) => {
  if (!ok) over += 1;
  console.info(`${ok ? 'ok  ' : 'OVER'} ${label}`);
};

const pglite = await measureLoad(options);
printLoad(pglite);
check(
  `PGlite: no request over ${loadBudget.maxMs} ms (max ${pglite.max.toFixed(0)} ms)`,
  pglite.max <= loadBudget.maxMs,
);
check(
  `PGlite: p99 at most ${loadBudget.p99OverP95}x p95 (${(pglite.p99 / pglite.p95).toFixed(2)}x)`,
  pglite.p99 <= loadBudget.p99OverP95 * pglite.p95,
);
check(`PGlite: no errors (${pglite.errors})`, pglite.errors === 0);

if (process.env.DATABASE_URL) {
  const postgres = await measureLoadOnPostgres(process.env.DATABASE_URL, options);
  printLoad(postgres);
  check(`PostgreSQL: no errors (${postgres.errors})`, postgres.errors === 0);
  const share = pglite.perSecond / postgres.perSecond;
  check(
    `PGlite throughput at least ${loadBudget.pgliteShareOfPostgres}x PostgreSQL's (${share.toFixed(2)}x)`,
    share >= loadBudget.pgliteShareOfPostgres,
  );
}
process.exit(over === 0 ? 0 : 1);
