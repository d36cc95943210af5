import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { translate } from '../../i18n/translate';
import { orderFamilyLabelKey } from '../../contract/builtRoutes';
import { orderFamilies, type OrderFamily } from '../../resources/orders/index';
import { signIn } from '../support/signIn';
import type { TestServer } from '../support/testServer';
import { findAxeViolations, openBrowser, openInApp, openSignedIn } from './support/browser';
import { firstOrderPage, readApi } from './support/readApi';
import { useBrowser } from './support/useBrowser';

/** The order screens in a real browser, over the seeded orders, signed in for real (Vietnamese). */

interface ListedOrder {
  id: number;
  code: string;
  status: string;
  customerCode: string | null;
}

/** What the API lists first on a family's screen (newest first), read with a token of its own. */
const firstOrders = (server: TestServer, token: string, family: OrderFamily, query = '') =>
  readApi(server.url, token)<{ items: ListedOrder[]; total: number }>(firstOrderPage(family, query));

const searchBox = (page: Page) => page.getByPlaceholder(translate('vi', 'kago.orderList.filters.search'));
const sidebar = (page: Page) => page.getByRole('menu').first();

/**
 * A list's address from its first page, newest orders first, filtered by `filter` only: what the list
 * kept from earlier tests does not count.
 */
const firstPageAddressOf = (filter: Record<string, string>) =>
  `?${new URLSearchParams({ filter: JSON.stringify(filter), page: '1', perPage: '25', sort: 'orderDate', order: 'DESC' })}`;
const firstPageAddress = firstPageAddressOf({});

const codeCell = (page: Page, code: string) =>
  page.locator('tbody td').getByRole('link', { name: code, exact: true });

/** A figure as the Vietnamese interface writes it (20.000). */
const grouped = (figure: number) => figure.toLocaleString('vi-VN');

/** The pagination's "from-to of total" text. */
const rangeText = (page: Page) => page.locator('.MuiTablePagination-displayedRows').first();
const jumpField = (page: Page) =>
  page.getByRole('spinbutton', { name: translate('vi', 'kago.navigation.pagination.jumpLabel') });

/**
 * Goes to the last page as a user does: the jump field takes a number past any page, which opens the
 * last page the total offers; while that total is an estimate ("khoảng"), once more from there.
 */
const jumpToLastPage = async (page: Page) => {
  const lastPageText = (text: string | null) => {
    const [, to, total] = /-([\d.]+) trên ([\d.]+)$/.exec(text ?? '') ?? [];
    return to !== undefined && to === total;
  };
  for (let jump = 0; jump < 10; jump += 1) {
    // Read afresh each time: under load, the poll below may have seen a page on the way there.
    const before = await rangeText(page).textContent();
    if (jump > 0 && lastPageText(before)) return before;
    await jumpField(page).fill('999999');
    await jumpField(page).press('Enter');
    await expect.poll(() => rangeText(page).textContent(), { timeout: 15_000 }).not.toBe(before);
    const text = await rangeText(page).textContent();
    if (lastPageText(text)) return text;
  }
  throw new Error(`the last page was never reached: ${await rangeText(page).textContent()}`);
};

