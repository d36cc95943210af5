// `npm test`: the static checks (ESLint, Prettier, the type check) and the test suite, side by side.
// Vitest spends its first minute seeding the test databases and building the browser app, mostly on
// one CPU; the checks, run at a lower priority, fill the other instead of running before it (they
// took 70 s on their own). Vitest's output streams as it comes; each check's is printed when it ends.
// Every one runs to its end, and the command fails if any of them failed. Arguments go to Vitest.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

const bin = (name: string) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;

const checks: [string, string[]][] = [
  ['eslint', [bin('eslint'), '.']],
  ['prettier', [bin('prettier'), '--check', '--log-level', 'warn', '.']],
  ['typecheck', [bin('tsc'), '-p', 'tsconfig.json']],
];

interface Result {
  name: string;
  ok: boolean;
}

const run = (name: string, [command, ...args]: string[], { quiet }: { quiet: boolean }) =>
  new Promise<Result>((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (quiet && child.pid !== undefined) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // Not allowed here: it then competes at the same priority, which only costs time.
      }
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    }
    const started = Date.now();
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const ok = code === 0;
      if (quiet) {
        process.stdout.write(`\n[${name}] ${ok ? 'passed' : 'FAILED'} in ${seconds} s\n`);
        if (!ok || output.trim()) process.stdout.write(output);
      }
      resolve({ name, ok });
    });
  });

const results = await Promise.all([
  run('vitest', [bin('vitest'), 'run', ...process.argv.slice(2)], { quiet: false }),
  ...checks.map(([name, command]) => run(name, command, { quiet: true })),
]);

const failed = results.filter((result) => !result.ok);
if (failed.length > 0) {
  process.stdout.write(`\nFailed: ${failed.map((result) => result.name).join(', ')}\n`);
  process.exit(1);
}
