import type { HttpClient } from './httpClient';
import { menuCallPaths } from '../contract/menu';
import type { MenuKey } from '../resources/menu';
import type { ServedMenu } from '../contract/visibleMenu';
import { callApi } from './callApi';
import { apiUrl } from './paths';

/** The menu calls of the call catalogue, as custom data provider methods. */
export interface MenuCalls {
  /** `GET /api/Menu/GetAllCrmMenu`: every menu as the user may use it, labels in its language. */
  getMenus: (params?: { signal?: AbortSignal }) => Promise<{ data: ServedMenu[] }>;
  /** `GET /api/Resources/GetByKey?key=`: one menu. */
  getMenu: (key: MenuKey, params?: { signal?: AbortSignal }) => Promise<{ data: ServedMenu }>;
  /** `GET /api/Menu/GetMenuBadges`: orders waiting for work, by order group key of the menus. */
  getMenuBadges: (params?: { signal?: AbortSignal }) => Promise<{ data: Record<string, number> }>;
}

export const menuCalls = (http: HttpClient): MenuCalls => ({
  getMenus: async ({ signal } = {}) => ({
    data: await callApi<ServedMenu[]>(http, {
      method: 'GET',
      url: apiUrl('master', menuCallPaths.all),
      signal,
    }),
  }),
  getMenu: async (key, { signal } = {}) => ({
    data: await callApi<ServedMenu>(http, {
      method: 'GET',
      url: apiUrl('master', menuCallPaths.byKey),
      params: { key },
      signal,
    }),
  }),
  getMenuBadges: async ({ signal } = {}) => ({
    data: await callApi<Record<string, number>>(http, {
      method: 'GET',
      url: apiUrl('master', menuCallPaths.badges),
      signal,
    }),
  }),
});
