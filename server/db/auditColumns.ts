import { jsonb, varchar } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/**
 * An audit trail's row (an order's or a package's event log): what was done, by whom (the account
 * and its name then), the values before and after, and when.
 */
export const auditColumns = () => ({
  action: varchar('action', { length: 64 }).notNull(),
  actor: varchar('actor', { length: 100 }).notNull(),
  actorName: varchar('actor_name', { length: 255 }),
  before: jsonb('before').$type<Record<string, unknown>>().notNull().default({}),
  after: jsonb('after').$type<Record<string, unknown>>().notNull().default({}),
  at: moment('at').notNull().defaultNow(),
});
