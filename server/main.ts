/**
 * `npm start`: builds the browser app if needed, opens and migrates the database, seeds it on first
 * start, and serves everything on one port until SIGINT/SIGTERM.
 */
import { buildApp, defaultDistDir, repositoryRoot } from './app';
import { buildClient, clientBuildIsStale } from './clientBuild';
import { readConfig } from './config';
import { DataFolderLockedError } from './db/dataFolderLock';
import { analyzeStaleTables, keepStatisticsCurrent } from './db/statistics';
import { openSeededDatabase } from './seed/openSeeded';

const config = readConfig();

if (clientBuildIsStale(repositoryRoot, defaultDistDir)) {
  console.info('Building the browser app (dist/ is missing or older than the sources)...');
  await buildClient(repositoryRoot, defaultDistDir);
}

const { database, seeded } = await openSeededDatabase(config).catch((error: unknown) => {
  // A refusal to share the data folder is a message for the operator, not a stack trace.
  if (error instanceof DataFolderLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
if (seeded)
  console.info(`Seeded ${Object.values(seeded).reduce((sum, count) => sum + count, 0)} reference records.`);
// A data folder written before the seed analyzed, or changed since the last round, plans on guesses.
else await analyzeStaleTables(database.db);
const stopStatistics = keepStatisticsCurrent(database);

const app = await buildApp({ config, db: database.db });

let closing = false;
const shutDown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.warn(`${signal} received, shutting down`);
  try {
    stopStatistics();
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
};
process.once('SIGINT', () => void shutDown('SIGINT'));
process.once('SIGTERM', () => void shutDown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.info(`Kago is serving on ${config.publicUrl} (${database.kind}, data in ${config.dataDir})`);
