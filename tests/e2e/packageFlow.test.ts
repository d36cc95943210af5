import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { orderFamilies, orderSources, type OrderFamily } from '../../resources/orders/index';
import { trackingDeclaration } from '../../resources/tracking';
import { signIn } from '../support/signIn';
import { readApi } from './support/readApi';
import { openInApp, openRow, openSignedIn } from './support/browser';
import { useBrowser } from './support/useBrowser';

/**
 * Issue 11's flow, whole, through the screens only, as warehouse staff (signed in for real, in
 * Vietnamese, at 1280 px): one purchased order of each of the 8 sources gets its tracking and
 * warehouse from the order's page, then the warehouse receives each package in storage, issues it
 * for delivery (exported) and gives it a delivered date on the package-tracking screens, and every
 * order ends delivered; the package's detail then adds an item to it in place. The API is read only to pick the orders and to check where they stand.
 */
const t = (key: string, params?: Record<string, string | number>) => translate('vi', key, params);
const resource = trackingDeclaration.name;
const fieldLabel = (source: string) =>
  new RegExp(`^${t(`resources.${resource}.fields.${source}`).replace(/[()*.?+[\]]/g, '\\$&')}`);

interface ListedOrder {
  id: number;
  status: string;
  tracking: string | null;
}

/** A package's detail, which its list row opens. */
const isShow = (url: URL) => url.pathname.startsWith(`/${resource}/`) && url.pathname.endsWith('/show');

const purchasedFamily = (source: string) =>
  orderFamilies.find(
    (family): family is OrderFamily =>
      family.kind === 'stage' && family.stage === 'purchased' && family.source === source,
  )!;