describe('order lists in a real browser', () => {
  const { server, browser } = useBrowser();
  let adminToken: string;

  beforeAll(async () => {
    adminToken = (await signIn(server.url, 'admin', 'admin')).accessToken;
  });

  /** Opens a path in the app, signing in first when this browser has not yet (a test run alone). */
  const openAnywhere = async (page: Page, path: string, search = '') => {
    if (!page.url().startsWith(server.url)) await openSignedIn(page, server.url, path);
    await openInApp(page, `${path}${search}`);
  };

  // Every order screen titled by its stage and source, with the orders the API lists first: the
  // desk's walk of every screen (fit.test.ts) opens each of them and compares.

  it('finds an order by its code, on a screen axe-core finds no serious violation on', async () => {
    const { page } = browser;
    const family = orderFamilies.find((candidate) => candidate.route === 'search-orders')!;
    const { items } = await firstOrders(server, adminToken, family);
    // Not on the first page's top: the search must bring it.
    const wanted = items.at(-1)!;
    await openAnywhere(page, '/search-orders');
    await codeCell(page, items[0].code).waitFor();
    await searchBox(page).fill(wanted.code);
    await codeCell(page, wanted.code).waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await findAxeViolations(page)).toEqual([]);
  });

  it('keeps the filter and sort set when the user opens an order and comes back through the menu', async () => {
    const { page } = browser;
    const route = 'purchase-waiting-order';
    const family = orderFamilies.find((candidate) => candidate.route === route)!;
    const pending = translate('vi', 'kago.orders.statuses.purchasePending');
    const { items } = await firstOrders(server, adminToken, family, '&status=purchasePending');
    await openAnywhere(page, `/${route}`);
    await codeCell(page, (await firstOrders(server, adminToken, family)).items[0].code).waitFor();

    await page.getByRole('combobox', { name: translate('vi', 'kago.orderList.filters.status') }).click();
    await page.getByRole('option', { name: pending }).click();
    await page.keyboard.press('Escape');
    await codeCell(page, items[0].code).waitFor();
    await expect.poll(() => page.locator('tbody tr').filter({ hasNotText: pending }).count()).toBe(0);
    // And a sort chosen by its header: the header's label then shows which way the rows go.
    const sorted = page.locator('thead .MuiTableSortLabel-root.Mui-active');
    const sortOf = async () => ({
      column: await sorted.textContent(),
      icon: await sorted.locator('svg').getAttribute('class'),
      // What a screen reader hears: the sorted column's header cell, and only it, says which way.
      heard: await page
        .locator('thead th[aria-sort]')
        .evaluateAll((cells) => cells.map((cell) => [cell.textContent, cell.getAttribute('aria-sort')])),
    });
    const unsorted = await sortOf();
    const resorted = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/'));
    await page.locator('thead .MuiTableSortLabel-root').nth(1).click();
    await resorted;
    await expect.poll(sortOf).not.toEqual(unsorted);
    const sort = await sortOf();
    const direction = sort.icon?.includes('iconDirectionDesc') ? 'descending' : 'ascending';
    expect(sort.heard).toEqual([[sort.column, direction]]);
    await expect.poll(() => page.locator('tbody tr').filter({ hasNotText: pending }).count()).toBe(0);

    // The order codes are KG and seven digits (server/seed/orders.ts).
    const first = page
      .locator('tbody tr')
      .first()
      .getByRole('link', { name: /^KG\d{7}$/ });
    const code = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL((url) => /\/show$/.test(url.pathname));
    await page.getByRole('heading', { name: code, exact: true }).waitFor();

    await sidebar(page)
      .getByRole('menuitem', { name: translate('vi', orderFamilyLabelKey(route)), exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === `/${route}`);
    await codeCell(page, code).waitFor();
    await expect.poll(() => page.locator('tbody tr').filter({ hasNotText: pending }).count()).toBe(0);
    expect(
      await page
        .getByRole('combobox', { name: translate('vi', 'kago.orderList.filters.status') })
        .textContent(),
    ).toContain(pending);
    expect(await sortOf()).toEqual(sort);
    expect(browser.pageErrors).toEqual([]);
  });

  it("changes two chosen orders' note at once from the list, each through its own write", async () => {
    const { page } = browser;
    // A list no other browser test writes to: the shared server's other files run alongside.
    const family = orderFamilies.find((candidate) => candidate.route === 'waiting-addpayment-order')!;
    const chosen = (await firstOrders(server, adminToken, family)).items.slice(0, 2);
    const note = `Bulk note ${Date.now()}`;
    await openAnywhere(page, `/${family.route}`, firstPageAddress);
    for (const order of chosen)
      await page
        .locator('tbody tr')
        .filter({ has: page.getByRole('link', { name: order.code, exact: true }) })
        .getByRole('checkbox')
        .check();
    await page.getByRole('button', { name: translate('vi', 'kago.orders.actions.OrderUpdateNote') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: translate('vi', 'kago.orders.fields.note') }).fill(note);
    await dialog.getByRole('button', { name: translate('vi', 'ra.action.confirm') }).click();
    await page.getByText(translate('vi', 'kago.orderList.bulk.done', { smart_count: 2 })).waitFor();
    for (const order of chosen) {
      const response = await fetch(`${server.url}/api/${family.path}/getorder?id=${order.id}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(((await response.json()) as { data: { note: string } }).data.note).toBe(note);
    }
    expect(browser.pageErrors).toEqual([]);
  });

  it('shows a phone one line per order, each opening the order, nothing wider than the screen', async () => {
    const { page } = browser;
    const family = orderFamilies.find((candidate) => candidate.route === 'order-cancel-mer')!;
    const { items } = await firstOrders(server, adminToken, family);
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      // Opened on a phone (a fresh load): the sidebar starts closed there.
      await page.goto(`${server.url}/order-cancel-mer`);
      const first = page.getByRole('link', { name: new RegExp(items[0].code) }).first();
      await first.waitFor();
      expect(await page.locator('table').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await first.click();
      await page.waitForURL((url) => url.pathname === `/order-cancel-mer/${items[0].id}/show`);
    } finally {
      await page.setViewportSize({ width: 1400, height: 900 });
    }
  });

  it('shows at least 15 whole rows of the tracking, order-package, order and customer lists at 1280x800', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1280, height: 800 });
    try {
      const rowsInView = async (path: string) => {
        await openAnywhere(page, path);
        // A full first page is there (more rows than the screen holds), at the top of the page. Only
        // shown rows count: a part of the screen still loading keeps the screen before it, hidden.
        await page.locator('main table tbody tr:visible').nth(15).waitFor();
        await page.evaluate(() => window.scrollTo(0, 0));
        return page.evaluate(
          () =>
            [...document.querySelectorAll('main table tbody tr')].filter((row) => {
              if (!row.checkVisibility()) return false;
              const box = row.getBoundingClientRect();
              return box.top >= 0 && box.bottom <= window.innerHeight;
            }).length,
        );
      };
      const shown: Record<string, number> = {};
      for (const path of [
        '/manage-packageFromWH',
        '/manage-order-package',
        '/purchase-waiting-order-ichiba',
        '/customer-information',
      ])
        shown[path] = await rowsInView(path);
      expect(
        Object.entries(shown).filter(([, rows]) => rows < 15),
        JSON.stringify(shown),
      ).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1400, height: 900 });
    }
  });

  it('lets a viewer read an order screen without selection, and sends it from a screen outside its menu to /AccessDeny', async () => {
    const viewer = await openBrowser();
    try {
      const { page } = viewer;
      // Writers select rows on this screen (it makes packages); a reader must not.
      const route = 'purchased-order-jan';
      const family = orderFamilies.find((candidate) => candidate.route === route)!;
      const { items } = await firstOrders(server, adminToken, family);
      await openSignedIn(page, server.url, `/${route}`, 'viewer');
      await codeCell(page, items[0].code).waitFor();
      expect(await page.locator('tbody input[type="checkbox"]').count()).toBe(0);
      await sidebar(page)
        .getByRole('menuitem', {
          name: translate('vi', orderFamilyLabelKey('purchased-order-mer')),
          exact: true,
        })
        .waitFor();

      // A screen the app has but a viewer may not open (settings), then one it does not have yet.
      await page.goto(`${server.url}/currency`);
      await page.waitForURL((url) => url.pathname === '/AccessDeny');
      await page.getByText(translate('vi', 'kago.auth.accessDenied')).first().waitFor();
      await page.goto(`${server.url}/kpi`);
      await page.waitForURL((url) => url.pathname === '/404');
      expect(viewer.pageErrors).toEqual([]);
    } finally {
      await viewer.close();
    }
  });

  it('pages search-orders to its last page, with the rows and the range of the real total, at an address that can be shared', async () => {
    const { page } = browser;
    const family = orderFamilies.find((candidate) => candidate.route === 'search-orders')!;
    // A keyword too short for the search indexes is counted only 1,000 rows past the page
    // (server/db/listTotal.ts, scanCountLimit); a page past the end answers the list's real length.
    const response = await fetch(
      `${server.url}/api/${family.path}/${family.listAction}?keyword=Do&skip=1000000&take=25`,
      {
        headers: { authorization: `Bearer ${adminToken}` },
      },
    );
    const { total } = ((await response.json()) as { data: { total: number } }).data;
    expect(total).toBeGreaterThan(1_100);
    await openAnywhere(page, '/search-orders', firstPageAddressOf({ q: 'Do' }));
    await expect.poll(() => page.locator('tbody tr').count()).toBe(25);
    // Past the counted reach: an estimate that still offers the next pages.
    expect(await rangeText(page).textContent()).toMatch(/^1-25 trên khoảng /);
    expect(await page.getByRole('button', { name: /next page|trang sau/i }).isEnabled()).toBe(true);

    const lastFrom = Math.floor((total - 1) / 25) * 25 + 1;
    expect(await jumpToLastPage(page)).toBe(`${grouped(lastFrom)}-${grouped(total)} trên ${grouped(total)}`);
    expect(await page.locator('tbody tr').count()).toBe(total - lastFrom + 1);
    const lastPage = Math.ceil(total / 25);
    const address = new URL(page.url());
    expect(address.searchParams.get('page')).toBe(String(lastPage));

    // The address alone (a colleague's link, a reload) opens the same page.
    await page.goto(address.toString());
    await expect
      .poll(() => rangeText(page).textContent(), { timeout: 15_000 })
      .toBe(`${grouped(lastFrom)}-${grouped(total)} trên ${grouped(total)}`);
    expect(await page.locator('tbody tr').count()).toBe(total - lastFrom + 1);
    expect(browser.pageErrors).toEqual([]);
  });

  it('pages the customer list to its last page', async () => {
    const { page } = browser;
    const response = await fetch(`${server.url}/api/customer/GetCustomers?skip=0&take=1`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const { total } = ((await response.json()) as { data: { total: number } }).data;
    expect(total).toBeGreaterThan(1000);
    await openAnywhere(page, '/customer-information', '?filter=%7B%7D&page=1&perPage=25');
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(25);
    const lastFrom = Math.floor((total - 1) / 25) * 25 + 1;
    expect(await jumpToLastPage(page)).toBe(`${grouped(lastFrom)}-${grouped(total)} trên ${grouped(total)}`);
    expect(await page.locator('tbody tr').count()).toBe(total - lastFrom + 1);
  });

  it('finds one order by its code on search-order, and says so when no order has it', async () => {
    const { page } = browser;
    const family = orderFamilies.find((candidate) => candidate.route === 'search-orders')!;
    const { items } = await firstOrders(server, adminToken, family);
    // Not the newest, and one with a customer (to follow the link to it).
    const wanted = items.find((item, index) => index >= 3 && item.customerCode !== null)!;
    await openAnywhere(page, '/search-order');
    const field = page.getByRole('textbox', {
      name: translate('vi', 'kago.navigation.orderLookup.codeLabel'),
    });
    await field.waitFor();
    await field.fill('KHONG-CO-MA-NAY');
    await field.press('Enter');
    await page
      .getByRole('alert')
      .getByText(translate('vi', 'kago.navigation.orderLookup.notFound', { code: 'KHONG-CO-MA-NAY' }))
      .waitFor();
    // A scanner types the code and presses Enter.
    await field.fill('');
    await field.pressSequentially(wanted.code);
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === `/search-order/${wanted.id}/show`);
    await page.getByRole('heading', { name: wanted.code, exact: true }).waitFor();

    // From the order to its customer, and from the customer to all their orders.
    const detail = (await (
      await fetch(`${server.url}/api/order/getorder?id=${wanted.id}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).json()) as { data: { customerId: number; customerCode: string } };
    await page.getByRole('link', { name: /^Mở khách hàng / }).click();
    await page.waitForURL((url) => url.pathname === `/customer-information/${detail.data.customerId}/show`);
    await page.getByRole('link', { name: translate('vi', 'kago.navigation.customerLinks.orders') }).click();
    await page.waitForURL((url) => url.pathname === '/search-orders');
    await codeCell(page, wanted.code).waitFor();
    const theirs = await firstOrders(server, adminToken, family, `&customerCode=${detail.data.customerCode}`);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(Math.min(theirs.total, 25));
    expect(browser.pageErrors).toEqual([]);
    // The browser logs the API's 404 for the unknown code (the answer the message comes from); nothing else.
    expect(
      browser.consoleErrors.filter((error) => !error.includes('GetOrderByCode?code=KHONG-CO-MA-NAY')),
    ).toEqual([]);
  });
});
