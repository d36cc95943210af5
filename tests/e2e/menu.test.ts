import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { languages } from '../../i18n/languages';
import { translate } from '../../i18n/translate';
import { orderFamilies } from '../../resources/orders/index';
import type { ServedMenu, ServedMenuItem } from '../../resources/visibleMenu';
import { signIn } from '../support/signIn';
import { sharedTestServer } from '../support/sharedTestServer';
import type { TestServer } from '../support/testServer';
import { openBrowser, openSignedIn, type BrowserSession } from './support/browser';
import { switchLanguage, untranslatedOn } from './support/screenText';

/** The menus the server serves, in a real browser after a real sign-in (Vietnamese, the default). */
const catalogueTitle = translate('vi', 'kago.menu.catalogue');
const settingTitle = translate('vi', 'kago.menu.setting');

const sidebar = (page: Page) => page.getByRole('menu').first();

const leafPaths = (items: readonly ServedMenuItem[]): string[] =>
  items.flatMap((item) => (item.children ? leafPaths(item.children) : item.path ? [item.path] : []));

/** Every screen the server's menus give a role, read with a token of its own. */
const servedPaths = async (server: TestServer, username: string) => {
  const { accessToken } = await signIn(server.url, username, username);
  const response = await fetch(`${server.url}/api/Menu/GetAllCrmMenu`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const menus = ((await response.json()) as { data: ServedMenu[] }).data;
  return [...new Set(menus.flatMap((menu) => leafPaths(menu.items)))];
};

/** Opens a path inside the running app, as a menu link does (no reload). */
const navigate = (page: Page, path: string) =>
  page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

describe('the server-driven menu in a real browser', () => {
  let server: TestServer;
  let browser: BrowserSession | undefined;

  beforeAll(async () => {
    server = sharedTestServer();
  });
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });
  afterAll(() => server?.close());

  it("shows an admin the catalogue and setting groups, and paints last visit's menu before the server answers", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await openSignedIn(page, server.url, '/bank');
    await sidebar(page).getByText(catalogueTitle, { exact: true }).waitFor();
    await sidebar(page).getByText(settingTitle, { exact: true }).waitFor();
    await sidebar(page).getByRole('menuitem', { name: 'Ngân hàng', exact: true }).waitFor();

    // Hold the menu calls back until the sidebar has been seen: it can only come from the cache.
    let menuRequests = 0;
    let release!: () => void;
    const released = new Promise<void>((done) => {
      release = done;
    });
    await page.route('**/api/Menu/GetAllCrmMenu', async (route) => {
      menuRequests += 1;
      await released;
      await route.continue();
    });
    const answered = page.waitForResponse((response) => response.url().includes('/api/Menu/GetAllCrmMenu'));
    await page.reload();
    await sidebar(page).getByText(settingTitle, { exact: true }).waitFor();
    await sidebar(page).getByRole('menuitem', { name: 'Ngân hàng', exact: true }).waitFor();
    expect(menuRequests).toBe(1);
    release();
    expect((await answered).status()).toBe(200);
    await sidebar(page).getByText(settingTitle, { exact: true }).waitFor();
    await page.unroute('**/api/Menu/GetAllCrmMenu');
    expect(browser.pageErrors).toEqual([]);
    expect(browser.consoleErrors).toEqual([]);
  });

  it(
    'opens every screen of the served menus for admin in each language, none a 404, an error, a failed load or an untranslated label',
    { timeout: 300_000 },
    async () => {
      // The order screens are opened one by one, with their rows, in orderLists.test.ts.
      const orderPaths = new Set(orderFamilies.map((family) => `/${family.route}`));
      const paths = (await servedPaths(server, 'admin')).filter((path) => !orderPaths.has(path));
      expect(paths).toEqual(
        expect.arrayContaining(['/', '/bank', '/customer-information', '/access-history']),
      );
      browser = await openBrowser();
      const { page } = browser;
      await openSignedIn(page, server.url, '/bank');
      const untranslated: string[] = [];
      for (const language of languages) {
        if (language.locale !== 'vi') await switchLanguage(page, language.locale);
        const loadingFailed = translate(language.locale, 'kago.pages.loadingFailed');
        const notFound = translate(language.locale, 'kago.pages.notFound');
        for (const path of paths) {
          await navigate(page, path);
          await expect.poll(() => new URL(page.url()).pathname, { message: path }).toBe(path);
          // Loaded: the page's title is set and nothing is spinning in the content.
          await expect
            .poll(
              () =>
                page.evaluate(
                  () =>
                    Boolean(document.querySelector('#react-admin-title')?.textContent?.trim()) &&
                    !document.querySelector('main [role="progressbar"]'),
                ),
              { message: path, timeout: 15_000 },
            )
            .toBe(true);
          const text = (await page.locator('main').textContent()) ?? '';
          expect(text, path).not.toContain(loadingFailed);
          expect(text, path).not.toContain(notFound);
          untranslated.push(...(await untranslatedOn(page, `${language.locale} ${path}`, language.locale)));
        }
      }
      expect(untranslated).toEqual([]);
      expect(browser.pageErrors).toEqual([]);
      expect(browser.consoleErrors).toEqual([]);
    },
  );

  it('hides the settings from a viewer and sends it from /currency to /AccessDeny', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await openSignedIn(page, server.url, '/bank', 'viewer');
    await sidebar(page).getByText(catalogueTitle, { exact: true }).waitFor();
    await sidebar(page).getByRole('menuitem', { name: 'Ngân hàng', exact: true }).waitFor();
    expect(await sidebar(page).getByText(settingTitle, { exact: true }).count()).toBe(0);
    expect(await sidebar(page).getByRole('menuitem', { name: 'Tiền tệ', exact: true }).count()).toBe(0);

    await page.goto(`${server.url}/currency`);
    await page.waitForURL((url) => url.pathname === '/AccessDeny');
    await page.getByText(translate('vi', 'kago.auth.accessDenied')).first().waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it('opens and closes groups (kept across a reload), finds a screen by typing, shows waiting orders, and starts collapsed at 1220 px', async () => {
    const { accessToken } = await signIn(server.url, 'admin', 'admin');
    // The server's counts now: they move as other files work orders, and are cached for 30 s.
    const readBadges = async () =>
      (
        (await (
          await fetch(`${server.url}/api/Menu/GetMenuBadges`, {
            headers: { authorization: `Bearer ${accessToken}` },
          })
        ).json()) as { data: Record<string, number> }
      ).data;
    expect((await readBadges())['purchase-waiting']).toBeGreaterThan(0);

    browser = await openBrowser();
    const { page } = browser;
    await openSignedIn(page, server.url, '/bank');
    const groupTitle = (key: string) =>
      sidebar(page)
        .locator('[aria-expanded]')
        .filter({ hasText: translate('vi', key) })
        .first();
    const purchased = groupTitle('kago.menu.purchased');
    await expect.poll(() => groupTitle('kago.menu.catalogue').getAttribute('aria-expanded')).toBe('true');
    expect(await purchased.getAttribute('aria-expanded')).toBe('false');
    const mercariPurchased = sidebar(page).getByRole('menuitem', {
      name: translate('vi', 'kago.orderList.families.purchased-order-mer'),
      exact: true,
    });
    expect(await mercariPurchased.count()).toBe(0);
    await purchased.click();
    await mercariPurchased.waitFor();
    // Whole on hover, as on screen.
    expect(await mercariPurchased.getAttribute('title')).toBe(
      translate('vi', 'kago.orderList.families.purchased-order-mer'),
    );
    await page.reload();
    await mercariPurchased.waitFor();
    expect(await groupTitle('kago.menu.purchased').getAttribute('aria-expanded')).toBe('true');

    // The waiting-purchase group counts its orders, for the eye and for screen readers.
    const waiting = groupTitle('kago.menu.purchaseWaiting');
    await expect
      .poll(async () => {
        const count = (await readBadges())['purchase-waiting'];
        const badge = translate('vi', 'kago.navigation.menu.badge', { smart_count: count });
        return (await waiting.textContent())?.includes(badge);
      })
      .toBe(true);

    // Typed without accents, from the keyboard alone: Enter opens the first screen found.
    const search = page.getByRole('searchbox', { name: translate('vi', 'kago.navigation.menu.searchLabel') });
    await search.focus();
    await page.keyboard.type('tien te');
    await sidebar(page).getByRole('menuitem', { name: 'Tiền tệ', exact: true }).waitFor();
    expect(await sidebar(page).getByRole('menuitem', { name: 'Ngân hàng', exact: true }).count()).toBe(0);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/currency');
    expect(await search.inputValue()).toBe('');
    expect(browser.pageErrors).toEqual([]);
    expect(browser.consoleErrors).toEqual([]);

    // Seed section 9: 1220 px wide or less, the sidebar starts collapsed (icons, no search field).
    await browser.close();
    browser = await openBrowser({ width: 1220, height: 900 });
    await openSignedIn(browser.page, server.url, '/bank');
    await sidebar(browser.page).getByRole('menuitem').first().waitFor();
    expect(
      await browser.page
        .getByRole('searchbox', { name: translate('vi', 'kago.navigation.menu.searchLabel') })
        .count(),
    ).toBe(0);
  });
});
