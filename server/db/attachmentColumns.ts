import { customType, integer, varchar } from 'drizzle-orm/pg-core';

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
