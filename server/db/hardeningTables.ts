import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the server's own guards keep between requests, in the database so that every server on one
 * PostgreSQL shares it (README, "Several servers on one PostgreSQL").
 */

/** Access tokens revoked before their expiry, by `jti`: the API refuses them at once (server/auth). */
export const revokedToken = pgTable(
  'revoked_token',
  {
    jti: text('jti').primaryKey(),
    /** When the token would have expired anyway: the row is pruned after it. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('revoked_token_expires_at').on(table.expiresAt)],
);

/**
 * Failed sign-ins per key (`account:<name>` or `address:<ip>`) in the current window, and how long the
 * key is refused (server/oidc/loginThrottle.ts).
 */
export const loginFailure = pgTable(
  'login_failure',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('login_failure_window_start').on(table.windowStart)],
);

/**
 * Secrets generated once and shared by every server on the database: the OIDC provider's signing and
 * cookie keys when the environment does not give them (server/oidc/keys.ts).
 */
export const serverSecret = pgTable('server_secret', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Keyed by table name as drizzle-kit expects (server/db/migrationFiles.ts). */
export const hardeningSchema = {
  revoked_token: revokedToken,
  login_failure: loginFailure,
  server_secret: serverSecret,
};
