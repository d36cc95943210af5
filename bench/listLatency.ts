import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { signIn } from '../tests/support/signIn';

export const listP95BudgetMs = 10;
const rows = 100_000;
const samples = 400;

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];

/**
 * The bank catalogue grown to 100k rows; p50/p95 of a 25-row page filtered (active) and sorted
 * (by name), at changing offsets, through the real HTTP route with a real token.
 */
export const measureListLatency = async () => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'serverProcess.ts')],
    {
      env: { ...process.env, BENCH_GROW: `bank:${rows}` },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const [firstLine] = (await once(child.stdout, 'data')) as [Buffer];
  const server = { url: firstLine.toString().trim() };
  try {
    const { accessToken } = await signIn(server.url, 'admin', 'admin');
    const headers = { authorization: `Bearer ${accessToken}` };
    const page = async (query: string) => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/bank/get?${query}`, { headers });
      const body = (await response.json()) as { data: { items: unknown[]; total: number } };
      const elapsed = performance.now() - started;
      if (!response.ok || body.data.items.length !== 25)
        throw new Error(`Unexpected answer ${response.status}`);
      return elapsed;
    };
    const run = async (label: string, query: (index: number) => string) => {
      for (let index = 0; index < 30; index += 1) await page(query(index));
      const times: number[] = [];
      for (let index = 0; index < samples; index += 1) times.push(await page(query(index)));
      times.sort((a, b) => a - b);
      return { label, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
    };
    return [
      await run(
        'active, by name',
        (index) => `skip=${(index % 40) * 25}&take=25&active=true&sortBy=name&sortDesc=false`,
      ),
      await run(
        'active, by name, keyword',
        (index) => `skip=0&take=25&active=true&sortBy=name&sortDesc=${index % 2 === 0}&keyword=thử`,
      ),
    ];
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
};
