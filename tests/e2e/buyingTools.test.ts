import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { signIn } from '../support/signIn';
import { openInApp, openSignedIn } from './support/browser';
import { readApi } from './support/readApi';
import { useBrowser } from './support/useBrowser';

interface Page<T> {
  items: T[];
}
interface Auction {
  id: number;
  productId: string;
  orderId: number;
  orderCode: string;
  customerId: number;
  customerCode: string;
}

/**
 * The purchaser's auction tools in Vietnamese (the default), where fit.test.ts's walk over every
 * screen does not look: the robot's last bid time above the tracked auctions, each product id linked
 * to its auction's page (home/GetUrl), a won auction linking to its order and its customer, and the
 * warehouse's package opened by its scanned code (OrderPackageGetDetailByCode).
 */
describe('buying tools in a real browser', () => {
  const { server, browser } = useBrowser({ width: 1280, height: 800 });
  const vi = (key: string, options?: Record<string, string | number>) => translate('vi', key, options);

  it('tracks the auctions and links a won one to its auction page, its order and its customer', async () => {
    const { page, pageErrors } = browser;
    const api = readApi(server.url, (await signIn(server.url, 'purchaser', 'purchaser')).accessToken);
    await openSignedIn(page, server.url, '/bid-tracking', 'purchaser');
    await page.getByText(vi('kago.bidTracking.lastBidTime')).waitFor();
    // Every label of the filters and the pager fits its input (src/kit/FilterBar.tsx): the bid
    // account's was cut at 1280 px.
    const accountLabel = page.locator('form label', {
      hasText: vi('resources.bid-tracking.fields.account'),
    });
    await accountLabel.waitFor();
    const cut = await page
      .locator('form label:visible')
      .evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
      );
    expect(cut).toEqual([]);
    const [tracked] = (await api<Page<Auction>>('YahooBid/GetTrackBid?skip=0&take=1&sortBy=endTime')).items;
    const domain = 'auctions.yahoo.co.jp';
    const link = page.getByRole('link', {
      name: vi('kago.bidTracking.openItemPage', { id: tracked.productId, domain }),
    });
    expect(await link.getAttribute('href')).toBe(
      `https://page.auctions.yahoo.co.jp/jp/auction/${tracked.productId}`,
    );
    expect(await link.getAttribute('target')).toBe('_blank');

    const [won] = (await api<Page<Auction>>('YahooBid/GetSuccessfulBid?skip=0&take=1')).items;
    await openInApp(page, `/successful-bids/${won.id}/show`);
    await page.getByRole('link', { name: won.orderCode }).first().click();
    await page.waitForURL((url) => url.pathname === `/search-orders/${won.orderId}/show`);
    await page.goBack();
    await page.getByRole('link', { name: won.customerCode }).first().click();
    await page.waitForURL((url) => url.pathname === `/customer-information/${won.customerId}/show`);

    // A partner event's detail gives its moment as the interface language writes it (vi: 28/11/2026).
    // Its call is named by what it does, in Vietnamese, not by the partner's wire name.
    const [event] = (
      await api<Page<{ id: number; eventName: string }>>('EventLog/GetEventLogs?skip=0&take=1')
    ).items;
    await openInApp(page, `/event-log-list/${event.id}/show`);
    await page.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/).waitFor();
    await page.getByText(vi(`resources.event-log-list.choices.eventName.${event.eventName}`)).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('opens a package by the code scanned above the package list', async () => {
    const { page, pageErrors } = browser;
    const api = readApi(server.url, (await signIn(server.url, 'admin', 'admin')).accessToken);
    const [stored] = (
      await api<Page<{ id: number; code: string }>>('OrderPackage/GetListOrderPackage?skip=5&take=1')
    ).items;
    await openInApp(page, '/manage-order-package');
    const code = page.getByRole('textbox', { name: vi('kago.orderPackages.lookup.codeLabel') });
    await code.fill('PK-NO-SUCH-CODE');
    await code.press('Enter');
    await page.getByText(vi('kago.orderPackages.lookup.notFound', { code: 'PK-NO-SUCH-CODE' })).waitFor();
    await code.fill(stored.code);
    await code.press('Enter');
    await page.waitForURL((url) => url.pathname === `/manage-order-package/${stored.id}/show`);
    expect(pageErrors).toEqual([]);
  });
});
