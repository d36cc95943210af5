import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { releaseNoteDeclaration } from '../../resources/releaseNotes';
import { orderPackages } from './orderTables';
import { tableOf } from './tables';
import { ownedBy, ownerOf } from './keys';

/** The goods release notes' table (resources/releaseNotes.ts). */
export const releaseNotes = tableOf(releaseNoteDeclaration);

/**
 * The order packages each goods release note took out of storage. A package leaves storage once:
 * its unique index makes a second note of the same package fail even when two are written at once.
 */
export const releaseNotePackages = pgTable(
  'release_note_packages',
  {
    noteId: ownedBy(ownerOf('noteId', () => releaseNotes.id)),
    packageId: ownedBy(ownerOf('packageId', () => orderPackages.id)),
  },
  (table) => [
    uniqueIndex('release_note_packages_package').on(table.packageId),
    index('release_note_packages_note').on(table.noteId, table.packageId),
  ],
);

export const releaseNoteSchema = { release_note_packages: releaseNotePackages };
