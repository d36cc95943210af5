// A module of its own: a file that only uses the shared server does not load the database drivers
// and the seed that testServer.ts brings in.
import { inject } from 'vitest';
import type { TestServer } from './testServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared server, started by tests/e2e/support/sharedServer.ts. */
    sharedServer?: { url: string; dataDir: string };
  }
}

/**
 * The run's shared server, started once by tests/e2e/support/sharedServer.ts (a global setup) on
 * its own copy of the snapshot, for files that need no server of their own: no start, no seed copy,
 * no sign-in keys to make per file. Its data outlives each file, so a file that writes says what
 * it changed by reading it back (by the id it created or moved), not by comparing with the seed.
 * `close()` leaves it running for the next file. A file that needs its own settings (a short
 * token lifetime) or a pristine database keeps `startTestServer()`.
 */
export const sharedTestServer = (): TestServer => {
  const shared = inject('sharedServer');
  if (!shared) throw new Error('No shared server: add tests/e2e/support/sharedServer.ts to the global setup');
  return { ...shared, close: async () => {} };
};
