import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signIn';
import { processTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';

/**
 * Auction bid tracking (resources/bidTracking.ts, call catalogue 7.5 `YahooBid`): what the
 * declarations cannot say: the last bid time, a won auction's links and what its correction may
 * change, the purchaser's rights, and refusals of bad input with the envelope's codes.
 */
interface Auction {
  id: number;
  version: number;
  productId: string;
  title: string;
  status: string;
  endTime: string;
  bidTime: string | null;
  account: string;
  customerId: number | null;
  customerCode: string | null;
  currentPrice: number;
  bidPrice: number;
  shippingFeeJp: number | null;
  tax: number | null;
  rate: number | null;
  orderId?: number;
  orderCode?: string;
  note?: string | null;
}
type Page<T = Auction> = { items: T[]; total: number };

let server: TestServer;
let purchaser: ApiClient;
let viewer: ApiClient;
let anonymous: ApiClient;

beforeAll(async () => {
  server = await processTestServer();
  const token = async (user: string) => (await signIn(server.url, user, user)).accessToken;
  purchaser = apiClient(server.url, await token('purchaser'));
  viewer = apiClient(server.url, await token('viewer'));
  anonymous = apiClient(server.url, null);
});
afterAll(() => server?.close());

describe('bid tracking', () => {
  it('lists the live auctions ending soonest first, then the ended, latest first; filters by status, account and end date', async () => {
    // The seed's auctions end from a week before the day it was seeded to a week after it.
    const now = new Date().toISOString();
    const page = await viewer.get<Page>('/api/YahooBid/GetTrackBid', { take: 50 });
    expect(page.status).toBe(200);
    const { total } = page.body.data;
    expect(total).toBeGreaterThanOrEqual(1000);
    const ends = page.body.data.items.map((item) => item.endTime);
    expect(ends.every((end) => end > now)).toBe(true);
    expect([...ends].sort()).toEqual(ends);
    // Clicking the column asks the same order by name.
    const asked = await viewer.get<Page>('/api/YahooBid/GetTrackBid', { take: 50, sortBy: 'endTime' });
    expect(asked.body.data.items.map((item) => item.endTime)).toEqual(ends);
    const last = await viewer.get<Page>('/api/YahooBid/GetTrackBid', { skip: total - 50, take: 50 });
    const ended = last.body.data.items.map((item) => item.endTime);
    expect(ended.every((end) => end <= now)).toBe(true);
    expect([...ended].sort().reverse()).toEqual(ended);
    const latestFirst = await viewer.get<Page>('/api/YahooBid/GetTrackBid', {
      take: 5,
      sortBy: 'endTime',
      sortDesc: true,
    });
    expect(latestFirst.body.data.items[0].endTime >= ends[ends.length - 1]).toBe(true);
    const bidding = await viewer.get<Page>('/api/YahooBid/GetTrackBid', { status: 'outbid', take: 20 });
    expect(bidding.body.data.items.length).toBeGreaterThan(0);
    expect(bidding.body.data.items.every((item) => item.status === 'outbid')).toBe(true);
    const account = page.body.data.items[0].account;
    const byAccount = await viewer.get<Page>('/api/YahooBid/GetTrackBid', { account, take: 20 });
    expect(byAccount.body.data.items.every((item) => item.account === account)).toBe(true);
    const day = page.body.data.items[0].endTime.slice(0, 10);
    const ranged = await viewer.get<Page>('/api/YahooBid/GetTrackBid', { endTimeFrom: day, endTimeTo: day });
    expect(ranged.body.data.items.length).toBeGreaterThan(0);
    expect(ranged.body.data.items.every((item) => item.endTime.slice(0, 10) >= day)).toBe(true);
  });

  it('answers the last bid time: the latest bid of every tracked auction', async () => {
    const last = await viewer.get<{ lastBidTime: string }>('/api/YahooBid/GetBidLastTime');
    expect(last.status).toBe(200);
    const latest = await viewer.get<Page>('/api/YahooBid/GetTrackBid', {
      sortBy: 'bidTime',
      sortDesc: true,
      take: 1,
    });
    expect(last.body.data.lastBidTime).toBe(latest.body.data.items[0].bidTime);
  });

  it("answers where each marketplace's item pages are (home/GetUrl), the auction's among them", async () => {
    const pages = await viewer.get<{ domain: string; url: string }[]>('/api/home/GetUrl');
    expect(pages.status).toBe(200);
    const auction = pages.body.data.find((page) => page.domain === 'auctions.yahoo.co.jp');
    expect(auction?.url).toBe('https://page.auctions.yahoo.co.jp/jp/auction/{id}');
    expect(
      pages.body.data.every((page) => page.url.startsWith('https://') && page.url.includes('{id}')),
    ).toBe(true);
    expect((await anonymous.get('/api/home/GetUrl')).status).toBe(401);
  });

  it('filters the auctions by a bid account the buyer configuration names (Common/GetAllBidConfig)', async () => {
    const configs = await viewer.get<{ bidAccount: string }[]>('/api/Common/GetAllBidConfig');
    const accounts = new Set(configs.body.data.map((config) => config.bidAccount));
    const [first] = (await viewer.get<Page>('/api/YahooBid/GetTrackBid', { take: 1 })).body.data.items;
    expect(accounts.has(first.account)).toBe(true);
    const filtered = await viewer.get<Page>('/api/YahooBid/GetTrackBid', {
      account: first.account,
      take: 50,
    });
    expect(filtered.body.data.items.length).toBeGreaterThan(0);
    expect(filtered.body.data.items.every((item) => item.account === first.account)).toBe(true);
  });

  it('lists the won auctions, each linked to its auction order and its customer', async () => {
    const won = await viewer.get<Page>('/api/YahooBid/GetSuccessfulBid', { take: 5 });
    expect(won.body.data.total).toBeGreaterThan(0);
    const [first] = won.body.data.items;
    const detail = await viewer.get<Auction>('/api/YahooBid/GetSuccessfulBidById', { id: first.id });
    expect(detail.body.data.orderCode).toBe(first.orderCode);
    const order = await viewer.get<{ code: string; source: string }>('/api/order/getorder', {
      id: first.orderId,
    });
    expect(order.status).toBe(200);
    expect(order.body.data).toMatchObject({ code: first.orderCode, source: 'auction' });
    expect(first.customerId).toBeGreaterThan(0);
    const byOrder = await viewer.get<Page>('/api/YahooBid/GetSuccessfulBid', { orderCode: first.orderCode });
    expect(byOrder.body.data.items.map((item) => item.id)).toContain(first.id);
  });

  it("lets the purchaser correct a won auction's charges and note only; the viewer may not", async () => {
    const [first] = (await purchaser.get<Page>('/api/YahooBid/GetSuccessfulBid', { take: 1 })).body.data
      .items;
    const sent = {
      ...first,
      shippingFeeJp: 1_200,
      tax: 10,
      rate: 181.5,
      note: 'Seller ships on Monday',
      title: 'Changed',
      bidPrice: 1,
    };
    expect((await viewer.post('/api/YahooBid/UpdateSuccessfulBid', sent)).status).toBe(403);
    expect((await anonymous.post('/api/YahooBid/UpdateSuccessfulBid', sent)).status).toBe(401);
    const saved = await purchaser.post<Auction>('/api/YahooBid/UpdateSuccessfulBid', sent);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      shippingFeeJp: 1_200,
      tax: 10,
      rate: 181.5,
      note: 'Seller ships on Monday',
    });
    expect(saved.body.data).toMatchObject({
      title: first.title,
      bidPrice: first.bidPrice,
      orderId: first.orderId,
    });
    // Sent again with the old version: stale.
    expect((await purchaser.post('/api/YahooBid/UpdateSuccessfulBid', sent)).status).toBe(409);
  });

  it('refuses bad input with 400 and the field named, never a 500', async () => {
    const [first] = (await purchaser.get<Page>('/api/YahooBid/GetSuccessfulBid', { take: 1 })).body.data
      .items;
    const refused = await purchaser.post('/api/YahooBid/UpdateSuccessfulBid', { ...first, tax: 150 });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toContain('tax');
    const negative = await purchaser.post('/api/YahooBid/UpdateSuccessfulBid', {
      ...first,
      shippingFeeJp: -5,
    });
    expect(negative.status).toBe(400);
    expect((await viewer.get('/api/YahooBid/GetTrackBid', { status: 'sold' })).status).toBe(400);
    expect((await viewer.get('/api/YahooBid/GetSuccessfulBidById', { id: 'x' })).status).toBe(400);
    expect((await viewer.get('/api/YahooBid/GetSuccessfulBidById', { id: 9_999_999 })).status).toBe(404);
    expect(
      (await viewer.get('/api/YahooBid/GetYaBargainPaging', { requestDateFrom: 'yesterday' })).status,
    ).toBe(400);
  });

  it('lists the bargains, newest first, filtered by status', async () => {
    const page = await viewer.get<
      Page<{ requestDate: string; status: string; offerPrice: number; currentPrice: number }>
    >('/api/YahooBid/GetYaBargainPaging', { status: 'pending', take: 30 });
    expect(page.body.data.total).toBeGreaterThan(0);
    const dates = page.body.data.items.map((item) => item.requestDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(
      page.body.data.items.every((item) => item.status === 'pending' && item.offerPrice <= item.currentPrice),
    ).toBe(true);
  });

  it('is not served to an anonymous caller', async () => {
    expect((await anonymous.get('/api/YahooBid/GetTrackBid')).status).toBe(401);
    expect((await anonymous.get('/api/YahooBid/GetBidLastTime')).status).toBe(401);
  });
});
