import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { translate } from '../../i18n/translate';
import { signIn } from '../support/signIn';
import { sharedTestServer } from '../support/sharedTestServer';
import type { TestServer } from '../support/testServer';
import { openBrowser, openSignedIn, type BrowserSession } from './support/browser';

/** The menus the server serves, in a real browser after a real sign-in (Vietnamese, the default). */
const catalogueTitle = translate('vi', 'kago.menu.catalogue');
const settingTitle = translate('vi', 'kago.menu.setting');

const sidebar = (page: Page) => page.getByRole('menu').first();

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
