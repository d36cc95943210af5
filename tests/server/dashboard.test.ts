import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DashboardFigures,
  DashboardSupplier,
  DateRange,
  TransactionPage,
  TransactionTotals,
} from '../../dataProvider/dashboard';
import { accessTable, roles } from '../../resources/access';
import type { OpenedDatabase } from '../../server/db/database';
import { dashboardFigures } from '../../server/dashboard/figures';
import { dayAfter, seedDay, startOf } from '../support/seedCalendar';
import { testSeedSize } from '../support/seedSize';
import { signIn } from '../support/signIn';
import { openTestDatabase, startTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';
import { customerApi } from './support/customerApi';
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

/** A month of the seed's calendar, wholly in the past: 31 days ending a fortnight before its end. */
let month: DateRange;
/** Every day of a range, as the figures list them. */
const daysOf = ({ dateFrom, dateTo }: DateRange) => {
  const days = [dateFrom];
  while (days.at(-1)! < dateTo) days.push(dayAfter(days.at(-1)!));
  return days;
};

let server: TestServer;
let admin: ApiClient;
let viewer: ApiClient;
let reference: { database: OpenedDatabase; drop(): Promise<void> };
let referenceDir: string;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await reference.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const figures = async (api: ApiClient, query: Partial<DateRange> = {}) => {
  const answer = await api.get<DashboardFigures>('/api/Dashboard/GetList', query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

const today = () => new Date().toISOString().slice(0, 10);
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  month = { dateFrom: seedDay(45), dateTo: seedDay(15) };
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
      where order_date >= ${startOf(month.dateFrom)}::timestamptz
        and order_date < ${startOf(dayAfter(month.dateTo))}::timestamptz
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

    const data = await figures(admin, month);
    expect(data).toMatchObject(month);
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
    // A month holds about a twelfth of the seed's orders (a year of them).
    expect(total).toBeGreaterThan(testSeedSize.orders / 15);
    expect(data.byStage.reduce((sum, { count }) => sum + count, 0)).toBe(total);
  });

  it('gives the purchases of every day of the range, in VND, as SQL sums them', async () => {
    const byDay = await rows<{ date: string; count: number; amount: number }>(sql`
      select to_char(purchase_date at time zone 'UTC', 'YYYY-MM-DD') as date, count(*)::int as count,
             round(sum(total * exchange_rate))::float8 as amount
      from orders
      where purchase_date >= ${startOf(month.dateFrom)}::timestamptz
        and purchase_date < ${startOf(dayAfter(month.dateTo))}::timestamptz
      group by 1`);
    const data = await figures(admin, month);
    expect(data.purchasesByDay.map(({ date }) => date)).toEqual(daysOf(month));
    expect(data.purchasesByDay).toHaveLength(31);
    expect(byDay.length).toBeGreaterThan(25);
    for (const expected of byDay) {
      expect(data.purchasesByDay.find(({ date }) => date === expected.date)).toEqual(expected);
    }
    expect(data.purchasesByDay.filter(({ count }) => count > 0)).toHaveLength(byDay.length);
  });

  it('honours the range: another range, other figures; the default is the last 30 days', async () => {
    const week = await figures(admin, { dateFrom: month.dateFrom, dateTo: seedDay(39) });
    const [{ count: inWeek }] = await rows<{ count: number }>(sql`
      select count(*)::int as count from orders
      where order_date >= ${startOf(month.dateFrom)}::timestamptz
        and order_date < ${startOf(seedDay(38))}::timestamptz`);
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
      dateFrom: month.dateTo,
      dateTo: month.dateFrom,
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors.dateTo).toEqual(['To must be greater than or equal to From']);
    const long = await admin.get('/api/Dashboard/GetList', { dateFrom: seedDay(400), dateTo: seedDay(1) });
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
    const data = await figures(viewer, month);
    expect(data.byStage).toEqual((await figures(admin, month)).byStage);
    const none = await dashboardFigures(reference.database.db, month, ['nobody']);
    expect(none).toMatchObject({ byStage: [], bySource: [], byStageAndSource: [], todayPurchases: null });
  });

  it('answers 401 without a token, in the envelope', async () => {
    const anonymous = apiClient(server.url, null);
    for (const path of [
      '/api/Dashboard/GetList',
      '/api/Dashboard/GetSupplierByAccountId?accountId=purchaser',
      '/api/Dashboard/GetSupplierByKeyWork?keyword=kago',
      '/api/Dashboard/GetAllSupplier',
      '/api/Dashboard/GetListTransaction',
      '/api/Dashboard/GetTotalAmount',
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

describe("the seed's calendar", () => {
  it('ends on the day the snapshot was seeded: orders up to then, no history after it', async () => {
    const end = new Date(`${dayAfter(seedDay(1))}T00:00:00Z`);
    const [{ latest }] = await rows<{ latest: string }>(
      sql`select max(order_date)::text as latest from orders`,
    );
    expect(new Date(latest).getTime()).toBeLessThan(end.getTime());
    expect(new Date(latest).getTime()).toBeGreaterThan(end.getTime() - 86_400_000);
    const [after] = await rows<Record<string, number>>(sql`
      select
        (select count(*)::int from customer_transactions where created_at >= ${end}) as transactions,
        (select count(*)::int from notifications where created_at >= ${end}) as notifications,
        (select count(*)::int from access_history where at >= ${end}) as access,
        (select count(*)::int from customer_level_history where changed_at >= ${end}) as levels,
        (select count(*)::int from customer_support_history where changed_at >= ${end}) as support,
        (select count(*)::int from customer_addresses where created_at >= ${end}) as addresses,
        (select count(*)::int from customers where code_created_date >= ${end}) as codes,
        (select count(*)::int from orders where purchase_date >= ${end} or cancelled_at >= ${end}
          or purchase_assign_date >= ${end} or updated_at >= ${end}) as orders,
        (select count(*)::int from order_events where at >= ${end}) as "orderEvents",
        (select count(*)::int from order_receivables where created_at >= ${end}) as receivables,
        (select count(*)::int from order_payments where at >= ${end}) as payments,
        (select count(*)::int from order_routing where at >= ${end}) as routing,
        (select count(*)::int from order_shipment_events where at >= ${end}) as "shipmentEvents",
        (select count(*)::int from order_emails where sent_at >= ${end}) as emails`);
    expect(after).toEqual({
      orders: 0,
      orderEvents: 0,
      receivables: 0,
      payments: 0,
      routing: 0,
      shipmentEvents: 0,
      emails: 0,
      transactions: 0,
      notifications: 0,
      access: 0,
      levels: 0,
      support: 0,
      addresses: 0,
      codes: 0,
    });
    // Squeezed into the past, a customer's history keeps its order: balances still add up.
    const [{ broken }] = await rows<{ broken: number }>(sql`
      select count(*)::int as broken from customers c
      where c.cash_available <> coalesce((select t.available_after from customer_transactions t
        where t.customer_id = c.id order by t.created_at desc, t.id desc limit 1), 0)`);
    expect(broken).toBe(0);
  });
});

describe('Dashboard customer money', () => {
  /** The last 30 seeded days: the customers of the last months have moves in it. */
  const recent = () => ({ dateFrom: seedDay(30), dateTo: seedDay(1) });
  const inRange = (range: DateRange) =>
    sql`created_at >= ${startOf(range.dateFrom)}::timestamptz and created_at < ${startOf(dayAfter(range.dateTo))}::timestamptz`;

  it('GetTotalAmount: per type, in, out and net as SQL sums them; the cash of every customer now', async () => {
    const range = recent();
    const byType = await rows<{ type: string; count: number; amount: number }>(sql`
      select type, count(*)::int as count, sum(amount)::float8 as amount
      from customer_transactions where ${inRange(range)} and status = 'success' group by type`);
    const [cash] = await rows<{ available: number; frozen: number }>(sql`
      select sum(cash_available)::float8 as available, sum(cash_frozen)::float8 as frozen from customers`);
    const answer = await admin.get<TransactionTotals>('/api/Dashboard/GetTotalAmount', range);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body.data;
    expect(data).toMatchObject(range);
    expect(data.byType.map(({ type }) => type)).toEqual([
      'deposit',
      'withdrawal',
      'payment',
      'refund',
      'vipHold',
      'vipRelease',
    ]);
    const of = (type: string) => byType.find((row) => row.type === type) ?? { count: 0, amount: 0 };
    for (const figure of data.byType) {
      expect(figure.count, figure.type).toBe(of(figure.type).count);
      expect(figure.amount, figure.type).toBeCloseTo(of(figure.type).amount, 2);
    }
    expect(of('deposit').count).toBeGreaterThan(10);
    expect(of('payment').count).toBeGreaterThan(10);
    // In from outside: deposits and refunds; out: payments and withdrawals; holds stay inside.
    const moneyIn = of('deposit').amount + of('refund').amount;
    const moneyOut = of('payment').amount + of('withdrawal').amount;
    expect(data.moneyIn).toBeCloseTo(moneyIn, 2);
    expect(data.moneyOut).toBeCloseTo(moneyOut, 2);
    expect(data.net).toBeCloseTo(moneyIn - moneyOut, 2);
    expect(data.cashAvailable).toBeCloseTo(cash.available, 2);
    expect(data.cashFrozen).toBeCloseTo(cash.frozen, 2);

    const defaults = await admin.get<TransactionTotals>('/api/Dashboard/GetTotalAmount');
    expect(defaults.body.data).toMatchObject({ dateTo: today(), dateFrom: daysBefore(today(), 29) });
  });

  it('GetListTransaction: a page of the range, newest first, with the customer; its total; paging', async () => {
    const range = recent();
    const expected = await rows<{ id: number; code: string; name: string }>(sql`
      select t.id, c.customer_code as code, c.fullname as name
      from customer_transactions t join customers c on c.id = t.customer_id
      where ${inRange(range)}
      order by t.created_at desc, t.id desc`);
    expect(expected.length).toBeGreaterThan(50);
    const first = await admin.get<TransactionPage>('/api/Dashboard/GetListTransaction', {
      ...range,
      take: 20,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ ...range, total: expected.length, totalIsEstimate: false });
    expect(
      first.body.data.items.map(({ id, customerCode, customerName }) => ({
        id,
        code: customerCode,
        name: customerName,
      })),
    ).toEqual(expected.slice(0, 20));
    const second = await admin.get<TransactionPage>('/api/Dashboard/GetListTransaction', {
      ...range,
      skip: 20,
      take: 20,
    });
    expect(second.body.data.items.map(({ id }) => id)).toEqual(expected.slice(20, 40).map(({ id }) => id));
    const item = first.body.data.items[0];
    const [row] = await rows<{ amount: number; at: string }>(
      sql`select amount::float8 as amount, created_at as at from customer_transactions where id = ${item.id}`,
    );
    expect(item.amount).toBe(row.amount);
    expect(new Date(item.createdAt).getTime()).toBe(new Date(row.at).getTime());
  });

  it('GetListTransaction filters by type and by customer', async () => {
    const range = recent();
    const [{ count: payments }] = await rows<{ count: number }>(
      sql`select count(*)::int as count from customer_transactions where type = 'payment' and ${inRange(range)}`,
    );
    const page = await admin.get<TransactionPage>('/api/Dashboard/GetListTransaction', {
      ...range,
      type: 'payment',
      take: 500,
    });
    expect(page.body.data.total).toBe(payments);
    expect(page.body.data.items.every(({ type }) => type === 'payment')).toBe(true);

    const [{ customerId }] = await rows<{ customerId: number }>(sql`
      select customer_id as "customerId" from customer_transactions
      group by customer_id order by count(*) desc, customer_id limit 1`);
    const wide = { dateFrom: seedDay(366), dateTo: seedDay(1) };
    const [{ count: own }] = await rows<{ count: number }>(sql`
      select count(*)::int as count from customer_transactions
      where customer_id = ${customerId} and ${inRange(wide)}`);
    const theirs = await viewer.get<TransactionPage>('/api/Dashboard/GetListTransaction', {
      ...wide,
      customerId,
    });
    expect(theirs.body.data.total).toBe(own);
    expect(theirs.body.data.items.every((each) => each.customerId === customerId)).toBe(true);
  });

  it('refuses a take over 500, an unknown type, an end before the start', async () => {
    const range = recent();
    for (const query of [
      { ...range, take: 501 },
      { ...range, type: 'gift' },
      { dateFrom: range.dateTo, dateTo: range.dateFrom },
      { customerId: 0 },
    ]) {
      const answer = await admin.get('/api/Dashboard/GetListTransaction', query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    const reversed = await admin.get('/api/Dashboard/GetTotalAmount', {
      dateFrom: range.dateTo,
      dateTo: range.dateFrom,
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors.dateTo).toEqual(['To must be greater than or equal to From']);
  });

  it('counts a move made now: a VIP hold today is in the totals and first in the list', async () => {
    const day = { dateFrom: today(), dateTo: today() };
    const before = (await admin.get<TransactionTotals>('/api/Dashboard/GetTotalAmount', day)).body.data;
    const [customer] = await rows<{ id: number }>(sql`
      select id from customers where not bid_active and cash_available >= 2000000 order by id limit 1`);
    const customers = customerApi(
      server.url,
      (await signIn(server.url, 'accountant', 'accountant')).accessToken,
    );
    const held = await customers.put('/api/customer/ActiveBid', { customerId: customer.id, active: true });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const after = (await admin.get<TransactionTotals>('/api/Dashboard/GetTotalAmount', day)).body.data;
    const hold = (totals: TransactionTotals) => totals.byType.find(({ type }) => type === 'vipHold')!;
    expect(hold(after)).toEqual({
      type: 'vipHold',
      count: hold(before).count + 1,
      amount: hold(before).amount + 2_000_000,
    });
    expect(after.net).toBe(before.net);
    expect(after.cashFrozen).toBe(before.cashFrozen + 2_000_000);
    expect(after.cashAvailable).toBe(before.cashAvailable - 2_000_000);
    const latest = await admin.get<TransactionPage>('/api/Dashboard/GetListTransaction', { ...day, take: 1 });
    expect(latest.body.data.items[0]).toMatchObject({
      customerId: customer.id,
      type: 'vipHold',
      amount: 2_000_000,
    });
  });

  it('is for roles that read the dashboard and the customers, as the access table says', async () => {
    for (const role of roles) {
      const api = apiClient(server.url, (await signIn(server.url, role, role)).accessToken);
      const allowed =
        accessTable[role].dashboard.includes('read') && accessTable[role].customers.includes('read');
      for (const path of ['/api/Dashboard/GetListTransaction', '/api/Dashboard/GetTotalAmount']) {
        const answer = await api.get(path);
        expect(answer.status, `${role} ${path}`).toBe(allowed ? 200 : 403);
      }
    }
  });
});
