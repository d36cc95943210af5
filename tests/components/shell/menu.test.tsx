import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../../authProvider/session';
import { findLanguage, type Locale } from '../../../i18n/languages';
import { menuDefinitions } from '../../../resources/menu';
import { resourceDeclarations } from '../../../resources/index';
import type { ServedMenu } from '../../../resources/visibleMenu';
import { serveMenu } from '../../../server/menu/serveMenu';
import { readCachedMenus, storeCachedMenus } from '../../../src/shell/menu/menuCache';
import { isInMenu, menuPaths, sidebarEntries } from '../../../src/shell/menu/sidebarEntries';
import { catalogueTables } from '../../support/catalogueFixtures';
import { createMemoryDataProvider } from '../../support/memoryDataProvider';
import { renderAdmin } from '../../support/TestAdmin';

/** What the server answers these roles in this language (the same function the server runs). */
const servedMenus = (role: string, locale: Locale): ServedMenu[] =>
  menuDefinitions.map((menu) => serveMenu(menu, [role], locale, resourceDeclarations));

/** A promise the test resolves when it chooses: the server "answering later". */
const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

/** The in-memory data provider, plus the menu call answering what `answer` returns. */
const providerWithMenus = (answer: () => Promise<ServedMenu[]>) =>
  Object.assign(createMemoryDataProvider(catalogueTables()), {
    getMenus: vi.fn(async () => ({ data: await answer() })),
  });

/** The sidebar's list (the app renders after its providers load). */
const sidebar = () => screen.findByRole('menu');

/** Renames the catalogue group of served menus: tells the cached menus from the server's answer. */
const withCatalogueTitle = (menus: ServedMenu[], label: string): ServedMenu[] =>
  menus.map((menu) => ({
    ...menu,
    items: menu.items.map((item) => (item.key === 'catalogue' ? { ...item, label } : item)),
  }));

const english = findLanguage('en').languageId;

