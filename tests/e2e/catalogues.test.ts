import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { translate } from '../../i18n/translate';
import { signIn } from '../support/signIn';
import { startTestServer, type TestServer } from '../support/testServer';
import { openInApp, openRow, openSignedIn, signInThroughProvider } from './support/browser';
import { useBrowser } from './support/useBrowser';

/** What the API holds for a keyword, read with a token of its own: the screens must match it. */
const banksMatching = async (server: TestServer, keyword: string) => {
  const { accessToken } = await signIn(server.url, 'admin', 'admin');
  const response = await fetch(`${server.url}/api/bank/get?skip=0&take=50&keyword=${keyword}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const body = (await response.json()) as { data: { items: { code: string; name: string }[] } };
  return body.data.items;
};

const startSignIn = async (page: Page) =>
  Promise.all([
    page.waitForURL((url) => url.pathname.startsWith('/oidc')),
    page.locator('main button').click(),
  ]);

describe('catalogues in a real browser, signed in for real', () => {
  const { server, browser } = useBrowser();

  it('sends a visitor to sign-in and back to the page asked for', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/state-province`);
    await page.waitForURL((url) => url.pathname === '/signin');
    await page.locator('main button').waitFor();
    // One page load to /signin, not a pile of history entries that stalls the page.
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(3);
    await startSignIn(page);
    await signInThroughProvider(page, 'admin', 'admin');
    await page.waitForURL((url) => url.pathname === '/state-province');
    // Vietnamese by default: the page title and a seeded Vietnamese province.
    await page
      .getByRole('cell', { name: /Hà Nội/ })
      .first()
      .waitFor();
    expect(await page.locator('#react-admin-title').textContent()).toContain('Tỉnh/Thành phố');
  });

  it('switches to English, and the choice survives a reload', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: /Tiếng Việt/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('columnheader', { name: 'Country' }).waitFor();
    await page.reload();
    await page.getByRole('columnheader', { name: 'Country' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('creates a bank, refusing bad input in the seed words and keeping what was typed', async () => {
    const { page } = browser;
    await openInApp(page, '/bank/create');
    await page.getByRole('textbox', { name: /^Code/ }).fill('E2EBANK');
    await page.getByRole('textbox', { name: /^SWIFT code/ }).fill('E2E');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name must not be empty').waitFor();
    await page.getByText('SWIFT code must be at least 8 characters').waitFor();
    expect(await page.getByRole('textbox', { name: /^Code/ }).inputValue()).toBe('E2EBANK');

    await page.getByRole('textbox', { name: /^Name/ }).fill('E2E Test Bank');
    await page.getByRole('textbox', { name: /^SWIFT code/ }).fill('E2ETVNVX');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/bank');
    expect(await banksMatching(server, 'E2EBANK')).toEqual([
      expect.objectContaining({ code: 'E2EBANK', name: 'E2E Test Bank' }),
    ]);
  });

  it('refuses a code that exists, with the server message on the field', async () => {
    const { page } = browser;
    await openInApp(page, '/bank/create');
    await page.getByRole('textbox', { name: /^Code/ }).fill('VCB');
    await page.getByRole('textbox', { name: /^Name/ }).fill('A second Vietcombank');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText(/VCB already exists/)
      .first()
      .waitFor();
    expect(await page.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('A second Vietcombank');
  });

  it('edits the bank found by keyword search', async () => {
    const { page } = browser;
    // Loaded afresh: the form the last test left has unsaved changes, which the app asks about on
    // a move inside it.
    await page.goto(`${server.url}/bank`);
    // Typed once the list has its rows: as it mounts, react-admin puts the list's kept query in the
    // address, and the search field starts again from it (a word typed before was lost in CI once).
    await page.locator('main table tbody tr').first().waitFor();
    await page.getByRole('textbox', { name: 'Search' }).fill('E2EBANK');
    // The search applies after a pause, and then puts the filter in the address: a row clicked
    // before that opens the bank and is sent back to the list by it.
    await page.waitForURL((url) => url.pathname === '/bank' && url.search.includes('E2EBANK'));
    await openRow(page, page.getByRole('cell', { name: 'E2E Test Bank' }), (url) =>
      /^\/bank\/\d+$/.test(url.pathname),
    );
    const name = page.getByRole('textbox', { name: /^Name/ });
    await name.fill('E2E Bank Renamed');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/bank');
    await page.getByRole('cell', { name: 'E2E Bank Renamed' }).waitFor();
    expect((await banksMatching(server, 'E2EBANK'))[0].name).toBe('E2E Bank Renamed');
  });

  it('deletes it from the list, undoably: Undo keeps it, and it goes when its toast does', async () => {
    const { page } = browser;
    const row = page.getByRole('row').filter({ hasText: 'E2E Bank Renamed' });
    const deleteIt = async () => {
      await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('cell', { name: 'E2E Bank Renamed' }).waitFor({ state: 'detached' });
    };
    await deleteIt();
    await page.getByTestId('notification').getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('cell', { name: 'E2E Bank Renamed' }).waitFor();
    await page.getByTestId('notification').waitFor({ state: 'detached' });
    expect(await banksMatching(server, 'E2EBANK')).toHaveLength(1);

    await deleteIt();
    // Sent when its toast goes by itself. Until then it lies over the top bar's right end, and a
    // pointer over it holds it there (MUI pauses a toast's timer on hover): moved away.
    await page.mouse.move(0, 400);
    await page.getByTestId('notification').waitFor({ state: 'detached' });
    await expect.poll(() => banksMatching(server, 'E2EBANK')).toEqual([]);
  });

  it('signs out to the logged-out page, and the app asks to sign in again', async () => {
    const { page } = browser;
    // The user menu carries the signed-in user's name from the id token.
    const userMenu = page.getByRole('button', { name: 'Profile' });
    expect(await userMenu.textContent()).toContain('Quản trị viên');
    await userMenu.click();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/logged-out', { timeout: 30_000 }),
      page.getByRole('menuitem', { name: /Logout|Sign out/ }).click(),
    ]);
    await page.goto(`${server.url}/bank`);
    await page.waitForURL((url) => url.pathname === '/signin');
    expect(browser.pageErrors).toEqual([]);
    // The browser logs every 4xx answer; the only ones here are the refused duplicate code.
    expect(browser.consoleErrors.filter((error) => !error.includes('/api/bank/create'))).toEqual([]);
  });
});

