import type { HttpClient } from './httpClient';
import { readPreferencesPath, savePreferencePath, type Preferences } from '../contract/preferences';
import { callApi } from './callApi';
import { apiUrl } from './paths';

/** The signed-in user's list preferences on the server (contract/preferences.ts). */
export interface PreferenceCalls {
  readMine: () => Promise<Preferences>;
  /** A `null` value forgets the key. */
  save: (key: string, value: unknown) => Promise<void>;
}

export const preferenceCalls = (http: HttpClient): PreferenceCalls => ({
  readMine: () => callApi<Preferences>(http, { method: 'GET', url: apiUrl('master', readPreferencesPath) }),
  save: async (key, value) => {
    await callApi(
      http,
      { method: 'POST', url: apiUrl('master', savePreferencePath), data: { key, value } },
      { expectData: false },
    );
  },
});
