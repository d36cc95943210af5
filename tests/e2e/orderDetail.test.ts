import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { signIn } from '../support/signIn';
import { findAxeViolations, openSignedIn } from './support/browser';
import { useBrowser } from './support/useBrowser';

/** The app starts in Vietnamese: every label the test looks for is the app's own phrase. */
const t = (key: string, params?: Record<string, string | number>) => translate('vi', key, params);

interface ListedOrder {
  id: number;
  code: string;
  status: string;
  source: string;
  price: number;
  tracking: string | null;
}

describe('the order detail in a real browser, signed in for real', () => {
  const { server, browser } = useBrowser();
  let token: string;
  let signedIn = false;

  /** What the API says, read with a token of its own. */
  const api = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${server.url}/api/${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: T };
    return body.data;
  };
  const firstOrders = async (family: string, query: string, count: number) => {
    const page = await api<{ items: ListedOrder[] }>(`${family}/getorders?take=${count}&${query}`);
    expect(page.items.length).toBeGreaterThanOrEqual(count);
    return page.items;
  };
  const statusOf = async (family: string, id: number) =>
    (await api<ListedOrder>(`${family}/getorder?id=${id}`)).status;

  const open = async (path: string) => {
    const { page } = browser;
    if (signedIn) await page.goto(`${server.url}${path}`);
    else await openSignedIn(page, server.url, path, 'admin');
    signedIn = true;
    await page.getByRole('tablist').waitFor();
  };

  const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

  /** Opens an action from the menu of the other actions. */
  const openAction = async (page: Page, action: string) => {
    await page.getByRole('button', { name: t('kago.orderDetail.moreActions') }).click();
    await page.getByRole('menuitem', { name: t(`kago.orders.actions.${action}`), exact: true }).click();
    return dialogNamed(page, t(`kago.orders.actions.${action}`));
  };

  /** Takes the order's next step (the primary button) to `status`, choosing a warehouse when asked. */
  const moveTo = async (page: Page, status: string, expectedRoute: string, id: number) => {
    await page
      .getByRole('button', {
        name: t('kago.orderDetail.moveTo', { status: t(`kago.orders.statuses.${status}`) }),
      })
      .click();
    const dialog = dialogNamed(page, t('kago.orders.actions.OrderUpdateStatus'));
    if (status === 'inStorage') {
      await dialog
        .getByRole('combobox', { name: new RegExp(`^${t('kago.orders.fields.warehouse')}`) })
        .click();
      await page.getByRole('option').first().click();
    }
    await dialog.getByRole('button', { name: t('ra.action.confirm'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/${expectedRoute}/${id}/show`);
    await dialog.waitFor({ state: 'detached' });
  };

  beforeAll(async () => {
    ({ accessToken: token } = await signIn(server.url, 'admin', 'admin'));
  });

  it('refuses a price above the current one with the seed message, accepts a lower one, and logs it', async () => {
    const [order] = await firstOrders('OrderPurchaseIchiba', 'status=purchasePending', 1);
    await open(`/purchase-waiting-order-ichiba/${order.id}/show`);
    const { page } = browser;
    // The page is loaded once its product lines are on screen.
    await page.getByRole('table', { name: t('kago.orderDetail.sections.lines') }).waitFor();
    expect(await findAxeViolations(page)).toEqual([]);

    const dialog = await openAction(page, 'UpdatePrice');
    const price = dialog.getByRole('spinbutton', { name: new RegExp(`^${t('kago.orders.fields.price')}`) });
    expect(Number(await price.inputValue())).toBe(order.price);
    await price.fill(String(order.price + 100));
    await dialog.getByRole('button', { name: t('ra.action.confirm'), exact: true }).click();
    await dialog
      .getByText(t('kago.validation.max', { field: t('kago.orders.fields.price'), max: order.price }))
      .waitFor();

    const lowered = Math.floor(order.price * 0.9);
    await price.fill(String(lowered));
    await dialog.getByRole('button', { name: t('ra.action.confirm'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(t('common.notify.success')).first().waitFor();

    await page.getByRole('tab', { name: t('kago.orderDetail.tabs.eventLog') }).click();
    // An Ichiba order's amounts are in yen, written without fractions (src/kit/format.ts).
    const format = (value: number) =>
      new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'JPY', maximumFractionDigits: 0 }).format(
        value,
      );
    const change = t('kago.orderDetail.change', {
      field: t('kago.orders.fields.price'),
      before: format(order.price),
      after: format(lowered),
    });
    await page.getByText(change).first().waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('eventLog');
    expect((await api<ListedOrder>(`OrderPurchaseIchiba/getorder?id=${order.id}`)).price).toBe(lowered);
  });

  it('refuses to cancel a Mercari order without a reason, then cancels it with one', async () => {
    const [order] = await firstOrders('OrderPurchaseMercari', 'status=purchasePending', 1);
    await open(`/purchase-waiting-orders-mer/${order.id}/show`);
    const { page } = browser;
    const dialog = await openAction(page, 'CancelOrder');
    await dialog.getByRole('button', { name: t('ra.action.confirm'), exact: true }).click();
    await dialog
      .getByText(t('kago.validation.required', { field: t('kago.orders.fields.cancelReason') }))
      .waitFor();

    await dialog
      .getByRole('textbox', { name: new RegExp(`^${t('kago.orders.fields.cancelReason')}`) })
      .fill('Hết hàng');
    // The irreversible move says so in the same dialog, above its reason: one Confirm sends it.
    await dialog
      .getByText(
        t('kago.orderDetail.confirmContent', {
          action: t('kago.orders.actions.CancelOrder'),
          code: order.code,
        }),
      )
      .waitFor();
    await dialog.getByRole('button', { name: t('ra.action.confirm'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/order-cancel-mer/${order.id}/show`);
    expect(await statusOf('OrderCancelMercari', order.id)).toBe('cancelled');
  });

  it('takes Ichiba orders from purchase pending through buying, storage and delivery', async () => {
    const { page } = browser;
    const [toBuy] = await firstOrders('OrderPurchaseIchiba', 'status=purchasePending', 2).then((items) =>
      items.slice(1),
    );
    await open(`/purchase-waiting-order-ichiba/${toBuy.id}/show`);
    await page.getByRole('button', { name: t('kago.orders.actions.OrderBuy'), exact: true }).click();
    const buy = dialogNamed(page, t('kago.orders.actions.OrderBuy'));
    await buy
      .getByRole('textbox', { name: new RegExp(`^${t('kago.orders.fields.orderNumber')}`) })
      .fill('E2E-ICHIBA-1');
    await buy.getByRole('button', { name: t('ra.action.confirm'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/purchased-order-ichiba/${toBuy.id}/show`);
    expect(await statusOf('OrderPurchasedIchiba', toBuy.id)).toBe('purchased');

    // Domestic shipping needs a tracking code; a freshly bought order has none yet (the tracking
    // import sets it), so the move is refused with the seed's message and the dialog stays open.
    await page
      .getByRole('button', {
        name: t('kago.orderDetail.moveTo', { status: t('kago.orders.statuses.domesticShipping') }),
      })
      .click();
    const move = dialogNamed(page, t('kago.orders.actions.OrderUpdateStatus'));
    await move.getByRole('button', { name: t('ra.action.confirm'), exact: true }).click();
    await move.getByText(t('kago.errors.codes.TRACKING_NOT_ALLOW_NULL')).waitFor();
    await move.getByRole('button', { name: t('ra.action.cancel') }).click();

    // An order that has its tracking goes on: storage (warehouse chosen), delivery, delivered.
    const [shipped] = await firstOrders('OrderDomesticShippingIchiba', 'status=domesticShipping', 1);
    expect(shipped.tracking).toBeTruthy();
    await open(`/order-domestic-shipping-ichiba/${shipped.id}/show`);
    await moveTo(page, 'inStorage', 'order-arrived-in-storage-ichiba', shipped.id);
    const stored = await api<{ status: string; warehouse: string | null }>(
      `OrderArrivedInStorageIchiba/getorder?id=${shipped.id}`,
    );
    expect(stored).toMatchObject({ status: 'inStorage', warehouse: expect.any(String) });
    await moveTo(page, 'awaitingDelivery', 'waiting-delivery-and-delivered-ichiba', shipped.id);
    await page
      .getByRole('button', {
        name: t('kago.orderDetail.moveTo', { status: t('kago.orders.statuses.delivering') }),
      })
      .waitFor();
    await moveTo(page, 'delivering', 'waiting-delivery-and-delivered-ichiba', shipped.id);
    await page
      .getByRole('button', {
        name: t('kago.orderDetail.moveTo', { status: t('kago.orders.statuses.delivered') }),
      })
      .waitFor();
    await moveTo(page, 'delivered', 'waiting-delivery-and-delivered-ichiba', shipped.id);
    expect(await statusOf('OrderDeliveryAndDeliveredIchiba', shipped.id)).toBe('delivered');

    // Each move is in the status events tab, newest first.
    await page.getByRole('tab', { name: t('kago.orderDetail.tabs.statusEvents') }).click();
    const rows = page.getByRole('table', { name: t('kago.orderDetail.tabs.statusEvents') }).getByRole('row');
    await rows.nth(4).waitFor();
    expect(await rows.nth(1).textContent()).toContain(t('kago.orders.statuses.delivered'));
    expect(browser.pageErrors).toEqual([]);
  });
});
