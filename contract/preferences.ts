/**
 * The shapes a user gives their lists (issue 12, point 7), kept per user on the server so that they
 * follow the user to another machine: the calls, their bounds, and which of react-admin's store keys
 * are such preferences. The server refuses what these bounds refuse; the browser sends only these keys.
 */

/** `GET`: the signed-in user's preferences, `{ [key]: value }`. */
export const readPreferencesPath = 'UserPreference/GetMine';
/** `POST { key, value }`: saves one of the signed-in user's preferences; a `null` value forgets it. */
export const savePreferencePath = 'UserPreference/Save';

export const preferenceLimits = {
  /** A store key: letters, digits, `.`, `_` and `-` (resource names carry `-`). */
  keyPattern: '^[A-Za-z0-9._-]+$',
  keyMaxLength: 200,
  /** One value as JSON, in bytes: a list's saved queries with their filters fit many times over. */
  valueMaxBytes: 32 * 1024,
  /** Keys per user: a few per list (its columns, their order, its saved queries) over every list. */
  maxKeys: 1000,
} as const;

export interface SavePreference {
  key: string;
  /** A list, object, text or true/false (what react-admin keeps for a list); `null` forgets the key. */
  value: unknown;
}

export type Preferences = Record<string, unknown>;

/** The row density every list shares (src/kit/ShapedDatagrid.tsx). */
export const listDensityKey = 'kago.listDensity';

/**
 * The store keys kept on the server: react-admin's configurable preferences (a list's columns, their
 * order and the ones left out: `preferences.<list>.datagrid.*`), each list's saved queries
 * (`<list>.savedQueries`) and the row density. Everything else in the store (a list's page and
 * filters, the sidebar's open groups) stays in the browser, and so do a list's available columns
 * (`….availableColumns`): react-admin writes them from the list's declaration each time a list is
 * first shown in a browser, so they are no choice of the user's, and sending them cost a save per
 * list opened.
 */
export const isServerKeptPreference = (key: string) =>
  (key.startsWith('preferences.') && !key.endsWith('.availableColumns')) ||
  key.endsWith('.savedQueries') ||
  key === listDensityKey;
