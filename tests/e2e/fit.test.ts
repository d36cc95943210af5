import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Locale } from '../../i18n/languages';
import { translate } from '../../i18n/translate';
import type { ServedMenu } from '../../contract/visibleMenu';
import { orderFamilyLabelKey } from '../../contract/builtRoutes';
import { orderFamilies, type OrderFamily } from '../../resources/orders/index';
import { menuPaths } from '../../src/shell/menu/sidebarEntries';
import { signIn } from '../support/signIn';
import { openBrowser, openInApp, openSignedIn, settle } from './support/browser';
import { switchLanguage, untranslatedOrRawOn } from './support/screenText';
import { firstOrderPage, readApi } from './support/readApi';
import { useBrowser } from './support/useBrowser';

/**
 * Every screen of admin's menu, an order's detail and a customer's detail fit a 1280 px desk and a
 * 390 px phone: the page never scrolls sideways (a wide table scrolls inside its own box, on a phone;
 * on the desk no table is wider than its box), and an order's actions stay on screen wherever the
 * page is scrolled to. The same walk finds no screen
 * that fails to load, no 404, no untranslated label and no raw value (a code, an English seed text,
 * an ISO date: tests/support/untranslated.ts; translations.test.ts walks what the menu does not
 * reach: every tab of an order and a customer, the declarations' details), and on the desk every order screen titled by
 * its stage and source with the orders the API lists first: one visit of each screen on the desk in
 * vi (the longest labels) and one on the phone in ja. English has no walk of its own: it is the
 * language the others are translated from (a missing key is a type error, i18n/sameKeys.ts), its
 * labels are shorter than Vietnamese ones, and the screens it would load are the same; a third walk
 * was a third of this file's time (about 60 s in CI).
 */

