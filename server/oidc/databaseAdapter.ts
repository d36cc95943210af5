import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database';
import { oidcPayload } from '../db/oidcTables';

/**
 * oidc-provider's storage on the app's database (table `oidc_payload`), in place of its in-memory
 * adapter: sessions, grants and refresh tokens survive a restart and are shared by every server
 * instance on the same database. Same semantics as the provider's own memory adapter: a payload
 * disappears when its lifetime ends, a consumed one stays readable with `consumed` set, and
 * revoking a grant removes that model's tokens of the grant.
 */
export interface OidcStoreOptions {
  db: Database;
  /** The clock; tests move it forward to expire rows. */
  now?: () => number;
  /** How often (ms) expired rows are deleted, at most; a write after that long triggers it. */
  sweepInterval?: number;
  /** Told when a background sweep fails (the request that triggered it goes on regardless). */
  onSweepError?: (error: unknown) => void;
}

export interface OidcStore {
  /** The `adapter` option of the provider's configuration. */
  adapter: AdapterFactory;
  /** Deletes every expired row now; resolves how many went. */
  sweep(): Promise<number>;
  /** Waits for a sweep under way, so that the database can be closed after it. */
  close(): Promise<void>;
}

const defaultSweepInterval = 15 * 60 * 1000;

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A payload's `consumed` (epoch seconds, or any truthy value) as a time. */
const consumedTime = (consumed: unknown, now: number) => {
  if (!consumed) return null;
  return new Date(typeof consumed === 'number' ? consumed * 1000 : now);
};

const optionalText = (value: unknown) => (typeof value === 'string' ? value : null);

export const createOidcStore = ({
  db,
  now = Date.now,
  sweepInterval = defaultSweepInterval,
  onSweepError = () => {},
}: OidcStoreOptions): OidcStore => {
  let lastSweep = Number.NEGATIVE_INFINITY;
  let sweeping: Promise<unknown> | null = null;

  const sweep = async () => {
    const deleted = await db
      .delete(oidcPayload)
      .where(lte(oidcPayload.expiresAt, new Date(now())))
      .returning({ id: oidcPayload.id });
    return deleted.length;
  };

  /** Expired rows would only be skipped on read: deleting them is not urgent, so it runs rarely. */
  const sweepNowAndThen = () => {
    if (sweeping || now() - lastSweep < sweepInterval) return;
    lastSweep = now();
    sweeping = sweep()
      .catch(onSweepError)
      .finally(() => {
        sweeping = null;
      });
  };

  const adapter: AdapterFactory = (kind) => {
    const live = (condition: SQL | undefined) =>
      and(
        eq(oidcPayload.kind, kind),
        condition,
        or(isNull(oidcPayload.expiresAt), gt(oidcPayload.expiresAt, new Date(now()))),
      );

    const findWhere = async (condition: SQL | undefined): Promise<AdapterPayload | undefined> => {
      const [row] = await db
        .select({ payload: oidcPayload.payload, consumedAt: oidcPayload.consumedAt })
        .from(oidcPayload)
        .where(live(condition))
        .limit(1);
      if (!row) return undefined;
      return row.consumedAt ? { ...row.payload, consumed: epochSeconds(row.consumedAt) } : row.payload;
    };

    const byId = (id: string) => and(eq(oidcPayload.kind, kind), eq(oidcPayload.id, id));

    return {
      upsert: async (id, payload, expiresIn) => {
        const at = now();
        const columns = {
          payload,
          grantId: optionalText(payload.grantId),
          userCode: optionalText(payload.userCode),
          uid: optionalText(payload.uid),
          expiresAt: typeof expiresIn === 'number' ? new Date(at + expiresIn * 1000) : null,
          consumedAt: consumedTime(payload.consumed, at),
        };
        await db
          .insert(oidcPayload)
          .values({ kind, id, ...columns })
          .onConflictDoUpdate({ target: [oidcPayload.kind, oidcPayload.id], set: columns });
        sweepNowAndThen();
      },
      find: (id) => findWhere(eq(oidcPayload.id, id)),
      findByUid: (uid) => findWhere(eq(oidcPayload.uid, uid)),
      findByUserCode: (userCode) => findWhere(eq(oidcPayload.userCode, userCode)),
      consume: async (id) => {
        await db
          .update(oidcPayload)
          .set({ consumedAt: new Date(now()) })
          .where(byId(id));
      },
      destroy: async (id) => {
        await db.delete(oidcPayload).where(byId(id));
      },
      revokeByGrantId: async (grantId) => {
        await db.delete(oidcPayload).where(and(eq(oidcPayload.kind, kind), eq(oidcPayload.grantId, grantId)));
      },
    };
  };

  return {
    adapter,
    sweep,
    close: async () => {
      await sweeping;
    },
  };
};
