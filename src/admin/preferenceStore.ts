import { localStorageStore, type Store } from 'react-admin';
import { themeChoiceStoreKey } from '../shell/theme/useThemeChoice';

/** What a person chose for themselves, which outlives a session: light or dark, colours, language. */
export const keptPreferences = ['theme', themeChoiceStoreKey, 'locale'] as const;

/**
 * react-admin's localStorage store, except that signing out (which resets the store) keeps the
 * preferences: the next person at the same desk signs in to the same look, in the same language.
 */
export const preferenceKeepingStore = (store: Store = localStorageStore(undefined, 'kago')): Store => ({
  ...store,
  reset: () => {
    const kept = keptPreferences.map((key) => [key, store.getItem(key)] as const);
    store.reset();
    for (const [key, value] of kept) if (value !== undefined) store.setItem(key, value);
  },
});
