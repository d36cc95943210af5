import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { revokedToken } from '../db/hardeningTables';

/**
 * The denylist of revoked JWT access tokens (table `revoked_token`): a JWT is self-contained, so
 * without it a revoked token would keep working until it expires. Kept in the database, never in
 * a process, so that a token revoked through one server is refused by every other at once.
 */
export interface RevokedTokens {
  revoke(jti: string, expiresAt: Date): Promise<void>;
  isRevoked(jti: string): Promise<boolean>;
}

export const revokedTokens = (db: Database): RevokedTokens => {
  // Only "revoked" answers are remembered: a revocation is final, so that cache can never be stale,
  // whereas remembering "not revoked" would let a token revoked elsewhere through.
  const known = new Map<string, number>();
  return {
    revoke: async (jti, expiresAt) => {
      await db
        .insert(revokedToken)
        .values({ jti, expiresAt })
        .onConflictDoNothing({ target: revokedToken.jti });
      // Rows past their token's expiry say nothing any more: pruned as new ones come.
      await db.delete(revokedToken).where(lt(revokedToken.expiresAt, sql`now()`));
    },
    isRevoked: async (jti) => {
      const until = known.get(jti);
      if (until !== undefined) {
        if (until > Date.now()) return true;
        known.delete(jti);
      }
      const rows = await db
        .select({ expiresAt: revokedToken.expiresAt })
        .from(revokedToken)
        .where(eq(revokedToken.jti, jti))
        .limit(1);
      if (rows.length === 0) return false;
      if (known.size > 10_000) known.clear();
      known.set(jti, rows[0].expiresAt.getTime());
      return true;
    },
  };
};
