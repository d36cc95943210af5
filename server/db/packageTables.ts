import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orderPackages } from './orderTables';

/**
 * The event log of order packages (`OrderPackage/GetEventLogs`): who changed what on a package, and
 * the values before and after, as order_events keeps them for orders. Package writes
 * (server/orderPackages/rules.ts) add one row each, in their transaction.
 */
export const orderPackageEvents = pgTable(
  'order_package_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    packageId: integer('package_id')
      .notNull()
      .references(() => orderPackages.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 64 }).notNull(),
    actor: varchar('actor', { length: 100 }).notNull(),
    actorName: varchar('actor_name', { length: 255 }),
    before: jsonb('before').$type<Record<string, unknown>>().notNull().default({}),
    after: jsonb('after').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('order_package_events_package').on(table.packageId, table.at, table.id)],
);

export const packageSchema = { order_package_events: orderPackageEvents };
