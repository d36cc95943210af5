// `npm test`: the static checks (ESLint, Prettier, the type check) and the test suite, side by side.
// The browser files run one at a time (they share one server and one Chromium), and Vitest runs a
// project whose files go one at a time after all the others: in one Vitest the browser files were a
// 10-minute tail with one CPU idle. So they are a Vitest process of their own, started at once (they
// wait on real time more than on CPU: alone they took 480 s, their Vitest processes 237 s of CPU).
// Beside them, the other files run in two Vitest processes one after the other: the server and
// contract files, then the unit and component files (jsdom). Component files cost more CPU the more
// they compete for it: Testing Library runs a waiting query again on every DOM change and every
// 50 ms, so a render slowed down is queried more often (on 2 CPUs, 149 s of CPU alone and 246 s
// beside other test runs). The server files' CPU does not grow so (both passes: 390 s of CPU in
// 230 s alone), so they go first, beside the browser run's busiest part, and the component files
// meet only its tail: a clean clone's CI took 14 min 6 s so, 16 min 43 s the other way round. The
// checks, at the lowest priority, fill what is left. The jsdom and server runs' output streams as it
// comes; each other's is printed when it ends. Every one runs to its end, and the command fails if
// any of them failed, repeating each failure last (CI shows the end of the log). On PostgreSQL the
// server and browser runs seed one template between them (tests/support/sharedTemplate.ts).
// Arguments go to a single Vitest instead (`npm test -- --project server`, `npm test -- tests/e2e/menu.test.ts`).
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { setPriority } from 'node:os';
import { administer, sharedTemplateVariable } from './support/sharedTemplate';

const bin = (name: string) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;

/**
 * The type check runs TypeScript 7, the native compiler (package.json's `typescript-native`), on one
 * thread: on this project, alone on 2 CPUs, 10 CPU-s against TypeScript 5.9's 38-48 (and 19 with
 * TypeScript 7's parallel checkers, which only cost CPU beside the test runs). TypeScript 5.9 stays
 * for typescript-eslint, which reads code through its API. Both install a `tsc`, so it is named by path.
 */
const nativeTsc = new URL('../node_modules/typescript-native/bin/tsc', import.meta.url).pathname;

const checks: [string, string[]][] = [
  ['eslint', [bin('eslint'), '.']],
  ['prettier', [bin('prettier'), '--check', '--log-level', 'warn', '.']],
  ['typecheck', [process.execPath, nativeTsc, '-p', 'tsconfig.json', '--singleThreaded']],
];

interface Result {
  name: string;
  ok: boolean;
  output: string;
}

const run = (name: string, [command, ...args]: string[], { quiet, nice }: { quiet: boolean; nice: number }) =>
  new Promise<Result>((resolve) => {
    // Piped either way, so that a failure can be repeated at the end; a terminal keeps its colours.
    const env = process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env;
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    let output = '';
    if (nice > 0 && child.pid !== undefined) {
      try {
        setPriority(child.pid, nice);
      } catch {
        // Not allowed here: it then competes at the same priority, which only costs time.
      }
    }
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    const started = Date.now();
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const ok = code === 0;
      process.stdout.write(`\n[${name}] ${ok ? 'passed' : 'FAILED'} in ${seconds} s\n`);
      if (quiet && (!ok || output.trim())) process.stdout.write(output);
      resolve({ name, ok, output });
    });
  });

/**
 * What a failed run printed from Vitest's list of failures on, or its last lines. CI keeps only the
 * end of the log, where another run's output may stand: so each failure is repeated last.
 */
const excerptLines = 60;
const failureExcerpt = (output: string) => {
  const lines = output.trimEnd().split('\n');
  const failures = lines.findIndex((line) => /Failed Tests \d+|Unhandled Errors?\b/.test(line));
  return (failures >= 0 ? lines.slice(failures) : lines.slice(-excerptLines))
    .slice(0, excerptLines)
    .join('\n');
};

/**
 * Scratch files in memory: every server a test starts copies the seeded data folder (100 MB in 2,000
 * files) into the temporary folder and deletes it after, and the seed, the browser suite's server and
 * its Chromium work there too. On this machine's ext4 four such copies, opened and deleted, took 10-13
 * CPU-s, on tmpfs 7: the journal's work is gone. So, where the machine has /dev/shm (Linux's tmpfs)
 * and TMPDIR names no other place, the runs' temporary folder is there; the test runs remove what
 * they made, as on disk.
 */
const memoryFolder = '/dev/shm';
if (!process.env.TMPDIR) {
  try {
    accessSync(memoryFolder, constants.W_OK);
    process.env.TMPDIR = memoryFolder;
  } catch {
    // No tmpfs here: the system's temporary folder, on disk.
  }
}

const vitest = (...args: string[]) => [bin('vitest'), 'run', ...args];
/**
 * The server and jsdom runs share the CPUs with the browser run at its priority. Below it, at 5, the
 * component files were starved beside Chromium (one took 61 s in CI, 5-8 s alone, and timed out); at
 * 2, a clean clone's CI took 14 min 6 s, and at 0 13 min 41 s and 14 min 50 s: no lower priority
 * has shown a gain worth a setting of its own.
 */
const testRunNice = 0;
const chosen = process.argv.slice(2);
// The two Vitest processes seed one PostgreSQL template between them, dropped here at the end.
const sharedTemplate =
  chosen.length === 0 && process.env.DATABASE_URL ? `kago_template_${process.pid}` : undefined;
if (sharedTemplate) process.env[sharedTemplateVariable] = sharedTemplate;
/** Runs one after the other, each to its end whatever the one before did. */
const inTurn = async (...steps: (() => Promise<Result>)[]) => {
  const results: Result[] = [];
  for (const step of steps) results.push(await step());
  return results;
};
const suites: Promise<Result[]>[] =
  chosen.length > 0
    ? [inTurn(() => run('vitest', vitest(...chosen), { quiet: false, nice: 0 }))]
    : [
        inTurn(
          () =>
            run('vitest (server)', vitest('--project', 'server*'), {
              quiet: false,
              nice: testRunNice,
            }),
          () =>
            run('vitest (jsdom)', vitest('--project', 'unit*', '--project', 'components*'), {
              quiet: false,
              nice: testRunNice,
            }),
        ),
        inTurn(() => run('vitest (browser)', vitest('--project', 'e2e'), { quiet: true, nice: testRunNice })),
      ];

const results = (
  await Promise.all([
    ...suites,
    ...checks.map(([name, command]) => inTurn(() => run(name, command, { quiet: true, nice: 10 }))),
  ])
).flat();

if (sharedTemplate) {
  await administer(process.env.DATABASE_URL!, `DROP DATABASE IF EXISTS ${sharedTemplate} WITH (FORCE)`).catch(
    (error: unknown) => process.stdout.write(`\nCould not drop ${sharedTemplate}: ${String(error)}\n`),
  );
}

const failed = results.filter((result) => !result.ok);
if (failed.length > 0) {
  for (const { name, output } of failed)
    process.stdout.write(`\n[${name}] failed:\n${failureExcerpt(output)}\n`);
  process.stdout.write(`\nFailed: ${failed.map((result) => result.name).join(', ')}\n`);
  process.exit(1);
}
