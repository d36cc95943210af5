import { useEffect } from 'react';
import { useGetIdentity, useStoreContext, type Store } from 'react-admin';
import { isServerKeptPreference, type Preferences } from '../../contract/preferences';
import type { PreferenceCalls } from '../../dataProvider/preferences';

/** Whose preferences this browser's store holds: another user's are not shown to the next one. */
export const preferencesOwnerKey = 'kago.preferencesOwner';

export interface ServerKeptStore extends Store {
  /** Reads the user's preferences from the server into the store, once per signed-in user. */
  loadFor: (userId: string) => Promise<void>;
  /** Sends the changes still waiting now, rather than after the pause. */
  flush: () => Promise<void>;
}

export const isServerKeptStore = (store: Store): store is ServerKeptStore =>
  typeof (store as Partial<ServerKeptStore>).loadFor === 'function';

const same = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

/**
 * react-admin's store over `base`, whose list preferences (contract/preferences.ts: columns, their
 * order, saved queries, density) are also kept per user on the server: read once after sign-in
 * (`loadFor`), then written through, a pause after the last change so that dragging a column sends
 * one call. Every read stays on `base`, so screens never wait for the server; everything else in the
 * store stays in the browser only.
 *
 * Before the server has answered, changes wait: a list mounted first writes its default columns, and
 * the user's own from the server must win over them. A failed write keeps the value in this browser
 * (it is sent again with the key's next change); a failed read leaves the server untouched this
 * session. Signing out (`reset`) drops what waits: the token is revoked by then.
 */
export const serverKeptStore = (
  base: Store,
  calls: PreferenceCalls,
  { delayMs = 400 }: { delayMs?: number } = {},
): ServerKeptStore => {
  /** The server's value of each key this page knows, as JSON: an unchanged value is not sent. */
  const known = new Map<string, string>();
  const pending = new Set<string>();
  let loadedFor: string | null = null;
  let loading: { userId: string; done: Promise<void> } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = Promise.resolve();

  const sendPending = async () => {
    const keys = [...pending];
    pending.clear();
    for (const key of keys) {
      const value = base.getItem<unknown>(key) ?? null;
      const json = JSON.stringify(value);
      if (known.get(key) === json) continue;
      try {
        await calls.save(key, value);
        known.set(key, json);
      } catch {
        // Kept in this browser; a preference is no work to stop for or to warn about.
      }
    }
  };

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (loadedFor === null) return sending;
    // One send after another, so that two quick changes of one key arrive in order.
    sending = sending.then(sendPending);
    return sending;
  };

  const changed = (key: string) => {
    if (!isServerKeptPreference(key)) return;
    pending.add(key);
    if (loadedFor === null) return;
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), delayMs);
  };

  const apply = (userId: string, server: Preferences) => {
    const owner = base.getItem<string>(preferencesOwnerKey);
    for (const key of Object.keys(base.listItems?.() ?? {})) {
      if (!isServerKeptPreference(key) || key in server) continue;
      // Chosen here by this user (or before preferences were kept on the server): sent up.
      if (owner === undefined || owner === userId) pending.add(key);
      else base.removeItem(key);
    }
    for (const [key, value] of Object.entries(server)) {
      pending.delete(key);
      known.set(key, JSON.stringify(value));
      if (!same(base.getItem(key), value)) base.setItem(key, value);
    }
    base.setItem(preferencesOwnerKey, userId);
    loadedFor = userId;
    if (pending.size > 0) void flush();
  };

  const loadFor = (userId: string) => {
    if (loadedFor === userId) return Promise.resolve();
    if (loading?.userId === userId) return loading.done;
    const done = calls.readMine().then(
      (server) => {
        if (loading?.userId === userId) apply(userId, server);
      },
      () => {
        // The screens work from this browser's values; the next sign-in reads again.
      },
    );
    loading = { userId, done };
    return done;
  };

  return {
    ...base,
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
      pending.clear();
      known.clear();
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