const sizes = [
  { name: 'desk', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const walks = [
  { ...sizes[0], locale: 'vi' },
  { ...sizes[1], locale: 'ja' },
] as const;

/**
 * Gives the window a size and loads the app afresh in it, as a person opening it on that screen:
 * the sidebar starts open on a desk and closed on a phone (src/shell/useCollapsedSidebarOnNarrowScreens.ts).
 */
const resize = async (page: Page, baseUrl: string, width: number, height: number) => {
  await page.setViewportSize({ width, height });
  await page.goto(`${baseUrl}/bank`);
  await page.locator('main table tbody tr').first().waitFor();
};

/** Switches the interface to `locale` unless it is on already. */
const useLanguage = async (page: Page, locale: Locale) => {
  if ((await page.evaluate(() => document.documentElement.lang)) !== locale)
    await switchLanguage(page, locale);
};

/**
 * How far the document scrolls sideways, and the outermost elements that stick out past the
 * window's right edge (the culprits, for the failure message).
 */
const measureOverflow = (page: Page) =>
  page.evaluate(() => {
    const overflow = document.scrollingElement!.scrollWidth - window.innerWidth;
    const culprits: string[] = [];
    if (overflow > 0) {
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList]
          .filter((name) => !name.startsWith('css-'))
          .slice(0, 2)
          .join('.')}`;
      const sticksOut = (element: Element | null) =>
        element !== null && element.getBoundingClientRect().right > window.innerWidth + 1;
      const all = [...document.body.querySelectorAll('*')].filter(sticksOut);
      // The outermost elements past the right edge, and the innermost (what is too wide).
      const outermost = all.filter((element) => !sticksOut(element.parentElement)).slice(0, 2);
      const innermost = all.filter((element) => ![...element.children].some(sticksOut)).slice(0, 2);
      for (const element of [...outermost, ...innermost])
        culprits.push(`${describe(element)} (${Math.round(element.getBoundingClientRect().right)} px)`);
    }
    return { overflow, culprits };
  });

/**
 * With KAGO_SCREENSHOTS set, the order list and the order detail at this size as PNG files in
 * docs/screenshots (the README's "Screens" shows them): `KAGO_SCREENSHOTS=1 npx vitest run --project
 * e2e tests/e2e/fit.test.ts`.
 */
const saveScreenshots = async (page: Page, orderPath: string, width: number, height: number) => {
  const folder = join(process.cwd(), 'docs', 'screenshots');
  mkdirSync(folder, { recursive: true });
  // Loaded afresh: the first tab, drawn from the start.
  await page.goto(`${new URL(page.url()).origin}${orderPath}`);
  await settle(page);
  await page.screenshot({ path: join(folder, `order-detail-${width}x${height}.png`) });
  await openInApp(page, '/purchase-waiting-order');
  await settle(page);
  await page.screenshot({ path: join(folder, `order-list-${width}x${height}.png`) });
};

/**
 * Screens a phone shows as cards, not a table scrolling sideways in its own box (issue 12, point 2):
 * the customer list and access histories (everyone's, and a customer's tab, added below); the
 * payments, the transactions and the reports as lines of their declaration's `ui.phoneLines`, the
 * payment report's receivables and payables as lines of its own (issue 33).
 */
const cardScreens = new Set([
  '/customer-information',
  '/access-history',
  '/management-payment',
  '/transactions',
  '/order-purchase-report',
  '/order-report-number-tracking',
  '/order-import-export-report',
  '/order-slow-buy-report',
  '/report-payment',
]);

/** Boxes in the page's main part that scroll a table sideways, as `tag.class (N px more)`. */
const sidewaysBoxes = (page: Page) =>
  page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('*')].flatMap((element) => {
      const more = element.scrollWidth - element.clientWidth;
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
      return scrolls && more > 1 && element.querySelector('table')
        ? [`${element.tagName.toLowerCase()}.${element.classList[0]} (${more} px more)`]
        : [];
    }),
  );

/**
 * Tables in the page's main part wider than the box they scroll sideways in, by their width in px:
 * on a desk a clerk sees every column a list shows by default, its actions included, without
 * scrolling the table (the rest wait in the columns button). Every screen holds to it (issue 31 took
 * the last 77 off a list of exceptions). A table in no scrolling box is the page's width, measured
 * above.
 */
const tablesWiderThanTheirBox = (page: Page) =>
  page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('table')].flatMap((table) => {
      let box = table.parentElement;
      while (box && box !== main && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX))
        box = box.parentElement;
      if (!box || box === main) return [];
      const width = Math.round(table.getBoundingClientRect().width);
      return width > box.clientWidth + 1 ? [{ width, box: box.clientWidth }] : [];
    }),
  );

interface Listed {
  id: number;
}

/** The order screens by path (`search-order` finds one order by its code: it lists nothing). */
const orderScreens = new Map(
  orderFamilies
    .filter((family) => family.route !== 'search-order')
    .map((family) => [`/${family.route}`, family]),
);

/** Whether the page shows `locator` within a few seconds (the walk has settled already). */
const shows = (locator: Locator) =>
  locator.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );

/**
 * What an order screen on the desk shows against what the API lists first: its title (the stage
 * and source), the newest order's code in its table, and a full first page. Empty when they agree.
 */
const orderScreenMismatch = async (
  page: Page,
  family: OrderFamily,
  locale: Locale,
  { items, total }: { items: { code: string }[]; total: number },
) => {
  const found: string[] = [];
  const title = translate(locale, orderFamilyLabelKey(family.route));
  if (!(await shows(page.locator('#react-admin-title').getByText(title, { exact: true }))))
    found.push(`not titled ${title}`);
  // The seed fills every screen: an empty one would hide a wrong family query.
  if (total === 0) return [...found, 'the API lists no order'];
  const newest = page.locator('tbody td').getByRole('link', { name: items[0].code, exact: true });
  if (!(await shows(newest))) found.push(`no row of ${items[0].code}`);
  const rows = await page.locator('tbody tr').count();
  if (rows !== Math.min(total, 25)) found.push(`${rows} rows, not ${Math.min(total, 25)}`);
  return found.map((finding) => `/${family.route}: ${finding}`);
};

describe('screens fit a 1280 px desk and a 390 px phone', () => {
  const { server, browser } = useBrowser({ width: 1280, height: 800 });
  let paths: string[];
  let orderPath: string;
  let customerPath: string;
  let customerAccessPath: string;

  /** What the API answers admin, read with a token of its own. */
  let read: ReturnType<typeof readApi>;

  beforeAll(async () => {
    read = readApi(server.url, (await signIn(server.url, 'admin', 'admin')).accessToken);
    const menus = await read<ServedMenu[]>('Menu/GetAllCrmMenu');
    paths = [...menuPaths(menus)];
    // An order that waits to be bought: its detail offers the most actions.
    const family = orderFamilies.find((candidate) => candidate.route === 'purchase-waiting-order')!;
    const waiting = await read<{ items: Listed[] }>(
      `${family.path}/${family.listAction}?skip=0&take=1&sortBy=orderDate&sortDesc=true`,
    );
    orderPath = `/${family.route}/${waiting.items[0].id}/show`;
    const customers = await read<{ items: Listed[] }>('customer/GetCustomers?skip=0&take=1');
    customerPath = `/customer-information/${customers.items[0].id}/show`;
    customerAccessPath = `${customerPath}?tab=accessHistory`;
    cardScreens.add(customerAccessPath);
    await openSignedIn(browser.page, server.url, '/bank');
  }, 120_000);

  it('serves admin a menu with the order, customer, catalogue and seller screens', () => {
    expect(paths.length).toBeGreaterThan(40);
    for (const path of ['/', '/search-orders', '/customer-information', '/bank'])
      expect(paths).toContain(path);
    // The second menu's order, operations and utilities leaves (issue 30), so the walks open each.
    const operations = ['receive', 'handling', 'dispatch', 'charge', 'doc', 'delivery', 'trace'];
    for (const path of ['/management-order/create', '/management-order', '/utils', '/utilities'])
      expect(paths).toContain(path);
    expect(operations.filter((leaf) => !paths.includes(`/${leaf}`))).toEqual([]);
    // Every order screen, so that the desk's walk compares each with the API.
    expect([...orderScreens.keys()].filter((path) => !paths.includes(path))).toEqual([]);
  });

  // The two walks at once, each in a browser context of its own at its size: a walk mostly waits for
  // the page (a screen's code, its calls, its drawing), so one walk's wait is the other's work.
  it.concurrent.for(walks)(
    'opens every menu screen and both details at $width x $height in $locale: loaded, translated, no sideways scrolling',
    { timeout: 600_000 },
    async ({ width, height, locale }, { expect, onTestFinished }) => {
      const walker = await openBrowser({ width, height });
      onTestFinished(() => walker.close());
      const { page } = walker;
      // Loaded afresh at its size, as a person opening it on that screen: the sidebar starts open
      // on a desk and closed on a phone (src/shell/useCollapsedSidebarOnNarrowScreens.ts).
      await openSignedIn(page, server.url, '/bank');
      await useLanguage(page, locale);
      const loadingFailed = translate(locale, 'kago.pages.loadingFailed');
      const notFound = translate(locale, 'kago.pages.notFound');
      const overflowing: string[] = [];
      const unloaded: string[] = [];
      const untranslated: string[] = [];
      const unlike: string[] = [];
      for (const path of [...paths, orderPath, customerPath, customerAccessPath]) {
        await openInApp(page, path);
        await settle(page);
        const { overflow, culprits } = await measureOverflow(page);
        if (overflow > 0) overflowing.push(`${path}: ${overflow} px wider (${culprits.join(', ')})`);
        const boxes = width < 600 && cardScreens.has(path) ? await sidewaysBoxes(page) : [];
        if (boxes.length > 0) overflowing.push(`${path}: scrolls sideways in ${boxes.join(', ')}`);
        const wide = width >= 600 ? await tablesWiderThanTheirBox(page) : [];
        if (wide.length > 0)
          overflowing.push(
            `${path}: ${wide.map((table) => `a ${table.width} px table in a ${table.box} px box`).join(', ')}`,
          );
        const titled = await page
          .waitForFunction(() => Boolean(document.querySelector('#react-admin-title')?.textContent?.trim()))
          .then(
            () => true,
            () => false,
          );
        const text = (await page.locator('main').textContent()) ?? '';
        if (!titled || text.includes(loadingFailed) || text.includes(notFound)) unloaded.push(path);
        untranslated.push(...(await untranslatedOrRawOn(page, `${locale} ${path}`, locale)));
        // A phone shows orders as lines, not rows (orderLists.test.ts walks one).
        const family = width >= 600 ? orderScreens.get(path) : undefined;
        if (family) {
          const first = await read<{ items: { code: string }[]; total: number }>(firstOrderPage(family));
          unlike.push(...(await orderScreenMismatch(page, family, locale, first)));
        }
      }
      expect(overflowing).toEqual([]);
      expect(unloaded).toEqual([]);
      expect(untranslated).toEqual([]);
      expect(unlike).toEqual([]);
      expect(walker.pageErrors).toEqual([]);
      expect(walker.consoleErrors).toEqual([]);
    },
  );

  it.each(sizes)(
    "keeps an order's actions on screen at $width x $height, also at the foot of the page",
    async ({ width, height }) => {
      const { page } = browser;
      await resize(page, server.url, width, height);
      await useLanguage(page, 'vi');
      // The longest tab: the page scrolls far below the header.
      await openInApp(page, `${orderPath}?tab=eventLog`);
      await settle(page);
      const actions = page.getByRole('toolbar', { name: translate('vi', 'kago.orderDetail.actionsLabel') });
      // Each button with where it is, when it is not wholly inside the window.
      const offScreen = () =>
        actions.getByRole('button').evaluateAll((buttons) =>
          buttons.flatMap((button) => {
            const box = button.getBoundingClientRect();
            const inside =
              box.left >= 0 &&
              box.right <= window.innerWidth &&
              box.top >= 0 &&
              box.bottom <= window.innerHeight;
            return inside ? [] : [`${button.textContent} at ${Math.round(box.left)},${Math.round(box.top)}`];
          }),
        );
      await actions.getByRole('button').first().waitFor();
      expect(await offScreen()).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
      await page.waitForTimeout(100);
      expect(await offScreen()).toEqual([]);
      if (process.env.KAGO_SCREENSHOTS) await saveScreenshots(page, orderPath, width, height);
      expect((await measureOverflow(page)).overflow).toBeLessThanOrEqual(0);
    },
  );
});
