import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLanguage } from '../../i18n/languages';
import { orderPackageStatuses } from '../../resources/orderPackages';
import { signIn } from '../support/signIn';
import { startTestServer, type TestServer } from '../support/testServer';
import { apiClient, queryString, type Answer, type ApiClient } from './support/api';

/**
 * Order packages (call catalogue 7.7; resources/orderPackages.ts, server/orderPackages/rules.ts): the
 * seeded packages in the orders' own package tables, the list's paging and filters, the detail, the
 * fee rule and its seed code, the photo rule, the orders a package holds, merges, the event log, the
 * export, and who may write.
 */
type Package = {
  id: number;
  version: number;
  code: string;
  status: string;
  customerCode: string | null;
  orderCodes: string | null;
  tracking: string | null;
  warehouseCode: string | null;
  mergeStatus: string | null;
  domesticShippingFee: number | null;
  photos: string | null;
  shipmentCode: string | null;
  createdAt: string;
};
type Page<T> = { items: T[]; total: number; totalIsEstimate?: boolean };
type PackageOrder = { id: number; code: string; status: string };
type Event = {
  action: string;
  actor: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};

const base = '/api/OrderPackage';
let server: TestServer;
let warehouse: ApiClient;
let purchaser: ApiClient;
let warehouseToken: string;

beforeAll(async () => {
  server = await startTestServer();
  warehouseToken = (await signIn(server.url, 'warehouse', 'warehouse')).accessToken;
  warehouse = apiClient(server.url, warehouseToken);
  purchaser = apiClient(server.url, (await signIn(server.url, 'purchaser', 'purchaser')).accessToken);
});
afterAll(() => server?.close());

const list = (client: ApiClient, query: Record<string, string | number | boolean> = {}) =>
  client.get<Page<Package>>(`${base}/GetListOrderPackage`, query);
const first = async (query: Record<string, string | number | boolean>) =>
  (await list(warehouse, { take: 1, ...query })).body.data.items[0];
const detail = async (id: number) => (await warehouse.get<Package>(`${base}/GetDetail`, { id })).body.data;
const errorCode = (answer: Answer) => answer.body.DetailErrors?.[0]?.ErrorCode;