describe('every source from purchased to delivered, through the screens', () => {
  const { server, browser } = useBrowser({ width: 1280, height: 800 });
  let token: string;

  const api = <T>(path: string) => readApi(server.url, token)<T>(path);

  beforeAll(async () => {
    ({ accessToken: token } = await signIn(server.url, 'warehouse', 'warehouse'));
  });
  // The browser signs in once, in whichever test comes first (each may run alone).
  let signedIn = false;
  const open = async (page: Page, path: string) => {
    if (signedIn) return openInApp(page, path);
    await openSignedIn(page, server.url, path, 'warehouse');
    signedIn = true;
  };
  /** Opens a package from the filtered list, sets what `change` sets, saves, and is back on the list. */
  const editPackage = async (page: Page, tracking: string, change: (form: Page) => Promise<void>) => {
    // The row opens the package's detail; its edit button the form.
    await openRow(page, page.getByRole('cell', { name: tracking, exact: true }), isShow);
    await page.getByRole('link', { name: t('ra.action.edit') }).click();
    await page.getByRole('textbox', { name: fieldLabel('tracking') }).waitFor();
    await change(page);
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    // Back on the list once it has put its kept filter and sort in the address (react-admin does
    // that as it mounts, replacing the address: a move elsewhere before it would be undone).
    await page.waitForURL((url) => url.pathname === `/${resource}` && url.searchParams.has('filter'));
  };

  const chooseStatus = (status: string) => async (page: Page) => {
    await page.getByRole('combobox', { name: fieldLabel('status') }).click();
    await page.getByRole('option', { name: t(`resources.${resource}.choices.status.${status}`) }).click();
  };

  it('enters a tracking by the order code and puts the order in storage, as the warehouse alone', async () => {
    const { page } = browser;
    page.setDefaultTimeout(20_000);
    const listed = await api<{ items: (ListedOrder & { code: string })[] }>(
      'OrderPurchased/getorders?take=50',
    );
    const order = listed.items.find((item) => item.status === 'purchased' && item.tracking === null)!;
    expect(order, 'a purchased order without tracking').toBeDefined();
    const tracking = `E2EWH${Date.now().toString(36).toUpperCase()}`;

    await open(page, `/${resource}/create`);
    // What the rules require is marked before the first save; a save without them names them all.
    const trackingBox = page.getByRole('textbox', { name: fieldLabel('tracking') });
    const orderBox = page.getByRole('combobox', { name: fieldLabel('orderId') });
    const officeBox = page.getByRole('combobox', { name: fieldLabel('postOfficeCode') });
    for (const box of [trackingBox, orderBox, officeBox]) {
      const id = await box.getAttribute('id');
      expect(await page.locator(`label[for="${id}"]`).textContent(), `${id} marked`).toMatch(/\*\s*$/);
    }
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect
      .poll(() => page.locator('.Mui-error p, p.Mui-error').count(), {
        message: 'every missing field at once',
      })
      .toBeGreaterThanOrEqual(3);
    // A scanner types the tracking and Enter, then the order's code and Enter: each moves on.
    await trackingBox.fill(tracking);
    await trackingBox.press('Enter');
    await expect.poll(() => orderBox.evaluate((box) => box === document.activeElement)).toBe(true);
    await page.keyboard.type(order.code);
    await page.keyboard.press('Enter');
    await expect.poll(() => officeBox.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await orderBox.inputValue()).toBe(order.code);
    await officeBox.click();
    await page.getByRole('option', { name: 'Kho Osaka' }).click();
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await page.waitForURL((url) => url.pathname === `/${resource}`);
    await expect
      .poll(async () => (await api<ListedOrder>(`order/getorder?id=${order.id}`)).status)
      .toBe('domesticShipping');

    // The list names the order by its code, a link; the row opens the package's detail, where the
    // warehouse receives it into storage: weighed, no warehouse asked again.
    await openInApp(page, `/${resource}?filter=${encodeURIComponent(JSON.stringify({ q: tracking }))}`);
    await page.getByRole('link', { name: order.code, exact: true }).waitFor();
    await openRow(page, page.getByRole('cell', { name: tracking, exact: true }), isShow);
    const receive = t(`resources.${resource}.actions.receive.label`);
    await page.getByRole('button', { name: receive }).click();
    const dialog = page.getByRole('dialog', { name: receive });
    expect(await dialog.getByRole('combobox', { name: fieldLabel('postOfficeCode') }).count()).toBe(0);
    await dialog.getByRole('spinbutton', { name: fieldLabel('weight') }).fill('1250');
    await dialog.getByRole('button', { name: receive }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await api<ListedOrder>(`order/getorder?id=${order.id}`)).status)
      .toBe('inStorage');
    // Received and processed: neither offered again.
    await expect.poll(() => page.getByRole('button', { name: receive }).count()).toBe(0);
    const cancel = t(`resources.${resource}.actions.cancel.label`);
    expect(await page.getByRole('button', { name: cancel }).count()).toBe(0);
    expect(browser.pageErrors).toEqual([]);
  });

  it('takes one order of each source to delivered', { timeout: 300_000 }, async () => {
    const { page } = browser;
    // A step that cannot happen fails here, named, rather than at the test's end.
    page.setDefaultTimeout(20_000);
    const run = `E2E8${Date.now().toString(36).toUpperCase()}`;
    const orders: { id: number; source: string; tracking: string }[] = [];
    for (const { key } of orderSources) {
      const family = purchasedFamily(key);
      const query = family.sourceFilter ? `source=${family.sourceFilter}&` : '';
      const page_ = await api<{ items: ListedOrder[] }>(`${family.path}/getorders?${query}take=50`);
      const order = page_.items.find((item) => item.status === 'purchased' && item.tracking === null);
      expect(order, `a purchased ${key} order without tracking`).toBeDefined();
      orders.push({ id: order!.id, source: key, tracking: `${run}-${key.toUpperCase()}` });
    }

    // Add tracking, on each order's page: a tracking typed, a warehouse chosen among the offices.
    const addLabel = t('kago.orders.actions.AddPackageTracking');
    for (const order of orders) {
      // Still waiting for its tracking when its turn comes, and on its page: nothing else moved it
      // (CI twice found one of them moved on before its turn; if it recurs, its event log says how).
      const eventLog = async () => JSON.stringify(await api(`order/GetEventLog?orderId=${order.id}`));
      const { status } = await api<ListedOrder>(`order/getorder?id=${order.id}`);
      if (status !== 'purchased')
        throw new Error(
          `${order.source} order ${order.id} is ${status} before its turn: ${await eventLog()}`,
        );
      await open(page, `/${purchasedFamily(order.source).route}/${order.id}/show`);
      await page
        .getByRole('button', { name: addLabel })
        .first()
        .click()
        .catch(async (error: Error) => {
          throw new Error(
            `${error.message}\n${order.source} order ${order.id}'s event log: ${await eventLog()}`,
          );
        });
      const dialog = page.getByRole('dialog', { name: addLabel });
      await dialog.getByRole('textbox', { name: fieldLabel('tracking') }).fill(order.tracking);
      await dialog.getByRole('combobox', { name: fieldLabel('postOfficeCode') }).click();
      await page.getByRole('option', { name: 'Kho Osaka' }).click();
      await dialog.getByRole('button', { name: addLabel }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(async () => (await api<ListedOrder>(`order/getorder?id=${order.id}`)).status)
        .toBe('domesticShipping');
    }

    // The warehouse works the packages on its list, found by the run's trackings.
    await openInApp(page, `/${resource}?filter=${encodeURIComponent(JSON.stringify({ q: run }))}`);
    for (const order of orders) await page.getByRole('cell', { name: order.tracking, exact: true }).waitFor();
    const steps: [(form: Page) => Promise<void>, string][] = [
      [chooseStatus('inStorage'), 'inStorage'],
      [chooseStatus('exported'), 'awaitingDelivery'],
      [
        (form) => form.getByLabel(fieldLabel('deliveredDate')).fill(new Date().toISOString().slice(0, 10)),
        'delivered',
      ],
    ];
    for (const [change, orderStatus] of steps) {
      for (const order of orders) {
        await editPackage(page, order.tracking, change);
        await expect
          .poll(async () => (await api<ListedOrder>(`order/getorder?id=${order.id}`)).status, {
            message: `${order.source} order after the package's change`,
          })
          .toBe(orderStatus);
      }
    }

    // Each order's page shows it delivered.
    for (const order of orders) {
      await openInApp(page, `/search-order/${order.id}/show`);
      await page
        .getByText(t('kago.orderStage.delivered'), { exact: true })
        .or(page.getByText(t('kago.orders.statuses.delivered'), { exact: true }))
        .first()
        .waitFor();
    }
    // The last package's detail: its items tab adds an item in place (seed 000 section 3).
    const last = orders.at(-1)!;
    await openInApp(page, `/${resource}?filter=${encodeURIComponent(JSON.stringify({ q: last.tracking }))}`);
    await openRow(page, page.getByRole('cell', { name: last.tracking, exact: true }), isShow);
    await page.getByRole('tab', { name: t('kago.packageTracking.tabs.items') }).click();
    const add = t('ra.action.add');
    await page.getByRole('button', { name: add }).click();
    const dialog = page.getByRole('dialog', { name: add });
    const itemLabel = (source: string) => new RegExp(`^${t(`resources.package-item.fields.${source}`)}`);
    await dialog.getByRole('textbox', { name: itemLabel('name') }).fill('Sneakers');
    await dialog.getByRole('spinbutton', { name: itemLabel('quantity') }).fill('2');
    await dialog.getByRole('button', { name: add }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Sneakers', exact: true }).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });
});
