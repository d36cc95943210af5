import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore, type AuthProvider, type Store } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { storeLanguageId } from '../../authProvider/session';
import { canDo } from '../../contract/resourceAccess';
import { createI18nProvider, loadMessages } from '../../i18n/i18nProvider';
import { findLanguage, type Locale } from '../../i18n/languages';
import { KagoAdmin } from '../../src/admin/KagoAdmin';
import { createMemoryDataProvider, type MemoryDataProvider, type MemoryTables } from './memoryDataProvider';

/**
 * A signed-in user (unit level: the OIDC flow has its own tests), whose rights are the real ones
 * (contract/resourceAccess.ts): a viewer reads, an admin does what each resource offers.
 */
export const testAuthProvider = (role: 'admin' | 'viewer' = 'admin'): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: role, fullName: role === 'admin' ? 'Ada Admin' : 'Vi Viewer' }),
  getPermissions: async () => [role],
  canAccess: async ({ action, resource }) => canDo([role], resource ?? '', action),
});

interface RenderAdminOptions {
  /** The route to open, e.g. `/bank` or `/bank/1`. */
  path: string;
  tables?: MemoryTables;
  dataProvider?: MemoryDataProvider;
  locale?: Locale;
  role?: 'admin' | 'viewer';
  /** The react-admin store: pass one to see what a screen kept in it across renders. */
  store?: Store;
  /** Instead of `testAuthProvider(role)`: to see what the app asks of it. */
  authProvider?: AuthProvider;
  /**
   * Whether the sidebar shows the served menu. Off unless a test is about the menu: a screen's test
   * then renders and queries a page half the size (KagoAdmin's `menu` says why). The route guard
   * reads the served menu either way.
   */
  withMenu?: boolean;
}

/** The sidebar of a test about one screen: nothing in it. */
const NoMenu = () => null;

/**
 * Renders the real admin tree (KagoAdmin: layout, route guard, notifications, generated views, the
 * real i18n provider; the sidebar's menu when asked for) in a memory router over an in-memory data
 * provider.
 */
export const renderAdmin = async ({
  path,
  tables = {},
  dataProvider,
  locale = 'en',
  role,
  store = memoryStore({ locale }),
  authProvider = testAuthProvider(role),
  withMenu = false,
}: RenderAdminOptions) => {
  storeLanguageId(findLanguage(locale).languageId);
  await loadMessages(locale);
  const provider = dataProvider ?? createMemoryDataProvider(tables, { role });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <KagoAdmin
            dataProvider={provider}
            authProvider={authProvider}
            i18nProvider={createI18nProvider(locale)}
            store={store}
            menu={withMenu ? undefined : NoMenu}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup({ delay: null });
  render(<RouterProvider router={router} />);
  return { dataProvider: provider, router, user, screen };
};
