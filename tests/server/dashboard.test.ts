import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFigures, DashboardSupplier } from '../../dataProvider/dashboard';
import type { OpenedDatabase } from '../../server/db/database';
import { dashboardFigures } from '../../server/dashboard/figures';
import { signIn } from '../support/signIn';
import { openTestDatabase, startTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';
import { firstOrder } from './support/orders';

/**
 * The expectations are computed here, with SQL of their own over a second copy of the same seeded
 * database, and the stages written out as the seed's statuses: nothing is taken from the code under
 * test.
 */
const stageStatuses: Record<string, string[]> = {
  purchaseWaiting: ['waitingProcessing', 'purchasePending'],
  waitingPayment: ['waitingSettlement', 'advancePaymentAwaited'],
  purchased: ['purchased'],
  domesticShipping: ['domesticShipping'],
  arrivedInStorage: ['inStorage', 'lostGoods', 'liquidationGoods', 'junkOrder'],
  deliveryAndDelivered: ['awaitingDelivery', 'delivering', 'delivered'],
  cancel: ['cancellationRequested', 'cancelled'],
};
const stageOf = (status: string) =>
  Object.keys(stageStatuses).find((stage) => stageStatuses[stage].includes(status));

const december = { dateFrom: '2025-12-01', dateTo: '2025-12-31' };

let server: TestServer;
let admin: ApiClient;
let viewer: ApiClient;
let reference: { database: OpenedDatabase; drop(): Promise<void> };
let referenceDir: string;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await reference.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const figures = async (api: ApiClient, query: Record<string, string> = {}) => {
  const answer = await api.get<DashboardFigures>('/api/Dashboard/GetList', query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

const today = () => new Date().toISOString().slice(0, 10);
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  referenceDir = mkdtempSync(path.join(tmpdir(), 'kago-dashboard-reference-'));
  reference = await openTestDatabase(referenceDir);
  const token = async (user: string) => (await signIn(server.url, user, user)).accessToken;
  admin = apiClient(server.url, await token('admin'));
  viewer = apiClient(server.url, await token('viewer'));
});
afterAll(async () => {
  await server?.close();
  await reference?.database.close();
  await reference?.drop();
  if (referenceDir) rmSync(referenceDir, { recursive: true, force: true });
});

describe('Dashboard/GetList', () => {
  it('counts the orders placed in the range per stage, per source and per both, as SQL counts them', async () => {
    const counted = await rows<{ status: string; source: string; count: number }>(sql`
      select status, source, count(*)::int as count from orders
      where order_date >= '2025-12-01T00:00:00Z' and order_date < '2026-01-01T00:00:00Z'
      group by status, source`);
    const expectedByStage = new Map<string, number>();
    const expectedBySource = new Map<string, number>();
    const expectedCell = new Map<string, number>();
    for (const { status, source, count } of counted) {
      const stage = stageOf(status)!;
      expectedByStage.set(stage, (expectedByStage.get(stage) ?? 0) + count);
      expectedBySource.set(source, (expectedBySource.get(source) ?? 0) + count);
      expectedCell.set(`${stage}/${source}`, (expectedCell.get(`${stage}/${source}`) ?? 0) + count);
    }

    const data = await figures(admin, december);
    expect(data).toMatchObject(december);
    expect(data.byStage.map(({ stage }) => stage)).toEqual(Object.keys(stageStatuses));
    for (const { stage, count } of data.byStage) expect(count, stage).toBe(expectedByStage.get(stage) ?? 0);
    expect(data.bySource).toHaveLength(8);
    for (const { source, count } of data.bySource)
      expect(count, source).toBe(expectedBySource.get(source) ?? 0);
    expect(data.byStageAndSource).toHaveLength(7 * 8);
    for (const { stage, source, count } of data.byStageAndSource) {
      expect(count, `${stage}/${source}`).toBe(expectedCell.get(`${stage}/${source}`) ?? 0);
    }
    const total = counted.reduce((sum, { count }) => sum + count, 0);
    expect(total).toBeGreaterThan(1000);
    expect(data.byStage.reduce((sum, { count }) => sum + count, 0)).toBe(total);
  });

  it('gives the purchases of every day of the range, in VND, as SQL sums them', async () => {
    const byDay = await rows<{ date: string; count: number; amount: number }>(sql`
      select to_char(purchase_date at time zone 'UTC', 'YYYY-MM-DD') as date, count(*)::int as count,
             round(sum(total * exchange_rate))::float8 as amount
      from orders
      where purchase_date >= '2025-12-01T00:00:00Z' and purchase_date < '2026-01-01T00:00:00Z'
      group by 1`);
    const data = await figures(admin, december);
    expect(data.purchasesByDay.map(({ date }) => date)).toEqual(
      Array.from({ length: 31 }, (_, index) => `2025-12-${String(index + 1).padStart(2, '0')}`),
    );
    expect(byDay.length).toBeGreaterThan(25);
    for (const expected of byDay) {
      expect(data.purchasesByDay.find(({ date }) => date === expected.date)).toEqual(expected);
    }
    expect(data.purchasesByDay.filter(({ count }) => count > 0)).toHaveLength(byDay.length);
  });

  it('honours the range: another range, other figures; the default is the last 30 days', async () => {
    const week = await figures(admin, { dateFrom: '2025-12-01', dateTo: '2025-12-07' });
    const [{ count: inWeek }] = await rows<{ count: number }>(sql`
      select count(*)::int as count from orders
      where order_date >= '2025-12-01T00:00:00Z' and order_date < '2025-12-08T00:00:00Z'`);
    expect(week.byStage.reduce((sum, { count }) => sum + count, 0)).toBe(inWeek);
    expect(week.purchasesByDay).toHaveLength(7);

    const defaults = await figures(admin);
    expect(defaults).toMatchObject({ dateTo: today(), dateFrom: daysBefore(today(), 29) });
    expect(defaults.purchasesByDay).toHaveLength(30);
    const [{ count: recent }] = await rows<{ count: number }>(sql`
      select count(*)::int as count from orders
      where order_date >= ${`${daysBefore(today(), 29)}T00:00:00Z`}::timestamptz`);
    expect(defaults.byStage.reduce((sum, { count }) => sum + count, 0)).toBe(recent);
  });

  it('refuses an end before the start, a range over a year, and a value that is not a date', async () => {
    const reversed = await admin.get('/api/Dashboard/GetList', {
      dateFrom: '2025-12-31',
      dateTo: '2025-12-01',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors.dateTo).toEqual(['To must be greater than or equal to From']);
    const long = await admin.get('/api/Dashboard/GetList', { dateFrom: '2024-01-01', dateTo: '2025-12-31' });
    expect(long.status).toBe(400);
    expect(long.body.errors.dateFrom).toEqual(['The date range may span at most 366 days']);
    const garbage = await admin.get('/api/Dashboard/GetList', { dateFrom: 'yesterday' });
    expect(garbage.status).toBe(400);
  });

  it("counts today's purchases: buying an order now adds it, with its amount in VND", async () => {
    const before = await figures(admin);
    const order = await firstOrder(admin, 'OrderPurchase', 'purchasePending');
    const bought = await admin.post('/api/OrderPurchase/OrderBuy', {
      orderId: order.id,
      version: order.version,
      orderNumber: 'DASH-1',
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const [{ amount }] = await rows<{ amount: number }>(
      sql`select round(total * exchange_rate)::float8 as amount from orders where id = ${order.id}`,
    );
    const after = await figures(admin);
    expect(after.todayPurchases).toEqual({
      date: today(),
      count: before.todayPurchases!.count + 1,
      amount: before.todayPurchases!.amount + amount,
    });
    expect(after.purchasesByDay.at(-1)).toEqual(after.todayPurchases);
  });

  it('lets a viewer read the figures; counts nothing for roles that may read no order', async () => {
    const data = await figures(viewer, december);
    expect(data.byStage).toEqual((await figures(admin, december)).byStage);
    const none = await dashboardFigures(reference.database.db, december, ['nobody']);
    expect(none).toMatchObject({ byStage: [], bySource: [], byStageAndSource: [], todayPurchases: null });
  });

  it('answers 401 without a token, in the envelope', async () => {
    const anonymous = apiClient(server.url, null);
    for (const path of [
      '/api/Dashboard/GetList',
      '/api/Dashboard/GetSupplierByAccountId?accountId=purchaser',
      '/api/Dashboard/GetSupplierByKeyWork?keyword=kago',
      '/api/Dashboard/GetAllSupplier',
    ]) {
      const answer = await anonymous.get(path);
      expect(answer.status, path).toBe(401);
      expect(answer.body.success).toBe(false);
    }
  });
});

describe('Dashboard supplier look-ups', () => {
  it("GetSupplierByAccountId: the suppliers of the account's orders, with counts, most used first", async () => {
    const expected = await rows<{ id: number; count: number }>(sql`
      select supplier_id as id, count(*)::int as count from orders
      where purchaser = 'purchaser' and supplier_id is not null
      group by supplier_id order by count desc, supplier_id`);
    const answer = await viewer.get<DashboardSupplier[]>('/api/Dashboard/GetSupplierByAccountId', {
      accountId: 'purchaser',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map(({ id, orderCount }) => ({ id, count: orderCount }))).toEqual(
      expect.arrayContaining(expected),
    );
    expect(answer.body.data).toHaveLength(expected.length);
    const counts = answer.body.data.map(({ orderCount }) => orderCount!);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const nobody = await admin.get<DashboardSupplier[]>('/api/Dashboard/GetSupplierByAccountId', {
      accountId: 'nobody',
    });
    expect(nobody.body.data).toEqual([]);
  });

  it('GetSupplierByKeyWork: code or name contains the keyword, any case; wildcards are literal', async () => {
    const cards = await admin.get<DashboardSupplier[]>('/api/Dashboard/GetSupplierByKeyWork', {
      keyword: 'CARD',
    });
    expect(cards.body.data.map(({ code }) => code)).toEqual([
      'KAGO-CARD-01',
      'KAGO-CARD-02',
      'KAGO-OLD-CARD',
    ]);
    const byName = await admin.get<DashboardSupplier[]>('/api/Dashboard/GetSupplierByKeyWork', {
      keyword: 'vietcom',
    });
    expect(byName.body.data.map(({ code }) => code)).toEqual(['KAGO-VCB']);
    const wildcard = await admin.get<DashboardSupplier[]>('/api/Dashboard/GetSupplierByKeyWork', {
      keyword: '%',
    });
    expect(wildcard.body.data).toEqual([]);
  });

  it('GetAllSupplier: every supplier, active or not, by code', async () => {
    const [{ count }] = await rows<{ count: number }>(sql`select count(*)::int as count from suppliers`);
    const answer = await admin.get<DashboardSupplier[]>('/api/Dashboard/GetAllSupplier');
    expect(answer.body.data).toHaveLength(count);
    expect(answer.body.data.some(({ active }) => !active)).toBe(true);
    const codes = answer.body.data.map(({ code }) => code);
    expect(codes).toEqual([...codes].sort());
  });
});
