import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import { signIn } from '../tests/support/signIn';

/** A GET on `agent`: its status, and its body read as JSON once all of it is in. */
export const getJson = (agent: http.Agent, url: string, headers: Record<string, string>) =>
  new Promise<{ status: number | undefined; body: unknown }>((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({
              status: response.statusCode,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            });
          } catch (error) {
            reject(error as Error);
          }
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });

/**
 * A GET timed from its sending to its body parsed, on one kept-alive connection, as a browser reuses
 * its connection. Node's `fetch` is not used: its WHATWG streams cost the client 0.3-1.2 ms a call on
 * this machine (p50 of /healthz 1.4 ms by `fetch`, 0.8 ms by node:http), counted as the server's.
 */
const timedGetOn =
  (url: string, headers: Record<string, string>, agent: http.Agent) => async (pathAndQuery: string) => {
    const started = performance.now();
    const { status, body } = await getJson(agent, `${url}${pathAndQuery}`, headers);
    const elapsed = performance.now() - started;
    if (status !== 200 || !(body as { success?: boolean }).success)
      throw new Error(`${pathAndQuery} answered ${status}`);
    return elapsed;
  };

/** The running bench server: where it listens, an admin's headers, and its process id. */
export interface BenchProcess {
  url: string;
  headers: Record<string, string>;
  pid: number;
  /**
   * Times (ms) of the same query code the routes run, called straight in the server process once
   * per argument (see `direct` in bench/serverProcess.ts).
   */
  direct(kind: string, args: string[]): Promise<number[]>;
}

/**
 * A bench server process with a grown table, an admin's token, and a timer of GET calls.
 * `BENCH_PROFILE=<folder>` writes the server's CPU profile there when it exits (node --cpu-prof).
 */
export const withBenchProcess = async <T>(
  grow: string,
  measure: (timedGet: (pathAndQuery: string) => Promise<number>, server: BenchProcess) => Promise<T>,
  { databaseUrl }: { databaseUrl?: string } = {},
): Promise<T> => {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'serverProcess.ts'),
    ],
    {
      env: { ...process.env, BENCH_GROW: grow, BENCH_DATABASE_URL: databaseUrl ?? '' },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const [firstLine] = (await once(child.stdout!, 'data')) as [Buffer];
    const url = firstLine.toString().trim();
    const { accessToken } = await signIn(url, 'admin', 'admin');
    let asked = 0;
    const direct = (kind: string, args: string[]) =>
      new Promise<number[]>((resolve) => {
        const id = (asked += 1);
        const answer = (message: { id: number; times: number[] }) => {
          if (message.id !== id) return;
          child.off('message', answer);
          resolve(message.times);
        };
        child.on('message', answer);
        child.send({ id, kind, args });
      });
    const headers = { authorization: `Bearer ${accessToken}` };
    return await measure(timedGetOn(url, headers, agent), { url, headers, pid: child.pid!, direct });
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
};

/**
 * Times (ms) of each GET through HTTP and of its direct counterpart (`kind`, `arg`) in the server
 * process, taken in turn, one of each at a time: on a shared machine whose load changes by the
 * second, two blocks measured one after the other see different machines (ratios of 0.5x to 4x for
 * the same route in one run), whereas pairs taken side by side see the same one.
 */
export const sideBySide = async (
  timedGet: (pathAndQuery: string) => Promise<number>,
  server: BenchProcess,
  kind: string,
  pairs: { path: string; arg: string }[],
) => {
  const http: number[] = [];
  const direct: number[] = [];
  // Which goes first alternates, so that neither always finds the other's rows already cached.
  for (const [index, { path, arg }] of pairs.entries()) {
    if (index % 2 === 0) http.push(await timedGet(path));
    direct.push(...(await server.direct(kind, [arg])));
    if (index % 2 === 1) http.push(await timedGet(path));
  }
  return { http, direct, ratio: percentile(http, 0.5) / percentile(direct, 0.5) };
};

export const percentile = (times: number[], fraction: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
};
