import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInVietnam } from '../../server/shippingOrders/rules';
import { signIn } from '../support/signIn';
import { startTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';

/**
 * Shipping orders on the op base (call catalogue 7.11 `/sp-order/...`; resources/shippingOrders.ts,
 * server/shippingOrders/rules.ts): the seeded orders over every stage, the list's filters, a new
 * order and the refusals that change nothing, the post office's address, deletes only before
 * receipt, and who may write.
 */
type ShippingOrder = {
  id: number;
  version: number;
  orderNumber: string;
  stage: string;
  referenceNumber: string;
  shipperId: number | null;
  postOfficeToSend: string;
  postOfficeAddress: string | null;
  sendDate: string;
  pieces: number;
};
type Page<T> = { items: T[]; total: number };

const base = '/api/sp-order';
let server: TestServer;
let operator: ApiClient;
let operatorVi: ApiClient;
let warehouse: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  const token = (await signIn(server.url, 'operator', 'operator')).accessToken;
  operator = apiClient(server.url, token);
  operatorVi = apiClient(server.url, token, 'vi');
  warehouse = apiClient(server.url, (await signIn(server.url, 'warehouse', 'warehouse')).accessToken);
});
afterAll(() => server?.close());

const list = (query: Record<string, string | number>) =>
  operator.get<Page<ShippingOrder>>(`${base}/get`, { take: 50, ...query });
const inDays = (days: number) => {
  const date = new Date(`${todayInVietnam()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('shipping orders', () => {
  it('lists the seeded orders in every stage, filtered by stage, method, post office, shipper and date', async () => {
    const all = await list({});
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBeGreaterThan(100);
    for (const stage of ['created', 'received', 'dispatched', 'delivered', 'deliveryFailed']) {
      const page = await list({ stage });
      expect(page.body.data.total, stage).toBeGreaterThan(0);
      expect(page.body.data.items.every((order) => order.stage === stage)).toBe(true);
    }
    const sample = all.body.data.items[0];
    const filtered = await list({
      cargoShippingMethod: 'air',
      postOfficeToSend: sample.postOfficeToSend,
      shipperId: sample.shipperId!,
      sendDateFrom: '2000-01-01',
    });
    expect(filtered.status).toBe(200);
    expect(
      filtered.body.data.items.every((order) => order.postOfficeToSend === sample.postOfficeToSend),
    ).toBe(true);
  });

  it('creates an order; refuses a past date, zero pieces, an unknown post office and a reference taken', async () => {
    const sample = (await list({ stage: 'received' })).body.data.items[0];
    const order = {
      referenceNumber: `T-${Date.now()}`,
      cargoShippingMethod: 'air',
      cargoSPService: 'express',
      cargoType: 'general',
      pieces: 2,
      sendDate: inDays(1),
      postOfficeToSend: sample.postOfficeToSend,
      cargoPickupMethod: 'dropOff',
      shipperId: sample.shipperId,
    };
    const address = await operator.get<{ address: string }[]>(`${base}/get-postoffice-address`, {
      postOfficeToSend: sample.postOfficeToSend,
    });
    expect(address.status).toBe(200);
    const created = await operator.post<ShippingOrder>(`${base}/create`, order);
    expect(created.status).toBe(200);
    expect(created.body.data.orderNumber).toMatch(/^SP\d{8}$/);
    expect(created.body.data.stage).toBe('created');
    expect(created.body.data.postOfficeAddress).toBe(address.body.data[0]?.address ?? null);

    const past = await operatorVi.post(`${base}/create`, {
      ...order,
      referenceNumber: 'X1',
      sendDate: inDays(-1),
    });
    expect(past.status).toBe(400);
    expect(past.body.errors.sendDate).toEqual(['Ngày gửi không được ở trong quá khứ']);
    const none = await operator.post(`${base}/create`, { ...order, referenceNumber: 'X2', pieces: 0 });
    expect(none.status).toBe(400);
    expect(none.body.errors.pieces).toBeDefined();
    const unknown = await operator.post(`${base}/create`, {
      ...order,
      referenceNumber: 'X3',
      postOfficeToSend: 'NOPE',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.postOfficeToSend).toEqual(['No active post office has this code']);
    const taken = await operator.post(`${base}/create`, order);
    expect(taken.status).toBe(400);
    expect(taken.body.errors.referenceNumber).toEqual([
      'This shipper already has an order with this reference number',
    ]);
    // Another shipper may use the same reference.
    const other = (await list({ stage: 'created' })).body.data.items.find(
      (candidate) => candidate.shipperId !== sample.shipperId,
    )!;
    expect((await operator.post(`${base}/create`, { ...order, shipperId: other.shipperId })).status).toBe(
      200,
    );
    expect(
      (await list({ keyword: 'X1' })).body.data.items.some((found) => found.referenceNumber === 'X1'),
    ).toBe(false);

    // Deletes only before receipt: a received order refuses the whole call.
    const refused = await operator.post(`${base}/deletes`, { ids: [created.body.data.id, sample.id] });
    expect(refused.status).toBe(400);
    expect((await operator.get(`${base}/edit`, { id: created.body.data.id })).status).toBe(200);
    const deleted = await operator.post<{ deleted: number }>(`${base}/deletes`, {
      ids: [created.body.data.id],
    });
    expect(deleted.body.data.deleted).toBe(1);
  });

  it('is written by operators and admins; the warehouse reads it', async () => {
    expect((await warehouse.get(`${base}/get`, {})).status).toBe(200);
    expect((await warehouse.post(`${base}/deletes`, { ids: [1] })).status).toBe(403);
  });

  it('offers the currencies to those who read the orders, whom the currency setting refuses', async () => {
    // The currency catalogue is a setting (admin and the accountant): its own read refuses the
    // operator, and the order's form, list and detail then opened /AccessDeny.
    expect((await operator.get('/api/currency/get-all', {})).status).toBe(403);
    for (const reader of [operator, warehouse]) {
      const answer = await reader.get<{ id: number; currencyCode: string }[]>(`${base}/get-currencies`, {});
      expect(answer.status).toBe(200);
      const codes = answer.body.data.map((currency) => currency.currencyCode);
      expect(codes).toEqual(expect.arrayContaining(['VND', 'JPY', 'USD']));
      expect(codes).toEqual([...codes].sort());
    }
    // The seeded orders' currencies are among them.
    const seeded = (await list({})).body.data.items as (ShippingOrder & { currencyId: number | null })[];
    const used = seeded.flatMap((order) => (order.currencyId === null ? [] : [order.currencyId]));
    expect(used.length).toBeGreaterThan(0);
    const offered = (await operator.get<{ id: number }[]>(`${base}/get-currencies`, {})).body.data;
    expect(used.filter((id) => !offered.some((currency) => currency.id === id))).toEqual([]);
  });
});
