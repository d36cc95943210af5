import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processTestServer, type TestServer } from '../support/testServer';
import { customerApiAs, type CustomerApi, type Page } from './support/customerApi';

/** Customers' sign-in history: by account, by device type, paged, newest first. */

interface Access {
  id: number;
  accountId: number;
  customerCode: string;
  fullname: string;
  deviceType: string;
  ip: string;
  at: string;
}

let server: TestServer;
let viewer: CustomerApi;

beforeAll(async () => {
  server = await processTestServer();
  viewer = await customerApiAs(server.url, 'viewer');
});
afterAll(() => server?.close());

const page = async (path: string, query: Record<string, string | number>) => {
  const answer = await viewer.get<Page<Access>>(path, query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

describe('access history', () => {
  it('lists the device types', async () => {
    const types = await viewer.get<string[]>('/api/AccessHistory/GetListDeviceType');
    expect(types.body.data).toEqual(['desktop', 'mobile', 'tablet', 'app']);
  });

  it("pages one customer's sign-ins, newest first, on both paths", async () => {
    const first = await page('/api/customer/GetAccessHistory', { accountId: 100012, skip: 0, take: 4 });
    expect(first.total).toBe(10);
    expect(first.items).toHaveLength(4);
    expect(first.items.every((item) => item.accountId === 100012 && item.customerCode === 'C000012')).toBe(
      true,
    );
    const rest = await page('/api/customer/GetAccessHistory', { accountId: 100012, skip: 4, take: 10 });
    expect(rest.items).toHaveLength(6);
    const times = [...first.items, ...rest.items].map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
    const same = await page('/api/AccessHistory/GetAccessHistoryPaing', {
      accountId: 100012,
      skip: 0,
      take: 10,
    });
    expect(same.items.map((item) => item.id)).toEqual([...first.items, ...rest.items].map((item) => item.id));
    expect((await viewer.get('/api/customer/GetAccessHistory', { accountId: 42 })).status).toBe(404);
  });

  it('filters by device type, for one customer or everyone', async () => {
    const mobile = await page('/api/AccessHistory/GetAccessHistoryPaing', {
      accountId: 100012,
      deviceType: 'mobile',
      take: 50,
    });
    expect(mobile.items.length).toBeGreaterThan(0);
    expect(mobile.items.length).toBeLessThan(10);
    expect(mobile.items.every((item) => item.deviceType === 'mobile')).toBe(true);
    const everyone = await page('/api/AccessHistory/GetAccessHistoryPaing', {
      deviceType: 'tablet',
      take: 100,
    });
    expect(everyone.items).toHaveLength(100);
    expect(new Set(everyone.items.map((item) => item.accountId)).size).toBeGreaterThan(1);
    expect(everyone.items.every((item) => item.deviceType === 'tablet')).toBe(true);
    const all = await page('/api/AccessHistory/GetAccessHistoryPaing', { skip: 0, take: 20 });
    expect(all.total).toBeGreaterThan(10_000);
    expect(new Set(all.items.map((item) => item.deviceType)).size).toBeGreaterThan(1);
    const bad = await viewer.get('/api/AccessHistory/GetAccessHistoryPaing', { deviceType: 'toaster' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['deviceType']);
  });
});
