import { and, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loginFailure } from '../db/hardeningTables';

/**
 * Repeated wrong passwords on the development provider's login form: slowed, then refused for a
 * while, per account and per client address. The counters are rows of `login_failure`, so every
 * server on one database counts the same attempts (an attacker gains nothing by spreading them).
 * An address gets more attempts than an account: an office shares one address.
 */
export interface ThrottleRule {
  /** Failures in the window after which each further failure is answered more slowly. */
  slowAfter: number;
  /** Failures in the window after which the key is refused for `lockSeconds`. */
  lockAfter: number;
}

export interface ThrottleSettings {
  account: ThrottleRule;
  address: ThrottleRule;
  windowSeconds: number;
  lockSeconds: number;
  /** The pause added per failure beyond `slowAfter`, and its cap. */
  delayStepMs: number;
  delayMaxMs: number;
}

export const defaultThrottleSettings: ThrottleSettings = {
  account: { slowAfter: 3, lockAfter: 8 },
  address: { slowAfter: 10, lockAfter: 30 },
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  delayStepMs: 250,
  delayMaxMs: 2000,
};

export interface LoginThrottle {
  /** Seconds until the account or the address may try again; 0 when neither is refused. */
  retryAfter(username: string | null, address: string): Promise<number>;
  /** Counts a failure; resolves once its pause has passed (the slowing down). */
  failed(username: string, address: string): Promise<void>;
  /** A successful sign-in clears the account's count (not the address's). */
  succeeded(username: string): Promise<void>;
}

const accountKey = (username: string) => `account:${username.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

export const loginThrottle = (
  db: Database,
  settings: ThrottleSettings = defaultThrottleSettings,
): LoginThrottle => {
  const { windowSeconds, lockSeconds } = settings;
  const count = async (key: string, rule: ThrottleRule) => {
    // One statement: counters shared by several servers must not lose a concurrent increment.
    const [row] = await db
      .insert(loginFailure)
      .values({ key, failures: 1, windowStart: sql`now()` })
      .onConflictDoUpdate({
        target: loginFailure.key,
        set: {
          failures: sql`case when ${loginFailure.windowStart} < now() - make_interval(secs => ${windowSeconds}::float8) then 1 else ${loginFailure.failures} + 1 end`,
          windowStart: sql`case when ${loginFailure.windowStart} < now() - make_interval(secs => ${windowSeconds}::float8) then now() else ${loginFailure.windowStart} end`,
        },
      })
      .returning({ failures: loginFailure.failures });
    if (row.failures >= rule.lockAfter) {
      await db
        .update(loginFailure)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${lockSeconds}::float8)` })
        .where(sql`${loginFailure.key} = ${key}`);
    }
    return Math.max(0, row.failures - rule.slowAfter);
  };

  return {
    retryAfter: async (username, address) => {
      const keys = [addressKey(address), ...(username ? [accountKey(username)] : [])];
      const rows = await db
        .select({
          seconds: sql<number>`ceil(extract(epoch from ${loginFailure.lockedUntil} - now()))::int`,
        })
        .from(loginFailure)
        .where(and(inArray(loginFailure.key, keys), sql`${loginFailure.lockedUntil} > now()`));
      return rows.reduce((longest, row) => Math.max(longest, Number(row.seconds)), 0);
    },
    failed: async (username, address) => {
      const beyond = Math.max(
        await count(accountKey(username), settings.account),
        await count(addressKey(address), settings.address),
      );
      // Counters whose window and lock are over say nothing any more: pruned as failures come.
      await db
        .delete(loginFailure)
        .where(
          and(
            lt(loginFailure.windowStart, sql`now() - make_interval(secs => ${windowSeconds}::float8)`),
            or(isNull(loginFailure.lockedUntil), lt(loginFailure.lockedUntil, sql`now()`)),
          ),
        );
      const pause = Math.min(beyond * settings.delayStepMs, settings.delayMaxMs);
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    },
    succeeded: async (username) => {
      await db.delete(loginFailure).where(sql`${loginFailure.key} = ${accountKey(username)}`);
    },
  };
};
