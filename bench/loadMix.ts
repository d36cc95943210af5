import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { orderApiFamilies } from '../resources/orders/index';
import { administer, databaseUrl } from '../tests/support/globalSetup';
import { getJson, percentile, withBenchProcess } from './benchProcess';

/**
 * Staff's mixed reads from many clients at once, from a cold start (the server has just seeded):
 * a catalogue page, an order search page, an order family's page and an order's detail, in turn.
 * Every client sends its next request as soon as the previous answer is in. A request's time runs
 * from the moment it is sent, so a request that waits in the server's queue counts its wait.
 */
export const loadBudget = { maxMs: 2000, p99OverP95: 2, pgliteShareOfPostgres: 0.4 };

export interface LoadResult {
  database: 'pglite' | 'postgres';
  clients: number;
  seconds: number;
  requests: number;
  errors: number;
  /** Errors by HTTP status ('failure' when the envelope said so under a 200, 'network' without answer). */
  errorsByStatus: Record<string, number>;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The slowest answer to a request sent in the first second. */
  firstSecondMax: number;
  /** The server process's resident memory once seeded and listening, before any request (MB). */
  rssAfterSeedMb: number;
}

const familyPages = orderApiFamilies.map((family) => `/api/${family.path}/${family.listAction}`);

/** The `index`-th request of the mix. */
const mixRequest = (index: number) => {
  const round = Math.floor(index / 4);
  switch (index % 4) {
    case 0:
      return `/api/bank/get?skip=0&take=25&sortBy=name&sortDesc=${round % 2 === 0}`;
    case 1:
      // An order code as staff paste it from a customer's message.
      return `/api/order/getorders?skip=0&take=25&keyword=KG${String(((round * 389) % 20_000) + 1).padStart(7, '0')}`;
    case 2:
      return `${familyPages[round % familyPages.length]}?skip=${(round % 4) * 25}&take=25`;
    default:
      return `/api/order/getorder?id=${((round * 97) % 20_000) + 1}`;
  }
};

/** A GET over `agent`: 200 when the envelope says success, else the status (or 'failure'). */
const getEnvelope = async (agent: Agent, url: string, headers: Record<string, string>) => {
  const { status, body } = await getJson(agent, url, headers);
  return status === 200 && (body as { success?: boolean }).success === true ? 200 : (status ?? 'failure');
};

const rssMb = (pid: number) => {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
};

/** One run: a fresh server (PGlite, or the PostgreSQL database at `url`), `clients` clients for `seconds`. */
export const measureLoad = async ({
  clients = 200,
  seconds = 20,
  url,
}: { clients?: number; seconds?: number; url?: string } = {}): Promise<LoadResult> =>
  withBenchProcess(
    '',
    async (_timedGet, server) => {
      const rssAfterSeedMb = rssMb(server.pid);
      // One kept-alive connection per client, as that many browsers would have.
      const agent = new Agent({ keepAlive: true, maxSockets: clients });
      const times: number[] = [];
      let firstSecondMax = 0;
      let errors = 0;
      const errorsByStatus: Record<string, number> = {};
      const failed = (status: string) => {
        errors += 1;
        errorsByStatus[status] = (errorsByStatus[status] ?? 0) + 1;
      };
      let next = 0;
      const started = performance.now();
      const until = started + seconds * 1000;
      const client = async () => {
        while (performance.now() < until) {
          const path = mixRequest(next++);
          const sent = performance.now();
          try {
            const status = await getEnvelope(agent, `${server.url}${path}`, server.headers);
            if (status !== 200) failed(String(status));
          } catch {
            failed('network');
          }
          const elapsed = performance.now() - sent;
          times.push(elapsed);
          if (sent - started < 1000) firstSecondMax = Math.max(firstSecondMax, elapsed);
        }
      };
      await Promise.all(Array.from({ length: clients }, client));
      const wall = (performance.now() - started) / 1000;
      agent.destroy();
      return {
        database: url ? 'postgres' : 'pglite',
        clients,
        seconds: wall,
        requests: times.length,
        errors,
        errorsByStatus,
        perSecond: times.length / wall,
        p50: percentile(times, 0.5),
        p95: percentile(times, 0.95),
        p99: percentile(times, 0.99),
        max: Math.max(...times),
        firstSecondMax,
        rssAfterSeedMb,
      } satisfies LoadResult;
    },
    { databaseUrl: url },
  );

/** The same run on PostgreSQL, in a database of its own on the server at `serverUrl`, dropped after. */
export const measureLoadOnPostgres = async (
  serverUrl: string,
  options: { clients?: number; seconds?: number },
) => {
  const name = `kago_load_${process.pid}`;
  await administer(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
  await administer(serverUrl, `CREATE DATABASE ${name}`);
  try {
    return await measureLoad({ ...options, url: databaseUrl(serverUrl, name) });
  } finally {
    await administer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
};

export const printLoad = (result: LoadResult) =>
  console.info(
    `load ${result.database}, ${result.clients} clients, ${result.seconds.toFixed(0)} s: ${result.perSecond.toFixed(0)} req/s, ` +
      `p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, ` +
      `max ${result.max.toFixed(0)} ms (first second's max ${result.firstSecondMax.toFixed(0)} ms), ` +
      `${result.errors} errors of ${result.requests} ${JSON.stringify(result.errorsByStatus)}; server RSS after seeding ${result.rssAfterSeedMb.toFixed(0)} MB`,
  );