describe('an access token that expires while the user works', () => {
  const ttlSeconds = 8;
  const { server, browser } = useBrowser(undefined, () => startTestServer({ accessTokenTtl: ttlSeconds }));

  it('is refreshed once, the save goes through, and what was typed is kept', async () => {
    const { page } = browser;
    await openSignedIn(page, server.url, '/currency');
    await openRow(page, page.getByRole('cell', { name: 'JPY' }).first(), (url) =>
      /^\/currency\/\d+$/.test(url.pathname),
    );

    const tokenRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/oidc/token')) tokenRequests.push(request.postData() ?? '');
    });
    const name = page.getByRole('textbox', { name: /^Tên/ });
    await name.fill('Yên Nhật (đã sửa khi phiên hết hạn)');
    await page.waitForTimeout((ttlSeconds + 2) * 1000);
    await page.getByRole('button', { name: 'Lưu' }).click();

    await page.getByText(translate('vi', 'common.sso.refreshToken.performActionAgain')).waitFor();
    await page.waitForURL((url) => url.pathname === '/currency');
    await page.getByRole('cell', { name: 'Yên Nhật (đã sửa khi phiên hết hạn)' }).waitFor();
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]).toContain('grant_type=refresh_token');
    expect(page.url()).not.toContain('/signin');
  });
});
