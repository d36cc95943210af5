import { gt, inArray, lt, sql } from 'drizzle-orm';
import { isSoleServer, type Database } from '../db/database';
import { revokedToken } from '../db/hardeningTables';

/**
 * The denylist of revoked JWT access tokens (table `revoked_token`): a JWT is self-contained, so
 * without it a revoked token would keep working until it expires. Kept in the database, never only in
 * a process, so that a token revoked through one server is refused by every other at once.
 */
export interface RevokedTokens {
  /** Refuses `key` (a token's `jti`, or a grant's `grantKey`) until `expiresAt`. */
  revoke(key: string, expiresAt: Date): Promise<void>;
  /** Whether any of `keys` is refused. */
  isRevoked(...keys: string[]): Promise<boolean>;
}

/**
 * A revoked grant's key in the same list: every access token issued under it (its `gid` claim)
 * is refused, until the last of them would have expired anyway. A `jti` never starts with `grant:`
 * (oidc-provider's are random base64url).
 */
export const grantKey = (grantId: string) => `grant:${grantId}`;

/** Rows past their token's expiry say nothing any more: pruned as new ones come. */
const insertAndPrune = async (db: Database, jti: string, expiresAt: Date) => {
  await db.insert(revokedToken).values({ jti, expiresAt }).onConflictDoNothing({ target: revokedToken.jti });
  await db.delete(revokedToken).where(lt(revokedToken.expiresAt, sql`now()`));
};

/** Several servers on one PostgreSQL: every call asks the database. */
const sharedDenylist = (db: Database): RevokedTokens => {
  // Only "revoked" answers are remembered: a revocation is final, so that cache can never be stale,
  // whereas remembering "not revoked" would let a token revoked elsewhere through.
  const known = new Map<string, number>();
  return {
    revoke: (jti, expiresAt) => insertAndPrune(db, jti, expiresAt),
    isRevoked: async (...keys) => {
      for (const key of keys) {
        const until = known.get(key);
        if (until === undefined) continue;
        if (until > Date.now()) return true;
        known.delete(key);
      }
      const rows = await db
        .select({ jti: revokedToken.jti, expiresAt: revokedToken.expiresAt })
        .from(revokedToken)
        .where(inArray(revokedToken.jti, keys))
        .limit(1);
      if (rows.length === 0) return false;
      if (known.size > 10_000) known.clear();
      known.set(rows[0].jti, rows[0].expiresAt.getTime());
      return true;
    },
  };
};

/**
 * The only server on its database (the embedded one, its folder locked): every revocation goes
 * through this process, so the table's live rows, read once, and the revocations since are the whole
 * list. A call then costs a map lookup instead of a query (on PGlite about 1 ms of its one thread,
 * a third of what refusing a malformed request cost). The rows are still written, for a restart.
 */
const soleServerDenylist = (db: Database): RevokedTokens => {
  const revoked = new Map<string, number>();
  let loaded: Promise<void> | undefined;
  const ready = () =>
    (loaded ??= (async () => {
      const rows = await db
        .select({ jti: revokedToken.jti, expiresAt: revokedToken.expiresAt })
        .from(revokedToken)
        .where(gt(revokedToken.expiresAt, sql`now()`));
      for (const row of rows) revoked.set(row.jti, row.expiresAt.getTime());
    })().catch((error: unknown) => {
      loaded = undefined; // the next call reads again
      throw error;
    }));
  return {
    revoke: async (jti, expiresAt) => {
      await ready();
      // Refused here from now on, even if writing the row fails.
      revoked.set(jti, expiresAt.getTime());
      const now = Date.now();
      for (const [known, until] of revoked) if (until <= now) revoked.delete(known);
      await insertAndPrune(db, jti, expiresAt);
    },
    isRevoked: async (...keys) => {
      await ready();
      const now = Date.now();
      return keys.some((key) => (revoked.get(key) ?? 0) > now);
    },
  };
};

// One list per database, shared by the API's token check and the provider's revocation endpoint.
const denylists = new WeakMap<Database, RevokedTokens>();

export const revokedTokens = (db: Database): RevokedTokens => {
  let denylist = denylists.get(db);
  if (!denylist) {
    denylist = isSoleServer(db) ? soleServerDenylist(db) : sharedDenylist(db);
    denylists.set(db, denylist);
  }
  return denylist;
};
