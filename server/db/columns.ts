import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../i18n/languages';
import { ownedTable, type Owner } from './keys';
import {
  type AnyPgColumn,
  customType,
  date,
  type ExtraConfigColumn,
  integer,
  numeric,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** The column kinds the tables written by hand share (server/db/orderTables.ts, customerTables.ts). */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const day = (name: string) => date(name, { mode: 'string' });
/** A keyword search's case-insensitive "contains" reads a trigram index. */
export const trigram = (column: ExtraConfigColumn) => column.op('gin_trgm_ops');

/** Attachments of the e-mail outbox are kept as the bytes that were sent. */
const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * An e-mail's attachment, whoever sends the e-mail (a customer notification, an order's purchase
 * e-mail; resources/mail.ts bounds both): written once, so the two outboxes keep the same file.
 */
const attachmentColumns = () => ({
  name: varchar('name', { length: 255 }).notNull(),
  /** A media type: at most 127 characters of type and 127 of subtype (RFC 6838), and its parameters. */
  contentType: varchar('content_type', { length: 255 }).notNull(),
  size: integer('size').notNull(),
  content: bytes('content').notNull(),
});

/**
 * The table of an e-mail's attachments, whichever outbox keeps the e-mail (`owner`): the file
 * (`attachmentColumns`) under the e-mail it belongs to, deleted with it.
 */
export const attachmentTable = <Name extends string, Key extends string>(name: Name, owner: Owner<Key>) =>
  ownedTable(name, owner, attachmentColumns());

/**
 * A reference row's name in the other two interface languages, beside its Vietnamese `name` (the
 * levels, post offices and wallets the staff pick from; a catalogue's come from its declaration,
 * resources/fields.ts `localizedText`). Empty means "as the Vietnamese".
 */
export const translatedNames = (length: number) => ({
  nameEn: varchar('name_en', { length }).notNull().default(''),
  nameJa: varchar('name_ja', { length }).notNull().default(''),
});

/** The name of a row with `translatedNames` in `locale`: its own when written, else the Vietnamese. */
export const nameIn = (
  columns: { name: AnyPgColumn; nameEn: AnyPgColumn; nameJa: AnyPgColumn },
  locale: Locale,
): SQL<string> =>
  locale === 'vi'
    ? sql<string>`${columns.name}`
    : sql<string>`coalesce(nullif(${locale === 'en' ? columns.nameEn : columns.nameJa}, ''), ${columns.name})`;
