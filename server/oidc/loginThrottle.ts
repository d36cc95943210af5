import { and, eq, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loginFailure } from '../db/hardeningTables';

/**
 * Repeated wrong passwords on the development provider's login form, after OWASP's authentication
 * guidance: slowed, and refused for a while only where the guessing comes from, so that an attacker
 * cannot lock the right person out. Counted in rows of `login_failure` (every server on one database
 * counts the same attempts, an attacker gains nothing by spreading them), under three keys:
 * - the user name and address together (`pair:`): a growing pause, then refused for `lockSeconds`:
 *   the right password from an address that has not been failing still signs in;
 * - the user name alone (`account:`), from any address: a growing pause on each further failure,
 *   never a refusal (guessing spread over many addresses is slowed, the user is not locked out);
 * - the address alone (`address:`), over any user names: the same, with more room (an office
 *   shares one address).
 * A success clears its pair; an administrator can lift a user's refusals (`unlock`, README).
 */
export interface ThrottleRule {
  /** Failures in the window after which each further failure is answered more slowly. */
  slowAfter: number;
  /** Failures in the window after which the key is refused for `lockSeconds`; none: never refused. */
  lockAfter?: number;
}

export interface ThrottleSettings {
  pair: ThrottleRule;
  account: ThrottleRule;
  address: ThrottleRule;
  windowSeconds: number;
  lockSeconds: number;
  /** The first pause beyond `slowAfter`; each further failure doubles it, up to `delayMaxMs`. */
  delayStepMs: number;
  delayMaxMs: number;
}

export const defaultThrottleSettings: ThrottleSettings = {
  pair: { slowAfter: 3, lockAfter: 10 },
  account: { slowAfter: 10 },
  address: { slowAfter: 30 },
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  delayStepMs: 250,
  delayMaxMs: 2000,
};

export interface LoginThrottle {
  /** Seconds until this user name may try again from this address; 0 when it is not refused. */
  retryAfter(username: string, address: string): Promise<number>;
  /** Counts a failure; resolves once its pause has passed (the slowing down). */
  failed(username: string, address: string): Promise<void>;
  /** A successful sign-in clears its user name and address's count. */
  succeeded(username: string, address: string): Promise<void>;
}

// Encoded: a user name cannot carry the separator and pass for another key.
const normalName = (username: string) => encodeURIComponent(username.trim().toLowerCase());
const pairKey = (username: string, address: string) => `pair:${normalName(username)}|${address}`;
const accountKey = (username: string) => `account:${normalName(username)}`;
const addressKey = (address: string) => `address:${address}`;

/** The pause after the `beyond`-th failure past a rule's `slowAfter`: doubling from the step, capped. */
export const pauseAfter = (beyond: number, { delayStepMs, delayMaxMs }: ThrottleSettings) =>
  beyond <= 0 ? 0 : Math.min(delayStepMs * 2 ** Math.min(beyond - 1, 20), delayMaxMs);

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
    if (rule.lockAfter !== undefined && row.failures >= rule.lockAfter) {
      await db
        .update(loginFailure)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${lockSeconds}::float8)` })
        .where(sql`${loginFailure.key} = ${key}`);
    }
    return Math.max(0, row.failures - rule.slowAfter);
  };

  return {
    retryAfter: async (username, address) => {
      const rows = await db
        .select({
          seconds: sql<number>`ceil(extract(epoch from ${loginFailure.lockedUntil} - now()))::int`,
        })
        .from(loginFailure)
        .where(
          and(eq(loginFailure.key, pairKey(username, address)), sql`${loginFailure.lockedUntil} > now()`),
        );
      return rows.reduce((longest, row) => Math.max(longest, Number(row.seconds)), 0);
    },
    failed: async (username, address) => {
      const beyond = Math.max(
        await count(pairKey(username, address), settings.pair),
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
      const pause = pauseAfter(beyond, settings);
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    },
    succeeded: async (username, address) => {
      await db.delete(loginFailure).where(eq(loginFailure.key, pairKey(username, address)));
    },
  };
};

/**
 * Lifts a user name's refusals and counts, from every address (an administrator's call,
 * server/oidc/loginLockRoutes.ts). Returns how many refusals were in force.
 */
export const unlockUser = async (db: Database, username: string) => {
  const removed = await db
    .delete(loginFailure)
    .where(
      or(
        eq(loginFailure.key, accountKey(username)),
        like(loginFailure.key, `pair:${escapeLike(normalName(username))}|%`),
      ),
    )
    .returning({ lockedUntil: loginFailure.lockedUntil });
  const now = Date.now();
  return removed.filter((row) => row.lockedUntil !== null && row.lockedUntil.getTime() > now).length;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
