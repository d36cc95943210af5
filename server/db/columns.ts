import {
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  timestamp,
  varchar,
  type AnyPgColumn,
  type ExtraConfigColumn,
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

const ownerColumn = (column: string, owner: () => AnyPgColumn) =>
  integer(column).notNull().references(owner, { onDelete: 'cascade' });

/**
 * The table of an e-mail's attachments, whichever outbox keeps the e-mail: its own id, the e-mail
 * it belongs to (`key`, deleted with it, indexed as `index`) and the file (`attachmentColumns`).
 */
export const attachmentTable = <Key extends string>(
  name: string,
  owner: { key: Key; column: string; references: () => AnyPgColumn; index: string },
) =>
  pgTable(
    name,
    {
      id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
      ...({ [owner.key]: ownerColumn(owner.column, owner.references) } as {
        [K in Key]: ReturnType<typeof ownerColumn>;
      }),
      ...attachmentColumns(),
    },
    (table) => [index(owner.index).on(table[owner.key] as AnyPgColumn, table.id)],
  );