describe('order packages', () => {
  it('seeds at least 2,000 packages in every status, some merged, and pages to the last one', async () => {
    const all = await list(warehouse, { take: 1 });
    expect(all.status).toBe(200);
    const { total } = all.body.data;
    expect(total).toBeGreaterThanOrEqual(2_000);
    for (const status of [
      'domesticShipping',
      'inStorage',
      'waitForPay',
      'delivering',
      'delivered',
      'canceled',
    ])
      expect((await list(warehouse, { status, take: 1 })).body.data.total, status).toBeGreaterThan(0);
    expect((await list(warehouse, { mergeStatus: 'merged', take: 1 })).body.data.total).toBeGreaterThan(0);
    // The last page: an exact total, and the last row is there.
    const last = await list(warehouse, { skip: total - 1, take: 25, sortBy: 'id' });
    expect(last.body.data.items).toHaveLength(1);
    expect(last.body.data.total).toBe(total);
    expect(last.body.data.totalIsEstimate ?? false).toBe(false);
    const past = await list(warehouse, { skip: total, take: 25 });
    expect(past.body.data.items).toHaveLength(0);
  });

  it('filters by status, warehouse, merge status and packing date; each value only', async () => {
    for (const status of orderPackageStatuses.filter((status) => status !== 'progressing')) {
      const page = await list(warehouse, { status, take: 50 });
      expect(
        page.body.data.items.every((item) => item.status === status),
        status,
      ).toBe(true);
    }
    const stored = await first({ warehouseCode: 'JP-TOKYO' });
    expect(stored.warehouseCode).toBe('JP-TOKYO');
    const tokyo = await list(warehouse, { warehouseCode: 'JP-TOKYO', take: 100 });
    expect(tokyo.body.data.items.every((item) => item.warehouseCode === 'JP-TOKYO')).toBe(true);
    const failed = await list(warehouse, { mergeStatus: 'mergeFailed', take: 100 });
    expect(failed.body.data.total).toBeGreaterThan(0);
    expect(failed.body.data.items.every((item) => item.mergeStatus === 'mergeFailed')).toBe(true);
    const day = stored.createdAt.slice(0, 10);
    const sameDay = await list(warehouse, { createdAtFrom: day, createdAtTo: day, take: 500 });
    expect(sameDay.body.data.items.map((item) => item.id)).toContain(stored.id);
    expect(sameDay.body.data.items.every((item) => item.createdAt.startsWith(day))).toBe(true);
    expect((await list(warehouse, { createdAtTo: '2000-01-01' })).body.data.total).toBe(0);
    const unknown = await list(warehouse, { status: 'awaitingPayment' });
    expect(unknown.status).toBe(400);
  });

  it('finds a package by its code, an order code, its tracking and its customer', async () => {
    const sample = await first({ mergeStatus: 'merged', status: 'inStorage' });
    const orderCodes = sample.orderCodes!.split(';');
    expect(orderCodes.length).toBeGreaterThan(1);
    for (const keyword of [sample.code, orderCodes[1], sample.tracking!, sample.customerCode!]) {
      const found = await list(warehouse, { keyword, take: 500 });
      expect(
        found.body.data.items.map((item) => item.id),
        keyword,
      ).toContain(sample.id);
    }
    const byOrder = await list(warehouse, { keyword: orderCodes[1], take: 500 });
    expect(byOrder.body.data.items.every((item) => item.orderCodes?.includes(orderCodes[1]))).toBe(true);
  });

  it('reads one package and the orders it holds, in the orders’ own package tables', async () => {
    const sample = await first({ mergeStatus: 'merged' });
    const read = await warehouse.get<Package>(`${base}/GetDetail`, { id: sample.id });
    expect(read.status).toBe(200);
    expect(read.body.data.code).toBe(sample.code);
    const held = await warehouse.get<PackageOrder[]>(`${base}/GetOrdersByCode`, { code: sample.code });
    expect(held.body.data.map((order) => order.code)).toEqual(sample.orderCodes!.split(';'));
    // The order side reads the same package.
    const byOrderCall = await warehouse.get<{ code: string; orders: PackageOrder[] }>(
      '/api/OrderPurchased/OrderPackageGetDetailByCode',
      { code: sample.code },
    );
    expect(byOrderCall.status).toBe(200);
    expect(byOrderCall.body.data.orders.map((order) => order.code)).toEqual(
      held.body.data.map((order) => order.code),
    );
    expect((await warehouse.get(`${base}/GetDetail`, { id: 99_999_999 })).status).toBe(404);
    expect((await warehouse.get(`${base}/GetOrdersByCode`, { code: 'NOPE' })).status).toBe(404);
  });

  it('raises the domestic shipping fee and refuses a lower one with the seed code', async () => {
    const sample = await first({ status: 'inStorage' });
    const current = sample.domesticShippingFee ?? 0;
    const raised = await warehouse.post<Package>(`${base}/UpdateDomesticShippingFee`, {
      id: sample.id,
      version: sample.version,
      domesticShippingFee: current + 10_000,
    });
    expect(raised.status).toBe(200);
    expect(raised.body.data.domesticShippingFee).toBe(current + 10_000);
    const lowered = await warehouse.post(`${base}/UpdateDomesticShippingFee`, {
      id: sample.id,
      domesticShippingFee: current,
    });
    expect(lowered.status).toBe(400);
    expect(errorCode(lowered)).toBe('DOMESTIC_SHIPPING_FEE_LESS_THAN_AMOUNT_CURRENT');
    expect(lowered.body.DetailErrors?.[0]?.ErrorMessage).toMatch(/lower than/i);
    const stale = await warehouse.post(`${base}/UpdateDomesticShippingFee`, {
      id: sample.id,
      version: sample.version,
      domesticShippingFee: current + 20_000,
    });
    expect(stale.status).toBe(409);
    expect((await detail(sample.id)).domesticShippingFee).toBe(current + 10_000);
    const tooHigh = await warehouse.post(`${base}/UpdateDomesticShippingFee`, {
      id: sample.id,
      domesticShippingFee: 1_000_000_000,
    });
    expect(tooHigh.status).toBe(400);
    // A delivered package is no longer the warehouse's to change.
    const done = await first({ status: 'delivered' });
    const closed = await warehouse.post(`${base}/UpdateDomesticShippingFee`, {
      id: done.id,
      domesticShippingFee: (done.domesticShippingFee ?? 0) + 1,
    });
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe('Cannot update package');
  });

  it('takes png, gif, jpg and jpeg photos only, and prefixes those that are not full URLs', async () => {
    const sample = await first({ status: 'domesticShipping' });
    const refused = await warehouse.post(`${base}/UpdatePhotos`, {
      id: sample.id,
      photos: 'a.jpg;label.bmp;notes.pdf',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.photos).toHaveLength(2);
    expect(refused.body.errors?.photos?.[0]).toContain('label.bmp');
    const saved = await warehouse.post<Package>(`${base}/UpdatePhotos`, {
      id: sample.id,
      photos: ' packages/x/front.JPG ; https://images.example.com/y.png;;/z.gif ',
    });
    expect(saved.status).toBe(200);
    const [front, remote, slash] = saved.body.data.photos!.split(';');
    expect(front).toMatch(/^https?:\/\/.+\/cdn\/packages\/x\/front\.JPG$/);
    expect(remote).toBe('https://images.example.com/y.png');
    expect(slash).toMatch(/\/cdn\/z\.gif$/);
  });

  it('changes the orders a package holds, within one customer, and keeps the keyword in step', async () => {
    const sample = await first({ mergeStatus: 'merged', status: 'inStorage' });
    const [kept, released] = sample.orderCodes!.split(';');
    const narrowed = await warehouse.post<Package>(`${base}/UpdateOrdersToOrderPackage`, {
      id: sample.id,
      orderCodes: kept,
    });
    expect(narrowed.status).toBe(200);
    const held = await warehouse.get<PackageOrder[]>(`${base}/GetOrdersByCode`, { code: sample.code });
    expect(held.body.data.map((order) => order.code)).toEqual([kept]);
    const byReleased = await list(warehouse, { keyword: released, take: 500 });
    expect(byReleased.body.data.items.map((item) => item.id)).not.toContain(sample.id);
    // Another customer's order is refused; an unknown code is the seed's order code; none at all too.
    const other = (await list(warehouse, { status: 'inStorage', take: 100 })).body.data.items.find(
      (item) => item.customerCode !== sample.customerCode && item.mergeStatus === null,
    )!;
    const foreign = await warehouse.post(`${base}/UpdateOrdersToOrderPackage`, {
      id: sample.id,
      orderCodes: `${kept};${other.orderCodes}`,
    });
    expect(foreign.status).toBe(400);
    const unknown = await warehouse.post(`${base}/UpdateOrdersToOrderPackage`, {
      id: sample.id,
      orderCodes: `${kept};NO-SUCH-ORDER`,
    });
    expect(errorCode(unknown)).toBe('ORDER_ID_NOT_ALLOW_NULL');
    const empty = await warehouse.post(`${base}/UpdateOrdersToOrderPackage`, {
      id: sample.id,
      orderCodes: ' ; ',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('No items selected');
    const restored = await warehouse.post<Package>(`${base}/UpdateOrdersToOrderPackage`, {
      id: sample.id,
      orderCodes: `${released}\n${kept}`,
    });
    expect(restored.status).toBe(200);
    expect((await detail(sample.id)).orderCodes!.split(';').sort()).toEqual([kept, released].sort());
  });

  it('pushes a failed merge again, and cancels a merge still pending, freeing its orders', async () => {
    const failed = await first({ mergeStatus: 'mergeFailed' });
    const merged = await first({ mergeStatus: 'merged' });
    const refused = await warehouse.post(`${base}/RepushMergeOrderPackage`, { ids: [failed.id, merged.id] });
    expect(refused.status).toBe(400);
    const pushed = await warehouse.post<{ updated: number }>(`${base}/RepushMergeOrderPackage`, {
      ids: [failed.id],
    });
    expect(pushed.body.data.updated).toBe(1);
    expect((await detail(failed.id)).mergeStatus).toBe('merging');
    const cancelled = await warehouse.post<Package>(`${base}/CancelMergePackage`, { id: failed.id });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('canceled');
    expect(cancelled.body.data.mergeStatus).toBe('mergeCancelled');
    expect(
      (await warehouse.get<PackageOrder[]>(`${base}/GetOrdersByCode`, { code: failed.code })).body.data,
    ).toEqual([]);
    expect((await warehouse.post(`${base}/CancelMergePackage`, { id: merged.id })).status).toBe(400);
  });

  it('keeps an event log of every write: who, what, before and after', async () => {
    const sample = await first({ status: 'waitForPay' });
    await warehouse.post(`${base}/UpdateDomesticShippingFee`, {
      id: sample.id,
      domesticShippingFee: (sample.domesticShippingFee ?? 0) + 5_000,
    });
    await warehouse.post(`${base}/UpdateInfoShipment`, {
      id: sample.id,
      shipmentCode: 'VN-TEST-1',
      domesticCarrier: 'GHN',
      deliveryDate: '2026-12-01',
    });
    const log = await warehouse.get<Event[]>(`${base}/GetEventLogs`, { id: sample.id });
    expect(log.status).toBe(200);
    expect(log.body.data.map((event) => event.action)).toEqual([
      'UpdateInfoShipment',
      'UpdateDomesticShippingFee',
    ]);
    const [shipment, fee] = log.body.data;
    expect(shipment.actor).toBe('warehouse');
    expect(shipment.before.shipmentCode).toBe(sample.shipmentCode);
    expect(shipment.after).toMatchObject({ shipmentCode: 'VN-TEST-1', domesticCarrier: 'GHN' });
    expect(fee.after.domesticShippingFee).toBe((sample.domesticShippingFee ?? 0) + 5_000);
  });

  it('exports the filtered list as an .xlsx file', async () => {
    const filter = { mergeStatus: 'merging' };
    const expected = (await list(warehouse, { ...filter, take: 1 })).body.data.total;
    const response = await fetch(`${server.url}${base}/ExportExcel`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${warehouseToken}`,
        'content-type': 'application/json',
        languageid: findLanguage('en').languageId,
      },
      body: JSON.stringify(filter),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toMatch(/\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(expected + 1);
    const headings = (sheet.getRow(1).values as unknown[]).filter(Boolean);
    expect(headings).toEqual(expect.arrayContaining(['Package code', 'Status', 'Orders', 'Merge status']));
    const mergeColumn = headings.indexOf('Merge status') + 1;
    expect(sheet.getRow(2).getCell(mergeColumn).value).toBe('Merging');
  });

  it('lets purchasers read but not write, and refuses other callers', async () => {
    expect((await list(purchaser)).status).toBe(200);
    const sample = await first({ status: 'inStorage' });
    const write = await purchaser.post(`${base}/UpdateDomesticShippingFee`, {
      id: sample.id,
      domesticShippingFee: 1,
    });
    expect(write.status).toBe(403);
    const anonymous = await fetch(`${server.url}${base}/GetListOrderPackage${queryString({ take: 1 })}`);
    expect(anonymous.status).toBe(401);
  });
});
