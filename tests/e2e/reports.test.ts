import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { translate } from '../../i18n/translate';
import { lateOrderRules, lateReportKeys } from '../../resources/lateOrderRules';
import { orderStatuses } from '../../resources/orders/statuses';
import { transactionStatuses } from '../../resources/transactionVocabulary';
import { openInApp, openSignedIn, settle } from './support/browser';
import { untranslatedOrRawOn } from './support/screenText';
import { useBrowser } from './support/useBrowser';

/**
 * The accountant's screens (issue 33): the six report routes, the payments, the payment report, the
 * transactions and the statistics, in Vietnamese at 1280 x 800 and on a 390 px phone: no table wider
 * than its box (the page never scrolls sideways, and no table scrolls sideways inside its own box
 * either), no raw code or English word, a phone's payment showing its amount and status; and a
 * report left before it has loaded throws nothing.
 */

const reportRoutes = [
  '/order-purchase-report',
  '/order-purchased-report',
  ...lateReportKeys.map((key) => `/${lateOrderRules[key].name}`),
];
const moneyRoutes = ['/management-payment', '/management-payment/create', '/transactions', '/report-payment'];
const statisticsRoutes = ['/statistics', '/reports'];

/**
 * What is wider than its place: the page scrolling sideways, and (`withTables`) any box in the
 * page's main part holding a table that scrolls sideways (`tag.class (N px more)`).
 */
const tooWide = (page: Page, withTables = true) =>
  page.evaluate((tables) => {
    const found: string[] = [];
    const page = document.scrollingElement!.scrollWidth - window.innerWidth;
    if (page > 0) found.push(`the page (${page} px more)`);
    if (!tables) return found;
    for (const element of document.querySelectorAll('main *')) {
      const more = element.scrollWidth - element.clientWidth;
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
      if (scrolls && more > 1 && element.querySelector('table'))
        found.push(`${element.tagName.toLowerCase()}.${element.classList[0]} (${more} px more)`);
    }
    return found;
  }, withTables);

/** How far the box around `table` scrolls sideways (0 when the table fits it). */
const sidewaysIn = (table: Locator) =>
  table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth);

