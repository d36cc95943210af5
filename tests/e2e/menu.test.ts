import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { translate } from '../../i18n/translate';
import { startTestServer, type TestServer } from '../support/testServer';
import { openBrowser, openSignedIn, type BrowserSession } from './support/browser';

/** The menus the server serves, in a real browser after a real sign-in (Vietnamese, the default). */
const catalogueTitle = translate('vi', 'kago.menu.catalogue');
const settingTitle = translate('vi', 'kago.menu.setting');

const sidebar = (page: Page) => page.getByRole('menu').first();

describe('the server-driven menu in a real browser', () => {
  let server: TestServer;
  let browser: BrowserSession | undefined;

  beforeAll(async () => {
    server = await startTestServer();
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
    await page.route('**/api/Menu/**', async (route) => {
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
    await page.unroute('**/api/Menu/**');
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
});
