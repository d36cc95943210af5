import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, type DataProvider } from 'react-admin';
import { readSession } from '../../../authProvider/session';
import type { MenuCalls } from '../../../dataProvider/menu';
import { findLanguage } from '../../../i18n/languages';
import type { ServedMenu } from '../../../contract/visibleMenu';
import { readCachedMenus, storeCachedMenus } from './menuCache';

/**
 * - `loading`: nothing to show yet (first visit);
 * - `cached`: the menus of the last visit, while the server is asked again;
 * - `fresh`: the server's answer in the current language;
 * - `failed`: the server did not answer (the cached menus, if any, stay on screen).
 */
export type ServerMenuStatus = 'loading' | 'cached' | 'fresh' | 'failed';

export interface ServerMenuState {
  menus: ServedMenu[] | undefined;
  status: ServerMenuStatus;
}

// A role or a screen rarely changes while someone works; a reload or a language switch asks again.
const menuStaleTimeMs = 10 * 60_000;

/**
 * The user's menus, served by the server (`Menu/GetAllCrmMenu`): the cached ones at once, refreshed
 * in the background, asked again when the language changes. Every caller shares one request.
 */
export const useServerMenu = (): ServerMenuState => {
  const dataProvider = useDataProvider<DataProvider & MenuCalls>();
  const [locale] = useLocaleState();
  const { languageId } = findLanguage(locale);
  const subject = readSession()?.subject ?? null;
  const query = useQuery({
    queryKey: ['kago.serverMenu', subject, languageId],
    queryFn: async ({ signal }) => {
      const { data } = await dataProvider.getMenus({ signal });
      storeCachedMenus(subject, languageId, data);
      return data;
    },
    // Until the answer comes: this language's cached menus, else what was on screen (the language
    // just switched), so the sidebar never empties.
    placeholderData: (previous) => readCachedMenus(subject, languageId) ?? previous,
    staleTime: menuStaleTimeMs,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const status: ServerMenuStatus = query.isError
    ? 'failed'
    : query.isSuccess && !query.isPlaceholderData
      ? 'fresh'
      : query.data
        ? 'cached'
        : 'loading';
  // A failed refresh drops the placeholder; the cached menus are still the best there is.
  const menus = query.data ?? (query.isError ? readCachedMenus(subject, languageId) : undefined);
  return { menus, status };
};
