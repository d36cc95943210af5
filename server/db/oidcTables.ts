import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the OIDC provider keeps between requests (sessions, interactions, grants, codes, refresh
 * and access tokens), one row per stored model instance, so that sign-ins survive a restart and
 * several server instances share them. `kind` is the provider's model name (`Session`,
 * `RefreshToken`...); the other columns copy the payload's lookup keys so they can be indexed.
 */
export const oidcPayload = pgTable(
  'oidc_payload',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    /** Null: kept until destroyed (the provider gives no lifetime). */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    index('oidc_payload_grant_id').on(table.kind, table.grantId),
    index('oidc_payload_uid').on(table.kind, table.uid),
    index('oidc_payload_user_code').on(table.kind, table.userCode),
    index('oidc_payload_expires_at').on(table.expiresAt),
  ],
);

/** The tables besides the declarations' ones, keyed by table name as drizzle-kit expects. */
export const oidcSchema = { oidc_payload: oidcPayload };
