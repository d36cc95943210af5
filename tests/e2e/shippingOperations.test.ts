import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findLanguage, type Locale } from '../../i18n/languages';
import { translate } from '../../i18n/translate';
import { todayInVietnam } from '../../server/shippingOrders/rules';
import { signIn } from '../support/signIn';
import { openInApp, openSignedIn } from './support/browser';
import { readApi } from './support/readApi';
import { useBrowser } from './support/useBrowser';

/**
 * A shipping order from create-order through the operations' work queues in a real browser, each
 * step by the role that makes it and in its own language: the operator creates it on create-order's
 * form (which asks for the post office first), receives, handles and dispatches it in Vietnamese;
 * the accountant charges it in English; the operator prints its label from the doc queue, documents
 * it, sends it out for delivery and marks it delivered; a viewer finds it by its tracking in trace,
 * in Japanese, with its whole timeline, and opens its detail's timeline.
 */
type ShippingOrder = {
  id: number;
  orderNumber: string;
  stage: string;
  trackingNumber: string | null;
  currencyId: number | null;
};

/**
 * Yesterday at noon, as a `datetime-local` input takes it: in the past whatever the browser's time
 * zone, as the server wants a delivery time.
 */
const yesterdayNoon = () => {
  const date = new Date(`${todayInVietnam()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return `${date.toISOString().slice(0, 10)}T12:00`;
};

/** Today as the interface language types a date (vi dd/mm/yyyy). */
const todayText = (_locale: 'vi') => todayInVietnam().split('-').reverse().join('/');

const resource = 'management-order';

/** Signs in afresh as `user`, in `locale`, on `path`. */
const openAs = async (page: Page, url: string, path: string, user: string, locale: Locale) => {
  await page.context().clearCookies();
  await page.goto(`${url}/signin`);
  await page.evaluate((id) => {
    localStorage.clear();
    localStorage.setItem('kago.languageId', id);
  }, findLanguage(locale).languageId);
  await openSignedIn(page, url, path, user);
};

/** Moves inside the app to a queue narrowed to one order, as its menu leaf and a search would. */
const openQueue = async (page: Page, queue: string, orderNumber: string) => {
  const path = `/${queue}?filter=${encodeURIComponent(JSON.stringify({ q: orderNumber }))}`;
  await openInApp(page, path);
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await row.first().waitFor();
  return row;
};

/**
 * Runs a move from its queue's row: fills the dialog's texts and picks the first option of its
 * selects, sends it, and sees the move no longer offered on the order.
 */
const move = async (
  page: Page,
  locale: Locale,
  [queue, orderNumber]: readonly [string, string],
  action: string,
  {
    texts = {},
    selects = [],
    check,
  }: {
    texts?: Record<string, string>;
    selects?: readonly string[];
    /** What the filled dialog must show before it is sent. */
    check?: (dialog: Locator) => Promise<void>;
  } = {},
) => {
  const t = (key: string) => translate(locale, key);
  const row = await openQueue(page, queue, orderNumber);
  const label = t(`resources.${resource}.actions.${action}.label`);
  await row.getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog');
  const field = (source: string) => t(`resources.${resource}.fields.${source}`);
  for (const [source, value] of Object.entries(texts)) await dialog.getByLabel(field(source)).fill(value);
  for (const source of selects) {
    await dialog.getByRole('combobox', { name: field(source) }).click();
    await page.getByRole('option').first().click();
  }
  await check?.(dialog);
  // A move that asks nothing is react-admin's confirmation.
  const asks = Object.keys(texts).length + selects.length > 0;
  await dialog.getByRole('button', { name: asks ? label : t('ra.action.confirm') }).click();
  await dialog.waitFor({ state: 'detached' });
  // Moved on: the row no longer offers this move (it left the queue, or, out for delivery, waits
  // in it for the next).
  await expect.poll(() => row.getByRole('button', { name: label }).count()).toBe(0);
};

describe('shipping operations in a real browser', () => {
  const { server, browser } = useBrowser({ width: 1280, height: 800 });

  it('takes an order through every queue to delivery and finds it by trace', async () => {
    const { page, pageErrors } = browser;
    const token = async (user: string) => (await signIn(server.url, user, user)).accessToken;
    const readAs = readApi(server.url, await token('operator'));

    // create-order, as the operator: the form asks for a post office before anything is sent.
    await openAs(page, server.url, '/management-order/create', 'operator', 'vi');
    const vi = (key: string) => translate('vi', key);
    const form = page.getByRole('main');
    const input = (source: string) => vi(`resources.${resource}.fields.${source}`);
    /** Picks the option named so, or the first that is not the empty choice of an optional input. */
    const pick = async (source: string, name?: string) => {
      await form.getByRole('combobox', { name: input(source) }).click();
      const options = page.getByRole('option');
      await (name ? options.filter({ hasText: name }) : options.filter({ hasText: /\S/ })).first().click();
    };
    const referenceNumber = `E2E-${Date.now()}`;
    await form.getByRole('textbox', { name: input('referenceNumber') }).fill(referenceNumber);
    await pick('cargoShippingMethod');
    await pick('cargoSPService');
    // Standard air: the seeded groups price it at their standard rate; the charge starts from it.
    await pick('deliveryTimeId', 'Đường bay tiêu chuẩn');
    await form.getByRole('spinbutton', { name: input('pieces') }).fill('1');
    await form.getByRole('textbox', { name: input('sendDate') }).fill(todayText('vi'));
    await pick('currencyId', 'JPY');
    await form.getByRole('spinbutton', { name: input('declaredValue') }).fill('12000');
    const save = form.getByRole('button', { name: vi('ra.action.save') });
    await save.click();
    await form.getByText(vi('kago.errors.generic.selectPostOfficeFirst')).first().waitFor();
    await pick('postOfficeToSend');
    await pick('postOfficeAddress');
    await save.click();
    await page.waitForURL((url) => url.pathname === `/${resource}`);
    const [order] = (
      await readAs<{ items: ShippingOrder[] }>(`sp-order/get?keyword=${encodeURIComponent(referenceNumber)}`)
    ).items;
    const currencies = await readAs<{ id: number; currencyCode: string }[]>('sp-order/get-currencies');
    expect(order).toMatchObject({
      stage: 'created',
      currencyId: currencies.find((currency) => currency.currencyCode === 'JPY')?.id,
    });

    const at = (queue: string) => [queue, order.orderNumber] as const;
    await move(page, 'vi', at('receive'), 'receive', {
      texts: { actualPieces: '1', pieceMeasures: '2500x40x30x20' },
    });
    await move(page, 'vi', at('handling'), 'handle', { texts: { boxes: '1' } });
    await move(page, 'vi', at('dispatch'), 'dispatch', {
      texts: { masterWaybill: `E2E${order.id}`, departureDate: todayText('vi') },
      selects: ['carrierId', 'originPortId', 'destinationPortId'],
    });
    // The charge is not the operator's: no button on its row.
    const waiting = await openQueue(page, 'charge', order.orderNumber);
    expect(
      await waiting
        .getByRole('button', { name: translate('vi', `resources.${resource}.actions.charge.label`) })
        .count(),
    ).toBe(0);

    await openAs(page, server.url, '/charge', 'accountant', 'en');
    // The rate is the charges group's: the dialog quotes the charge from the catalogues before it is
    // sent, in the order's currency (yen, which the currency starts from).
    await move(page, 'en', at('charge'), 'charge', {
      texts: { servicesPrice: '50000' },
      selects: ['chargesGroupId', 'vatTypeId'],
      check: async (dialog) => {
        const quote = dialog.getByRole('table', { name: translate('en', 'kago.shippingOrders.chargeQuote') });
        await quote.getByText('₫65,000', { exact: true }).waitFor();
        await quote.getByText(translate('en', 'kago.chargeRates.source.standard')).waitFor();
        await quote.getByText(/^¥[\d,]+$/).waitFor();
      },
    });
    const charged = await readAs<ShippingOrder & { chargeCurrency: string }>(`sp-order/edit?id=${order.id}`);
    expect(charged.chargeCurrency).toBe('JPY');

    await openAs(page, server.url, '/doc', 'operator', 'vi');
    // The doc queue's row prints the order's documents: the label downloads as a PDF.
    const docRow = await openQueue(page, 'doc', order.orderNumber);
    const [label] = await Promise.all([
      page.waitForEvent('download'),
      docRow.getByRole('button', { name: translate('vi', 'kago.shippingOrders.documents.label') }).click(),
    ]);
    expect(label.suggestedFilename()).toBe(`${order.orderNumber}-label.pdf`);
    await move(page, 'vi', at('doc'), 'document');
    await move(page, 'vi', at('delivery'), 'startDelivery', {
      texts: { trackingNumber: `VNE2E${order.id}` },
    });
    await move(page, 'vi', at('delivery'), 'deliver', {
      texts: { receiverName: 'Nguyễn Văn An', deliveredAt: yesterdayNoon() },
    });
    const delivered = await readAs<ShippingOrder>(`sp-order/edit?id=${order.id}`);
    expect(delivered.stage).toBe('delivered');

    // Trace, in Japanese, by the tracking number: the whole timeline, each move by its role.
    await openAs(page, server.url, '/trace', 'viewer', 'ja');
    const ja = (key: string) => translate('ja', key);
    await page.getByLabel(ja(`resources.${resource}.fields.keyword`)).fill(`vne2e${order.id}`);
    await page.getByRole('button', { name: ja('kago.shippingOrders.trace.search') }).click();
    const found = page.getByRole('region', { name: order.orderNumber });
    await found.waitFor();
    const moves = ['receive', 'handle', 'dispatch', 'charge', 'document', 'startDelivery', 'deliver'];
    for (const action of moves)
      await found
        .getByText(ja(`resources.${resource}.actions.${action}.label`), { exact: true })
        .first()
        .waitFor();
    // Its own detail: the declared value in the order's currency (yen, without fractions), and the
    // same timeline, on its tab.
    await found.getByRole('link', { name: order.orderNumber }).click();
    await page
      .getByRole('main')
      .getByText(/^[¥￥]12,000$/)
      .waitFor();
    await page.getByRole('tab', { name: ja('kago.shippingOrders.tabs.timeline') }).click();
    const timeline = page.getByRole('main').getByRole('listitem');
    await expect.poll(() => timeline.count()).toBe(moves.length);
    await timeline.filter({ hasText: ja(`resources.${resource}.actions.deliver.label`) }).waitFor();
    expect(pageErrors).toEqual([]);
    // Four sign-ins and eleven moves: about a minute on an idle machine.
  }, 240_000);
});
