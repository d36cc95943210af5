import { useEffect } from 'react';
import { useGetIdentity, useStoreContext, type Store } from 'react-admin';
import { isServerKeptPreference, type Preferences } from '../../contract/preferences';
import type { PreferenceCalls } from '../../dataProvider/preferences';

/** Whose preferences this browser's store holds: another user's are not shown to the next one. */
export const preferencesOwnerKey = 'kago.preferencesOwner';

/**
 * The server's value of each preference (as JSON) when this browser last heard from it: a value
 * here that differs from it was changed in this browser and not yet taken by the server, and is
 * sent after a reload. Signing out drops it with the owner.
 */
export const preferencesSyncedKey = 'kago.preferencesSynced';

export interface ServerKeptStore extends Store {
  /** Reads the user's preferences from the server into the store, once per signed-in user. */
  loadFor: (userId: string) => Promise<void>;
  /** Sends the changes still waiting now, rather than after the pause. */
  flush: () => Promise<void>;
}

export const isServerKeptStore = (store: Store): store is ServerKeptStore =>
  typeof (store as Partial<ServerKeptStore>).loadFor === 'function';

/** What tells the store that the network is back and that the page is going away. */
export type PageEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface ServerKeptStoreOptions {
  /** The pause after the last change before it is sent. */
  delayMs?: number;
  /** The first wait before a failed read or save is tried again; it doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** `online` tries again at once, `pagehide` sends what waits; the window by default. */
  events?: PageEvents;
}

/**
 * No answer, or one that may change by itself (a timeout, too many calls, the server failing): worth
 * trying again. A refusal (the value out of bounds, the user no longer signed in) is not; the value
 * stays in this browser and goes with its next change or the next page load.
 */
const worthRetrying = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number' || status === 0 || status === 408 || status === 429 || status >= 500;
};

const jsonOf = (value: unknown) => JSON.stringify(value ?? null);

/**
 * react-admin's store over `base`, whose list preferences (contract/preferences.ts: columns, their
 * order, saved queries, density) are also kept per user on the server: read once after sign-in
 * (`loadFor`), then written through, a pause after the last change so that dragging a column sends
 * one call. Every read stays on `base`, so screens never wait for the server; everything else in the
 * store stays in the browser only.
 *
 * Before the server has answered, changes wait: a list mounted first writes its default columns, and
 * the user's own from the server must win over them, unless this browser changed the value since it
 * last heard from the server and the server's has not changed since (`preferencesSyncedKey`): then
 * it is a change the server never took, kept and sent. A read or save that fails for want of an
 * answer is tried again after a wait that doubles, at once when the browser is back `online`, and
 * the page sends what waits when it is hidden or left (`pagehide`); what the server has not taken
 * by then stays in `base` and goes after the next load. Saves go one after another, each sending the
 * key's value of the moment, so the newest value is the last one the server gets. Signing out
 * (`reset`) drops what waits: the token is revoked by then.
 */
