import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { declarationShellsDefine } from './vite.config.ts';

const serverFiles = ['tests/server/**/*.test.ts', 'tests/contract/**/*.test.ts'];

/**
 * Server files that the PostgreSQL pass leaves out: what they test is HTTP, sign-in, the
 * declarations or files on disk (401/403/404 and the request language, the served menus, `/cdn`,
 * the OIDC flows on the provider's memory adapter, health, runtime configuration and OpenAPI; the
 * "server in trouble" part of app.test.ts opens PGlite whatever the pass), and the few reads they
 * make are catalogue pages that catalogueRoutes.test.ts runs on PostgreSQL itself. Every other file
 * runs on both, a new one included: SQL, the driver's errors, locks and concurrency, and the
 * server's version (Debian's PostgreSQL is older than PGlite's) are what the second pass is for;
 * the contract files stay because they call every order and customer path, writes included.
 */
const engineIndependentFiles = [
  'tests/server/access.test.ts',
  'tests/server/app.test.ts',
  'tests/server/cdn.test.ts',
  'tests/server/menu.test.ts',
  'tests/server/oidc.test.ts',
  // Which role may call what: decided before any query (the rows it then reads are the other files').
  'tests/server/resourceAccess.test.ts',
  // Headers and log lines; the export slots a server keeps; the token checked before the body (the
  // denylist on PostgreSQL is multiServer.test.ts's: revoked on one server, refused on another).
  'tests/server/headersAndLogs.test.ts',
  'tests/server/exportLimit.test.ts',
  'tests/server/tokenGuard.test.ts',
  // PGlite's own query turns, its prepared statements and its data-folder lock, whatever the pass.
  'tests/server/oldestRequestFirst.test.ts',
  'tests/server/preparedStatements.test.ts',
  'tests/server/dataFolderLock.test.ts',
  // The fuzzer: what it sends is refused by parsers, schemas and rights before any query (the
  // engine's own refusals are malformedInput.test.ts's, which runs on both); a second pass would
  // double the suite's longest file.
  'tests/server/fuzz.test.ts',
];

/**
 * Unit files that replace modules (`vi.mock`): a module replaced for one file must not be the one
 * the next file imports, so they run isolated, each with a module graph of its own.
 */
const unitFilesWithModuleMocks = [
  'tests/unit/auth/authProvider.test.ts',
  'tests/unit/auth/callback.test.ts',
  'tests/unit/auth/publicApp.test.tsx',
  'tests/unit/auth/refresh.test.ts',
  'tests/unit/auth/signOut.test.ts',
  'tests/unit/dataProvider/singleFlightRefresh.test.ts',
];

/**
 * Unit and component files; tests/support/setupUnit.ts sets each one up, window or not. 30 s a test:
 * a process's first render loads react-admin, MUI and the lazy screens, which took over 20 s in CI
 * on a loaded machine (shell/menu.test.tsx's first test, once).
 */
const testFiles = (
  name: string,
  include: string[],
  options: { environment: 'node' | 'jsdom'; exclude?: string[]; isolate?: boolean },
) => ({
  extends: true as const,
  test: { name, include, ...options, setupFiles: ['tests/support/setupUnit.ts'], testTimeout: 30_000 },
});

const serverProject = (name: string, env: Record<string, string> = {}, exclude: string[] = []) => ({
  test: {
    name,
    include: serverFiles,
    exclude,
    environment: 'node',
    globalSetup: ['tests/support/globalSetup.ts'],
    // One module graph per test process, not per file: the server's code (about 5 s to load) is
    // loaded once per process, and the files that need no server of their own share one per process
    // (processTestServer in tests/support/testServer.ts); the others start theirs on their own copy.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env,
  },
});

// The server suite runs on embedded PGlite, and once more on a real PostgreSQL when DATABASE_URL is set.
const postgres = process.env.DATABASE_URL;

/**
 * Test processes at once. Vitest's default (CPUs - 1) leaves a 2-CPU machine, CI's, one process and
 * an idle CPU: the main process does little while files run, and a server file's PostgreSQL or a
 * browser file's Chromium are processes of their own. One per CPU, then, at most 4. The browser files
 * run one at a time (fileParallelism: false) against the one shared server; `npm test` runs them as a
 * Vitest of their own beside this one's other projects (tests/runAll.ts says why).
 */
const testProcesses = Math.min(4, Math.max(2, availableParallelism()));

export default defineConfig({
  plugins: [react()],
  define: {
    __BUILD_VARIANT__: JSON.stringify('development'),
    __DECLARATION_SHELLS__: declarationShellsDefine,
  },
  test: {
    maxWorkers: testProcesses,
    projects: [
      // Node, not jsdom: tests/support/setupUnit.ts says why and how a file asks for a window.
      testFiles('unit', ['tests/unit/**/*.test.{ts,tsx}'], {
        environment: 'node',
        exclude: unitFilesWithModuleMocks,
        // One module graph per test process, not a fresh process per file: most files are a few ms
        // of logic that paid a second or more to start and load; the set-up files clear storages.
        isolate: false,
      }),
      testFiles('unit-isolated', unitFilesWithModuleMocks, { environment: 'node' }),
      testFiles('components', ['tests/components/**/*.test.{ts,tsx}'], {
        environment: 'jsdom',
        // One module graph and one window per test process, not per file: react-admin and MUI load
        // once per process (a file of its own paid 10-20 s of CPU for them). Each test still renders
        // its own app, and setupDom.ts clears the DOM and the storages after each one; a file that
        // replaces a window function (a download's anchor click, object URLs), a global or the clock
        // puts it back after each test, so nothing it replaces outlives it.
        isolate: false,
      }),
      serverProject('server', { DATABASE_URL: '' }),
      ...(postgres
        ? [serverProject('server-postgres', { DATABASE_URL: postgres }, engineIndependentFiles)]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: [
            'tests/support/globalSetup.ts',
            'tests/e2e/support/buildApp.ts',
            'tests/e2e/support/sharedServer.ts',
          ],
          fileParallelism: false,
          // A screen answers a click in a fraction of a second alone, in seconds beside the other
          // test processes (they now run at the same time): expect.poll waits up to 15 s, not 1 s.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
