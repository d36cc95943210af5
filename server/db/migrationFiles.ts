import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import { customerSchema } from './customerTables';
import { migrationsFolder } from './database';
import { hardeningSchema } from './hardeningTables';
import { oidcSchema } from './oidcTables';
import { orderSchema } from './orderTables';
import { packageSchema } from './packageTables';
import { preferenceSchema } from './preferenceTables';
import { releaseNoteSchema } from './releaseNoteTables';
import { shippingOperationSchema } from './shippingOperationTables';
import { schema } from './tables';

/**
 * Migrations in drizzle-kit's own folder format (meta/_journal.json, numbered .sql, snapshots),
 * generated through drizzle-kit's API because the tables are built in a loop, not declared in a
 * schema file that `drizzle-kit generate` could import.
 */
interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}
interface Journal {
  version: string;
  dialect: 'postgresql';
  entries: JournalEntry[];
}

const metaFolder = path.join(migrationsFolder, 'meta');
const journalFile = path.join(metaFolder, '_journal.json');
const snapshotFile = (idx: number) => path.join(metaFolder, `${String(idx).padStart(4, '0')}_snapshot.json`);

const emptySnapshot = {
  version: '7',
  dialect: 'postgresql',
  id: '00000000-0000-0000-0000-000000000000',
  prevId: '',
  tables: {},
  enums: {},
  schemas: {},
  policies: {},
  roles: {},
  sequences: {},
  views: {},
  _meta: { schemas: {}, tables: {}, columns: {} },
} as unknown as DrizzleSnapshotJSON;

/** Extensions the tables need before their first index is built (trigram keyword search). */
const extensionStatements = ['CREATE EXTENSION IF NOT EXISTS pg_trgm;'];

const readJournal = (): Journal =>
  existsSync(journalFile)
    ? (JSON.parse(readFileSync(journalFile, 'utf8')) as Journal)
    : { version: '7', dialect: 'postgresql', entries: [] };

const lastSnapshot = (journal: Journal): DrizzleSnapshotJSON => {
  const last = journal.entries.at(-1);
  return last
    ? (JSON.parse(readFileSync(snapshotFile(last.idx), 'utf8')) as DrizzleSnapshotJSON)
    : emptySnapshot;
};

/**
 * Every table the migrations create: the declarations', the OIDC provider's store, the orders', the
 * customers', the server's guards', the package event log, the users' list preferences, the
 * packages on goods release notes, the shipping orders' timelines and receivables.
 */
export const migratedSchema = {
  ...schema,
  ...oidcSchema,
  ...orderSchema,
  ...customerSchema,
  ...hardeningSchema,
  ...packageSchema,
  ...preferenceSchema,
  ...releaseNoteSchema,
  ...shippingOperationSchema,
};

/** The tables' snapshot against the last committed one, and the SQL between them. */
export const pendingMigration = async () => {
  const journal = readJournal();
  const previous = lastSnapshot(journal);
  const current = generateDrizzleJson(migratedSchema, previous.id);
  const statements = await generateMigration(previous, current);
  return { journal, current, statements, first: journal.entries.length === 0 };
};

/**
 * Writes the next migration if the declarations changed, or if `data` names statements that change
 * rows already stored (a value renamed for data folders seeded before); returns its tag, or null when
 * there is nothing to write.
 */
export const writeMigration = async (
  name: string,
  now = Date.now(),
  data: readonly string[] = [],
): Promise<string | null> => {
  const { journal, current, statements, first } = await pendingMigration();
  if (statements.length === 0 && data.length === 0) return null;
  const idx = journal.entries.length;
  const tag = `${String(idx).padStart(4, '0')}_${name}`;
  const body = [...(first ? extensionStatements : []), ...statements, ...data].join(
    '\n--> statement-breakpoint\n',
  );
  mkdirSync(metaFolder, { recursive: true });
  writeFileSync(path.join(migrationsFolder, `${tag}.sql`), `${body}\n`);
  writeFileSync(snapshotFile(idx), `${JSON.stringify(current, null, 2)}\n`);
  journal.entries.push({ idx, version: '7', when: now, tag, breakpoints: true });
  writeFileSync(journalFile, `${JSON.stringify(journal, null, 2)}\n`);
  return tag;
};
