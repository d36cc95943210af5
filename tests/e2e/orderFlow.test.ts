import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { signIn } from '../support/signIn';
import { findAxeViolations, openInApp, openSignedIn } from './support/browser';
import { useBrowser } from './support/useBrowser';
import { readApi } from './support/readApi';

/** The app starts in Vietnamese: every label the test looks for is the app's own phrase. */
const t = (key: string, params?: Record<string, string | number>) => translate('vi', key, params);

interface ListedOrder {
  id: number;
  code: string;
  status: string;
  tracking: string | null;
  warehouse: string | null;
}

interface LoggedEvent {
  action: string;
  toStatus: string | null;
}

/** A workbook as a person would fill the import template: the headings, then code and tracking. */
const trackingWorkbook = async (rows: [string, string][]) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('kago.orderFiles.import.templateSheet'));
  sheet.addRow([t('kago.orderFiles.columns.code'), t('kago.orderFiles.columns.tracking')]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

describe("the issue's walk: an Ichiba order from purchase to delivery, in a real browser", () => {
  const { server, browser } = useBrowser();
  let token: string;

  const api = <T>(path: string) => readApi(server.url, token)<T>(path);

  const confirm = (scope: Page | ReturnType<Page['getByRole']>) =>
    scope.getByRole('button', { name: t('ra.action.confirm'), exact: true }).click();

  /** The primary button of the detail page to `status`, choosing a warehouse when asked. */
  const moveTo = async (page: Page, status: string, route: string, id: number) => {
    await page
      .getByRole('button', {
        name: t('kago.orderDetail.moveTo', { status: t(`kago.orders.statuses.${status}`) }),
      })
      .click();
    const dialog = page.getByRole('dialog', { name: t('kago.orders.actions.OrderUpdateStatus') });
    if (status === 'inStorage') {
      await dialog
        .getByRole('combobox', { name: new RegExp(`^${t('kago.orders.fields.warehouse')}`) })
        .click();
      await page.getByRole('option').first().click();
    }
    await confirm(dialog);
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === `/${route}/${id}/show`);
  };

  beforeAll(async () => {
    ({ accessToken: token } = await signIn(server.url, 'admin', 'admin'));
  });

  it(
    'buys, imports its tracking, stores and delivers it, each step in the event log',
    { timeout: 240_000 },
    async () => {
      const { page } = browser;
      const waiting = await api<{ items: ListedOrder[] }>(
        'OrderPurchaseIchiba/getorders?status=purchasePending&take=5&sortBy=orderDate&sortDesc=false',
      );
      const order = waiting.items.find((item) => item.tracking === null)!;
      expect(order).toBeTruthy();

      // Buy, from the detail page's action bar: the number and the confirmation in one dialog.
      await openSignedIn(page, server.url, `/purchase-waiting-order-ichiba/${order.id}/show`);
      await page.getByRole('button', { name: t('kago.orders.actions.OrderBuy'), exact: true }).click();
      const buy = page.getByRole('dialog', { name: t('kago.orders.actions.OrderBuy') });
      await buy
        .getByRole('textbox', { name: new RegExp(`^${t('kago.orders.fields.orderNumber')}`) })
        .fill('E2E-FLOW-1');
      await confirm(buy);
      await page.waitForURL((url) => url.pathname === `/purchased-order-ichiba/${order.id}/show`);

      // The tracking import, on the Ichiba purchased list: a workbook with the order and a new tracking.
      const tracking = `E2E${order.id}TRK`;
      await openInApp(page, '/purchased-order-ichiba');
      await page.getByRole('button', { name: t('kago.orderFiles.import.button') }).waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: t('kago.orderFiles.import.button') }).click();
      const dialog = page.getByRole('dialog', { name: t('kago.orderFiles.import.title') });
      await dialog.waitFor();
      // Measured once the dialog has faded in: half-transparent text is low contrast to axe.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.MuiDialog-container')].every(
          (element) => getComputedStyle(element).opacity === '1',
        ),
      );
      expect(await findAxeViolations(page)).toEqual([]);
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'tracking.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await trackingWorkbook([[order.code, tracking]]),
      });
      await dialog.getByText(t('kago.orderFiles.import.chosenFile', { name: 'tracking.xlsx' })).waitFor();
      await dialog.getByRole('button', { name: t('kago.orderFiles.import.start'), exact: true }).click();
      await dialog.getByText(t('kago.orderFiles.import.summary', { applied: 1, failed: 0 })).waitFor();
      const resultRow = dialog
        .getByRole('table', { name: t('kago.orderFiles.import.results') })
        .getByRole('row')
        .nth(1);
      expect((await resultRow.getByRole('cell').allTextContents()).map((text) => text.trim())).toEqual([
        '2',
        order.code,
        tracking,
        t('kago.orderFiles.import.applied'),
      ]);
      expect(await findAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: t('kago.orderFiles.import.close') }).click();
      const shipped = await api<ListedOrder>(`OrderDomesticShippingIchiba/getorder?id=${order.id}`);
      expect(shipped).toMatchObject({ status: 'domesticShipping', tracking });

      // Storage (a warehouse chosen), awaiting delivery, delivering, delivered: the detail's next steps.
      await openInApp(page, `/order-domestic-shipping-ichiba/${order.id}/show`);
      await moveTo(page, 'inStorage', 'order-arrived-in-storage-ichiba', order.id);
      expect(await api<ListedOrder>(`OrderArrivedInStorageIchiba/getorder?id=${order.id}`)).toMatchObject({
        status: 'inStorage',
        warehouse: expect.any(String),
      });
      for (const status of ['awaitingDelivery', 'delivering', 'delivered']) {
        await moveTo(page, status, 'waiting-delivery-and-delivered-ichiba', order.id);
        await expect
          .poll(
            async () =>
              (await api<ListedOrder>(`OrderDeliveryAndDeliveredIchiba/getorder?id=${order.id}`)).status,
          )
          .toBe(status);
      }

      // The event log tab lists every step: who did what, each status before and after.
      await page.getByRole('tab', { name: t('kago.orderDetail.tabs.eventLog') }).click();
      const log = page.getByRole('table', { name: t('kago.orderDetail.tabs.eventLog') });
      await log.getByText(t('kago.orders.statuses.delivered')).first().waitFor();
      const events = await api<LoggedEvent[]>(
        `OrderDeliveryAndDeliveredIchiba/GetEventLog?orderId=${order.id}`,
      );
      const steps = [
        'purchased',
        'domesticShipping',
        'inStorage',
        'awaitingDelivery',
        'delivering',
        'delivered',
      ];
      expect(
        events
          .filter((event) => event.toStatus)
          .map((event) => event.toStatus)
          .reverse()
          .slice(-steps.length),
      ).toEqual(steps);
      const logText = await log.innerText();
      for (const action of ['OrderBuy', 'ImportTracking', 'OrderUpdateStatus'])
        expect(logText).toContain(t(`kago.orders.actions.${action}`));
      for (const status of steps) expect(logText).toContain(t(`kago.orders.statuses.${status}`));
      expect(await log.locator('tbody tr').count()).toBeGreaterThanOrEqual(steps.length);

      expect(browser.pageErrors).toEqual([]);
      expect(browser.consoleErrors).toEqual([]);
    },
  );
});
