import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as vi } from '../../i18n/vi/app';
import { translate } from '../../i18n/translate';
import { sharedTestServer } from '../support/sharedTestServer';
import type { TestServer } from '../support/testServer';
import { openBrowser, signInThroughProvider, type BrowserSession } from './support/browser';

/** The texts shown before and instead of a screen's chunk, in Vietnamese (the default language). */
const texts = vi.kago.pages;
const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

describe('lazily loaded screens in a real browser', () => {
  let server: TestServer;
  let browser: BrowserSession;

  beforeAll(async () => {
    server = sharedTestServer();
    browser = await openBrowser();
    const { page } = browser;
    // Signed in from /signin the app lands on the dashboard: no list screen's chunk is loaded yet.
    await page.goto(`${server.url}/signin`);
    await Promise.all([
      page.waitForURL((url) => url.pathname.startsWith('/oidc')),
      page.locator('main button').click(),
    ]);
    await signInThroughProvider(page, 'admin', 'admin');
    // Signed in, the app lands on the dashboard, at its seed route /dashboard.
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('show a spinner while the chunk of a screen downloads, then the screen', async () => {
    const { page } = browser;
    let release!: () => void;
    const released = new Promise<void>((done) => {
      release = done;
    });
    let held = 0;
    await page.route(chunk('ResourceList'), async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
    await page.locator('a[href="/bank"]').first().click();
    await page.getByRole('progressbar', { name: texts.loading }).waitFor();
    expect(held).toBe(1);
    release();
    await page.getByRole('cell', { name: 'VCB' }).first().waitFor();
    expect(await page.getByRole('progressbar', { name: texts.loading }).count()).toBe(0);
    await page.unroute(chunk('ResourceList'));
  });

  it("say 'Loading failed! Please reload.' when the chunk cannot be downloaded; Reload then opens the screen", async () => {
    const { page } = browser;
    await page.route(chunk('ResourceCreate'), (route) => route.abort());
    await page.locator('a[href="/bank/create"]').first().click();
    const failed = page.getByRole('alert').filter({ hasText: texts.loadingFailed });
    await failed.waitFor();
    expect(new URL(page.url()).pathname).toBe('/bank/create');

    await page.unroute(chunk('ResourceCreate'));
    await Promise.all([
      page.waitForEvent('load'),
      failed.getByRole('button', { name: texts.reload }).click(),
    ]);
    await page.getByRole('button', { name: translate('vi', 'ra.action.save') }).waitFor();
    expect(await page.getByText(texts.loadingFailed).count()).toBe(0);
    expect(browser.pageErrors).toEqual([]);
  });
});