describe("the accountant's reports and money, in Vietnamese", () => {
  const { server, browser } = useBrowser({ width: 1280, height: 800 });

  beforeAll(async () => {
    await openSignedIn(browser.page, server.url, '/order-slow-buy-report', 'accountant');
  }, 120_000);

  it('opens the six report routes, the payments, the payment report, the transactions and the statistics at 1280 px: loaded, translated, no sideways scroll, every list within its box', async () => {
    const { page } = browser;
    const findings: string[] = [];
    for (const path of [...reportRoutes, ...moneyRoutes, ...statisticsRoutes]) {
      await openInApp(page, path);
      await settle(page);
      if (path !== '/management-payment/create') await page.locator('main table:visible').first().waitFor();
      // The lists' tables fit their box; the payment report's and the statistics' wide tables may
      // still scroll in theirs.
      const lists = [...reportRoutes, '/management-payment', '/transactions'].includes(path);
      findings.push(...(await tooWide(page, lists)).map((finding) => `${path}: ${finding}`));
      findings.push(...(await untranslatedOrRawOn(page, path, 'vi')));
    }
    expect(findings).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  }, 180_000);

  it("fits a phone: the dashboard's money, the payments, the transactions and the reports within the screen, each line with its amount and status", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      // Loaded afresh at that size, as a phone opens it: the sidebar starts closed.
      await page.goto(`${server.url}/`);
      const moneyTable = page.getByRole('table', {
        name: translate('vi', 'kago.dashboard.money.list'),
        exact: true,
      });
      // The moves' table is drawn once scrolled to (src/dashboard/WhenInView.tsx).
      await page
        .getByRole('heading', { name: translate('vi', 'kago.dashboard.money.list'), exact: true })
        .scrollIntoViewIfNeeded();
      await moneyTable.waitFor();
      await settle(page);
      expect(await sidewaysIn(moneyTable)).toBeLessThanOrEqual(1);
      expect(await tooWide(page, false)).toEqual([]);

      await openInApp(page, '/management-payment');
      await settle(page);
      const first = page.locator('main .RaList-content li').first();
      await first.waitFor();
      const text = await first.innerText();
      // "1.234.567 ₫" and a status by its label.
      expect(text).toMatch(/\d\s₫/);
      const statuses = ['new', 'success', 'canceled', 'refund'].map((status) =>
        translate('vi', `resources.management-payment.choices.status.${status}`),
      );
      expect(statuses.some((status) => text.includes(status))).toBe(true);
      expect(await tooWide(page)).toEqual([]);
      expect(await untranslatedOrRawOn(page, 'phone /management-payment', 'vi')).toEqual([]);

      // The transactions and the reports show lines too, not a table: the customer or the order,
      // the amount in dong and the status, and a late report how many days late.
      const orderStatusLabels = orderStatuses.map((status) =>
        translate('vi', `kago.orders.statuses.${status}`),
      );
      const lines = [
        {
          path: '/transactions',
          statuses: transactionStatuses.map((status) =>
            translate('vi', `resources.transactions.choices.status.${status}`),
          ),
        },
        { path: '/order-purchase-report', statuses: orderStatusLabels },
        {
          path: `/${lateOrderRules.slowBuy.name}`,
          statuses: orderStatusLabels,
          label: translate('vi', `resources.${lateOrderRules.slowBuy.name}.fields.daysLate`),
        },
      ];
      for (const { path, statuses: shown, label } of lines) {
        await openInApp(page, path);
        await settle(page);
        const line = page.locator('main .RaList-content li').first();
        await line.waitFor();
        expect(await page.locator('main table:visible').count(), path).toBe(0);
        const lineText = await line.innerText();
        expect(lineText, path).toMatch(/\d\s₫/);
        expect(
          shown.some((status) => lineText.includes(status)),
          `${path}: ${lineText}`,
        ).toBe(true);
        if (label) expect(lineText, path).toContain(label);
        expect(await tooWide(page)).toEqual([]);
        expect(await untranslatedOrRawOn(page, `phone ${path}`, 'vi')).toEqual([]);
      }

      // The payment report's receivables and payables as lines too, each opening its order; its
      // figure tables within the screen.
      await openInApp(page, '/report-payment');
      await settle(page);
      for (const key of ['receivables', 'payables']) {
        const list = page.getByRole('list', {
          name: translate('vi', `kago.money.report.${key}`),
          exact: true,
        });
        const first = list.getByRole('listitem').first();
        await first.waitFor();
        // An amount with its currency's sign (dong, yen or dollars).
        expect(await first.innerText(), key).toMatch(/\d.*[₫¥$]|[₫¥$].*\d/);
        expect(await first.getByRole('link').getAttribute('href'), key).toMatch(
          /^\/search-orders\/\d+\/show$/,
        );
      }
      expect(
        await page.getByRole('table', { name: translate('vi', 'kago.money.report.receivables') }).count(),
      ).toBe(0);
      expect(await tooWide(page)).toEqual([]);
      expect(await untranslatedOrRawOn(page, 'phone /report-payment', 'vi')).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('leaves a report before it has loaded without a page error', async () => {
    const { page } = browser;
    // Loaded afresh: the generic data provider's code loads with the report's first call, and is
    // held back here, so the user leaves while the call waits for it (dataProvider/dataProvider.ts).
    await page.goto(`${server.url}/`);
    await page.locator('#react-admin-title').waitFor();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/resourceProvider-[\w-]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    try {
      await page.evaluate(() => {
        window.history.pushState({}, '', '/order-import-export-report');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect.poll(() => asked, { timeout: 30_000 }).toBe(true);
      await openInApp(page, '/');
      release();
      await page.waitForTimeout(500);
      await openInApp(page, '/order-import-export-report');
      await page.locator('main table:visible tbody tr').first().waitFor();
    } finally {
      release();
      await page.unroute(/\/assets\/resourceProvider-[\w-]+\.js$/);
    }
    expect(browser.pageErrors).toEqual([]);
    expect(browser.consoleErrors).toEqual([]);
  });
});
