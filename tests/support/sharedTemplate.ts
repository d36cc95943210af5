import pg from 'pg';

/**
 * The environment variable through which `npm test` (tests/runAll.ts) names one PostgreSQL template
 * for its two Vitest processes (the browser files run in a process of their own): the first to need
 * it seeds it, the other waits and copies it (tests/support/globalSetup.ts), and runAll drops it when
 * both are done. Without it, each process seeds a template of its own.
 */
export const sharedTemplateVariable = 'KAGO_SHARED_TEMPLATE';

/** Runs SQL that cannot run in a transaction (CREATE/DROP DATABASE) on the server's own database. */
export const administer = async (serverUrl: string, statement: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};