export const serverKeptStore = (
  base: Store,
  calls: PreferenceCalls,
  {
    delayMs = 400,
    retryMs = 2000,
    maxRetryMs = 60_000,
    events = typeof window === 'undefined' ? undefined : window,
  }: ServerKeptStoreOptions = {},
): ServerKeptStore => {
  /** The server's value of each key it holds, as JSON: an unchanged value is not sent. */
  const known = new Map<string, string>();
  const pending = new Set<string>();
  /** The user whose preferences are wanted (the last `loadFor`), and the one they were read for. */
  let wanted: string | null = null;
  let loadedFor: string | null = null;
  let loading: { userId: string; done: Promise<void> } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  /** Counts sign-outs: work started before one is not continued after it. */
  let session = 0;
  let sending = Promise.resolve();

  const later = (run: () => void, ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  const retryLater = (run: () => void) => {
    failures += 1;
    later(run, Math.min(retryMs * 2 ** (failures - 1), maxRetryMs));
  };

  const remember = () => base.setItem(preferencesSyncedKey, Object.fromEntries(known));

  /** Sends the waiting keys; false when the server could not be reached, the rest then waiting too. */
  const sendPending = async (from: number) => {
    for (const key of [...pending]) {
      if (session !== from) return true;
      pending.delete(key);
      const value = base.getItem<unknown>(key) ?? null;
      const json = jsonOf(value);
      if ((known.get(key) ?? jsonOf(null)) === json) continue;
      try {
        await calls.save(key, value);
      } catch (error) {
        if (!worthRetrying(error)) continue;
        pending.add(key);
        return false;
      }
      if (session !== from) return true;
      if (value === null) known.delete(key);
      else known.set(key, json);
      remember();
    }
    return true;
  };

  const flush = () => {
    // Before the read, the timer is the read's retry, which stays.
    if (loadedFor === null) return sending;
    clearTimeout(timer);
    timer = undefined;
    const from = session;
    // One send after another, so that two quick changes of one key arrive in order.
    sending = sending.then(async () => {
      const sent = await sendPending(from);
      if (session !== from) return;
      if (sent) failures = 0;
      else retryLater(() => void flush());
    });
    return sending;
  };

  const changed = (key: string) => {
    if (!isServerKeptPreference(key)) return;
    pending.add(key);
    if (loadedFor === null) return;
    later(() => void flush(), delayMs);
  };

  const apply = (userId: string, server: Preferences) => {
    const owner = base.getItem<string>(preferencesOwnerKey);
    const mine = owner === undefined || owner === userId;
    const synced = owner === userId ? base.getItem<Record<string, string>>(preferencesSyncedKey) : undefined;
    const keys = new Set([...Object.keys(base.listItems?.() ?? {}), ...Object.keys(server)]);
    known.clear();
    pending.clear();
    for (const key of keys) {
      if (!isServerKeptPreference(key)) continue;
      const here = jsonOf(base.getItem(key));
      const there = jsonOf(server[key]);
      if (key in server) known.set(key, there);
      if (here === there) continue;
      const last = synced?.[key] ?? jsonOf(null);
      // Changed here since this browser last heard, and not on the server: a save that never arrived.
      // Without that record (the first sign-in here), only what the server does not hold is sent up
      // (chosen before preferences were kept on the server).
      const keepHere = synced ? here !== last && there === last : mine && !(key in server);
      if (keepHere) pending.add(key);
      else if (key in server) base.setItem(key, server[key]);
      else base.removeItem(key);
    }
    base.setItem(preferencesOwnerKey, userId);
    remember();
    loadedFor = userId;
    failures = 0;
    if (pending.size > 0) void flush();
  };

  const loadFor = (userId: string): Promise<void> => {
    wanted = userId;
    if (loadedFor === userId) return Promise.resolve();
    if (loading?.userId === userId) return loading.done;
    const done = calls.readMine().then(
      (server) => {
        if (loading?.userId === userId) apply(userId, server);
      },
      () => {
        // The screens work from this browser's values meanwhile; their changes wait for the read.
        if (loading?.userId !== userId) return;
        loading = null;
        retryLater(() => void loadFor(userId));
      },
    );
    loading = { userId, done };
    return done;
  };

  /** Back online: whatever waits for the server is tried now rather than after its wait. */
  const retryNow = () => {
    failures = 0;
    if (loadedFor !== null) void flush();
    else if (wanted !== null && loading === null) void loadFor(wanted);
  };
  const leaving = () => void flush();
  const whenHidden = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') void flush();
  };

  return {
    ...base,
    setup: () => {
      base.setup();
      events?.addEventListener('online', retryNow);
      events?.addEventListener('pagehide', leaving);
      events?.addEventListener('visibilitychange', whenHidden);
    },
    teardown: () => {
      events?.removeEventListener('online', retryNow);
      events?.removeEventListener('pagehide', leaving);
      events?.removeEventListener('visibilitychange', whenHidden);
      base.teardown();
    },
    setItem: (key, value) => {
      base.setItem(key, value);
      changed(key);
    },
    removeItem: (key) => {
      base.removeItem(key);
      changed(key);
    },
    removeItems: (keyPrefix) => {
      const removed = Object.keys(base.listItems?.(keyPrefix) ?? {});
      base.removeItems(keyPrefix);
      removed.forEach(changed);
    },
    reset: () => {
      clearTimeout(timer);
      timer = undefined;
      session += 1;
      failures = 0;
      pending.clear();
      known.clear();
      wanted = null;
      loadedFor = null;
      loading = null;
      base.reset();
    },
    loadFor,
    flush,
  };
};

/**
 * Reads the signed-in user's preferences into the app's store once they are known (the layout is
 * rendered only when signed in); nothing for a store that keeps none on the server (tests).
 */
export const useServerKeptPreferences = () => {
  const store = useStoreContext();
  const { identity } = useGetIdentity();
  const userId = identity?.id === undefined ? null : String(identity.id);
  useEffect(() => {
    if (userId !== null && isServerKeptStore(store)) void store.loadFor(userId);
  }, [store, userId]);
};
