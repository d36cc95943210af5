import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, type Store, type UserIdentity } from 'react-admin';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { storeLanguageId } from '../../../authProvider/session';
import { createI18nProvider, loadMessages } from '../../../i18n/i18nProvider';
import { findLanguage } from '../../../i18n/languages';
import { AppBar } from '../../../src/shell/AppBar';
import { baseThemes, ChosenThemeProvider } from '../../../src/shell/theme/ChosenThemeProvider';
import { mediaQueryList } from '../../support/mediaQuery';
import { testAuthProvider } from '../../support/TestAdmin';

export const ada: UserIdentity = { id: 'ada', fullName: 'Ada Lovelace', email: 'ada@kago.test' };

/** Where the router is: "View all" is checked by where it leads. */
const CurrentPath = () => <output aria-label="current path">{useLocation().pathname}</output>;

/**
 * The app bar as the layout renders it: react-admin's context with the app's base themes, under the
 * chosen-theme provider, signed in as Ada (whose id token carries a name and an e-mail).
 */
export const renderAppBar = async ({
  store = memoryStore(),
  path = '/bank',
  beside,
}: {
  store?: Store;
  path?: string;
  /** Rendered beside the bar, in the same admin context. */ beside?: ReactNode;
} = {}) => {
  storeLanguageId(findLanguage('en').languageId);
  await loadMessages('en');
  const authProvider = { ...testAuthProvider('admin'), getIdentity: async () => ada };
  const shell = (
    <AdminContext
      store={store}
      authProvider={authProvider}
      i18nProvider={createI18nProvider('en')}
      lightTheme={baseThemes.lightTheme}
      darkTheme={baseThemes.darkTheme}
    >
      <ChosenThemeProvider>
        <AppBar />
        <CurrentPath />
        {beside}
      </ChosenThemeProvider>
    </AdminContext>
  );
  const router = createMemoryRouter([{ path: '*', element: shell }], { initialEntries: [path] });
  const user = userEvent.setup({ delay: null });
  const view = render(<RouterProvider router={router} />);
  return { user, store, view, screen };
};

/** The app bar element (MUI's `<header>`), whose background is the chosen topbar colour. */
export const appBarElement = () => document.querySelector('header')!;

/**
 * A window of the given width for MUI's media queries (jsdom has no layout): answers `min-width` and
 * `max-width` queries, which is all MUI's breakpoints ask.
 */
export const pretendWindowWidth = (width: number) => {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, kind, value]) =>
      kind === 'min' ? width >= Number(value) : width <= Number(value),
    );
  const original = window.matchMedia;
  window.matchMedia = (query: string) => mediaQueryList(query, matches(query));
  return () => {
    window.matchMedia = original;
  };
};
