import {
  customType,
  date,
  integer,
  numeric,
  timestamp,
  varchar,
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
export const attachmentColumns = () => ({
  name: varchar('name', { length: 255 }).notNull(),
  /** A media type: at most 127 characters of type and 127 of subtype (RFC 6838), and its parameters. */
  contentType: varchar('content_type', { length: 255 }).notNull(),
  size: integer('size').notNull(),
  content: bytes('content').notNull(),
});
