import { openDatabase, type DatabaseOptions, type OpenedDatabase } from '../db/database';
import { seedDatabase } from './seed';

/**
 * Opens and migrates the database, and seeds it when it is empty (server/seed/seed.ts). Answers the
 * database and what the seed wrote (null when it found data).
 *
 * On the embedded database the seed leaves the engine about 450 MB bigger than it needs to serve: a
 * WebAssembly instance's memory only grows, and the seed's one long transaction grew it (a server on
 * the seeded folder holds about 500 MB; the one that seeded it, about 960 MB). So after a seed the
 * engine is closed and the folder opened again, in a second or two, before anything is served.
 */
export const openSeededDatabase = async (
  options: DatabaseOptions,
): Promise<{ database: OpenedDatabase; seeded: Record<string, number> | null }> => {
  const database = await openDatabase(options);
  await database.migrate();
  const seeded = await seedDatabase(database.db);
  if (!seeded || database.kind !== 'pglite') return { database, seeded };
  await database.close();
  return { database: await openDatabase(options), seeded };
};
