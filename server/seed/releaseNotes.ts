import { count } from 'drizzle-orm';
import { releaseNoteDeclaration } from '../../resources/releaseNotes';
import type { Database } from '../db/database';
import { tableName, tableOf } from '../db/tables';
import { advanceIdentity, insertAll } from './insertRows';

/** The back office's own releases (resources/releaseNotes.ts), newest last; one still a draft. */
const notes: readonly (readonly [
  releaseVersion: string,
  releaseDate: string,
  title: string,
  content: string,
])[] = [
  ['1.0.0', '2025-12-01', 'First release', 'Orders of every source and stage, customers and catalogues.'],
  ['1.1.0', '2026-02-02', 'Package tracking', 'Packages from the warehouse: add, update, cancel, sync.'],
  ['1.2.0', '2026-04-06', 'Dashboard', 'Orders per stage and source, purchases and money for a date range.'],
  ['1.3.0', '2026-07-01', 'Exports', 'Order and customer lists export to Excel on the server.'],
  ['1.4.0', '2026-11-23', 'Order packages', 'Order packages: list, detail, fee, photos, shipment, merges.'],
];

/** Seeds the release notes once (an empty table only). */
export const seedReleaseNotes = async (db: Database): Promise<Record<string, number> | null> => {
  const table = tableOf(releaseNoteDeclaration);
  const [{ existing }] = await db.select({ existing: count() }).from(table);
  if (existing > 0) return null;
  await insertAll(
    db,
    table,
    notes.map(([releaseVersion, releaseDate, title, content], index) => ({
      id: index + 1,
      releaseVersion,
      releaseDate,
      title,
      content,
      published: index < notes.length - 1,
    })),
  );
  await advanceIdentity(db, tableName(releaseNoteDeclaration));
  return { releaseNotes: notes.length };
};