// A desktop-wide window: the sidebar starts open, with its group titles.
beforeEach(() => {
  vi.stubGlobal('innerWidth', 1400);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('server-driven sidebar', () => {
  it('paints the cached menu before the server answers, then shows the answer', async () => {
    storeCachedMenus(null, english, withCatalogueTitle(servedMenus('admin', 'en'), 'Cached catalogues'));
    const answer = deferred<ServedMenu[]>();
    const dataProvider = providerWithMenus(() => answer.promise);
    await renderAdmin({ path: '/', dataProvider });

    expect(await within(await sidebar()).findByText('Cached catalogues')).toBeInTheDocument();
    expect(within(await sidebar()).getByText('Banks')).toBeInTheDocument();
    expect(dataProvider.getMenus).toHaveBeenCalledTimes(1);

    answer.resolve(servedMenus('admin', 'en'));
    expect(await within(await sidebar()).findByText('Catalogues')).toBeInTheDocument();
    expect(within(await sidebar()).queryByText('Cached catalogues')).not.toBeInTheDocument();
    expect(readCachedMenus(null, english)?.[1].items[1].label).toBe('Catalogues');
  });

  it('shows the dashboard first, then the groups with their items as links', async () => {
    await renderAdmin({ path: '/', dataProvider: providerWithMenus(async () => servedMenus('admin', 'en')) });
    const items = await within(await sidebar()).findAllByRole('menuitem');
    expect(items[0]).toHaveTextContent('Dashboard');
    expect(items[0]).toHaveAttribute('href', '/');
    expect(within(await sidebar()).getByText('Settings')).toBeInTheDocument();
    expect(within(await sidebar()).getByRole('menuitem', { name: 'Currencies' })).toHaveAttribute(
      'href',
      '/currency',
    );
    // The dashboard is in both menus and shows once.
    expect(within(await sidebar()).getAllByText('Dashboard')).toHaveLength(1);
  });

  it("hides the settings from a viewer's menu", async () => {
    await renderAdmin({
      path: '/bank',
      role: 'viewer',
      dataProvider: providerWithMenus(async () => servedMenus('viewer', 'en')),
    });
    expect(await within(await sidebar()).findByText('Catalogues')).toBeInTheDocument();
    expect(within(await sidebar()).getByRole('menuitem', { name: 'Banks' })).toBeInTheDocument();
    expect(within(await sidebar()).queryByText('Settings')).not.toBeInTheDocument();
    expect(within(await sidebar()).queryByRole('menuitem', { name: 'Currencies' })).not.toBeInTheDocument();
  });

  it('asks again in the new language when the language changes', async () => {
    const dataProvider = providerWithMenus(async () =>
      servedMenus('admin', findLanguage(localStorage.getItem(sessionKeys.languageId)).locale),
    );
    const { user } = await renderAdmin({ path: '/', dataProvider });
    expect(await within(await sidebar()).findByText('Catalogues')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Choose language: English'));
    await user.click(screen.getByText('Tiếng Việt'));
    expect(await within(await sidebar()).findByText('Danh mục')).toBeInTheDocument();
    expect(dataProvider.getMenus).toHaveBeenCalledTimes(2);
    expect(readCachedMenus(null, findLanguage('vi').languageId)).toBeDefined();
  });
});

describe('route guard', () => {
  it('sends a viewer who opens /currency to /AccessDeny', async () => {
    const { router } = await renderAdmin({
      path: '/currency',
      role: 'viewer',
      dataProvider: providerWithMenus(async () => servedMenus('viewer', 'en')),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/AccessDeny'));
  });

  it.each(['/no-such-page', '/dashbord'])('sends the unknown address %s to /404', async (path) => {
    const { router } = await renderAdmin({
      path,
      dataProvider: providerWithMenus(async () => servedMenus('admin', 'en')),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('opens the dashboard at /dashboard, its seed route', async () => {
    const { router } = await renderAdmin({
      path: '/dashboard',
      dataProvider: providerWithMenus(async () => servedMenus('admin', 'en')),
    });
    await within(await sidebar()).findByText('Catalogues');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets a viewer open the pages of its menu', async () => {
    const viewer = await renderAdmin({
      path: '/bank/create',
      role: 'viewer',
      dataProvider: providerWithMenus(async () => servedMenus('viewer', 'en')),
    });
    await within(await sidebar()).findByText('Catalogues');
    expect(viewer.router.state.location.pathname).toBe('/bank/create');
  });

  it("holds back a page last visit's menu lacks until the server answers", async () => {
    storeCachedMenus(null, english, servedMenus('viewer', 'en'));
    const answer = deferred<ServedMenu[]>();
    const dataProvider = providerWithMenus(() => answer.promise);
    const { router } = await renderAdmin({ path: '/currency', dataProvider });
    await within(await sidebar()).findByText('Catalogues');
    // Time for the list to load, were it shown.
    await new Promise((settle) => setTimeout(settle, 1000));
    expect(dataProvider.getList).not.toHaveBeenCalledWith('currency', expect.anything());
    answer.resolve(servedMenus('admin', 'en'));
    // The role now reads settings: the page opens instead of being refused on stale data.
    expect(await screen.findByText('Vietnamese dong')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/currency');
  });
});

describe('sidebar entries', () => {
  it('place titles before their items and show a path once', () => {
    const entries = sidebarEntries(servedMenus('accountant', 'en'));
    expect(entries.slice(0, 2).map((entry) => entry.label)).toEqual(['Dashboard', 'Find an order']);
    expect(entries.find((entry) => entry.label === 'Catalogues')?.kind).toBe('title');
    expect(entries.filter((entry) => entry.kind === 'item' && entry.path === '/')).toHaveLength(1);
    expect(entries.find((entry) => entry.label === 'Settings')?.kind).toBe('title');
  });

  it('match a page to the menu path of its first segment', () => {
    const paths = menuPaths(servedMenus('viewer', 'en'));
    expect(isInMenu('/', paths)).toBe(true);
    expect(isInMenu('/bank/12/show', paths)).toBe(true);
    expect(isInMenu('/currency', paths)).toBe(false);
    expect(isInMenu('/currency/create', paths)).toBe(false);
    expect(isInMenu('/search-order', paths)).toBe(true);
    expect(isInMenu('/purchased-order-mer/12/show', paths)).toBe(true);
    expect(isInMenu('/manage-order-package', paths)).toBe(false);
  });
});
