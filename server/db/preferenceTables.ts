import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What each user chose for their lists (contract/preferences.ts): one row per user and store key,
 * the user being the access token's subject, so the choices follow the user to another machine.
 */
export const userPreference = pgTable(
  'user_preference',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** Keyed by table name as drizzle-kit expects (server/db/migrationFiles.ts). */
export const preferenceSchema = { user_preference: userPreference };
