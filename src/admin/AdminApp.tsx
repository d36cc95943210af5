import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { readLanguageId } from '../../authProvider/session';
import { createAuthProvider } from '../../authProvider/authProvider';
import { createDataProvider } from '../../dataProvider/dataProvider';
import { createHttpClient } from '../../dataProvider/httpClient';
import { preferenceCalls } from '../../dataProvider/preferences';
import { createI18nProvider, loadMessages } from '../../i18n/i18nProvider';
import { findLanguage } from '../../i18n/languages';
import { publicPaths } from '../../contract/publicPaths';
import { KagoAdmin } from './KagoAdmin';
import { preferenceKeepingStore } from './preferenceStore';
import { followRouter } from '../shell/NavigationPending';
import { LoadPublicPage } from './publicRedirects';
import { serverKeptStore } from './serverKeptStore';

/** Public paths other than `/`, which inside the admin is the dashboard. */
const publicPagePaths = publicPaths.filter((path) => path !== '/');

/**
 * Builds the signed-in app: the stored language's messages are fetched first so the first paint is
 * already in that language, then the providers and a data router (react-admin's unsaved-changes
 * guard needs one) are created once.
 */
export const createAdminApp = async () => {
  const { locale } = findLanguage(readLanguageId());
  await loadMessages(locale);
  const http = createHttpClient();
  // The user's list preferences follow them from machine to machine (src/admin/serverKeptStore.ts).
  const store = serverKeptStore(preferenceKeepingStore(), preferenceCalls(http));
  // The stored language id is the source of truth; react-admin's own remembered locale follows it.
  store.setItem('locale', locale);
  const admin = (
    <KagoAdmin
      dataProvider={createDataProvider(undefined, http)}
      authProvider={createAuthProvider()}
      i18nProvider={createI18nProvider(locale)}
      store={store}
    />
  );
  const router = createBrowserRouter([
    ...publicPagePaths.map((path) => ({ path, element: <LoadPublicPage /> })),
    { path: '*', element: admin },
  ]);
  followRouter(router);
  return function AdminApp() {
    return <RouterProvider router={router} />;
  };
};
