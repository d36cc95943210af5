import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSources } from '../../resources/orders/index';
import { signIn } from '../support/signIn';
import { startTestServer, type TestServer } from '../support/testServer';
import { apiClient, type Answer, type ApiClient } from './support/api';

/**
 * Package tracking (call catalogue 7.8; resources/tracking.ts, server/tracking/rules.ts): the seeded
 * packages, every rule with its seed error code (section 8), and a purchased order of every source
 * moving on to domestic shipping through the orders' write path, with its event-log row.
 */
type Package = {
  id: number;
  version: number;
  tracking: string | null;
  shipmentCode: string | null;
  postOfficeCode: string | null;
  partner: string | null;
  orderId: number | null;
  accountId: number | null;
  status: string | null;
  processStatus: string;
  lastUpdateDate: string | null;
};
type Page<T> = { items: T[]; total: number };
type Order = {
  id: number;
  code: string;
  status: string;
  source: string;
  tracking: string | null;
  version: number;
};
type Event = { action: string; fromStatus: string; toStatus: string; actor: string };

const base = '/api/PackageTracking';
let server: TestServer;
let admin: ApiClient;
let warehouse: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = apiClient(server.url, (await signIn(server.url, 'admin', 'admin')).accessToken);
  warehouse = apiClient(server.url, (await signIn(server.url, 'warehouse', 'warehouse')).accessToken);
});
afterAll(() => server?.close());

const list = (client: ApiClient, query: Record<string, string | number | boolean> = {}) =>
  client.get<Page<Package>>(`${base}/GetListPackageTracking`, query);

const errorCode = (answer: Answer) => answer.body.DetailErrors?.[0]?.ErrorCode;

/** An account that exists: the one a seeded package names. */
const someAccount = async () => {
  const page = await list(admin, { take: 50 });
  return page.body.data.items.find((item) => item.accountId !== null)!.accountId!;
};

/** Purchased orders without a tracking yet, of one source. */
const purchasedWithoutTracking = async (source: string) => {
  const page = await admin.get<Page<Order>>('/api/OrderPurchased/getorders', { source, take: 200 });
  return page.body.data.items.filter((order) => order.tracking === null);
};

let trackingCounter = 0;
const newTracking = () => `TEST-${Date.now()}-${(trackingCounter += 1)}`;

describe('package tracking', () => {
  it('seeds packages for every order at domestic shipping or later, some cancelled, some processed', async () => {
    const all = await list(admin, { take: 1, skip: 599, sortBy: 'id' });
    expect(all.status).toBe(200);
    expect(all.body.data.items).toHaveLength(1);
    const cancelled = await list(admin, { status: 'cancelled', take: 5 });
    expect(cancelled.body.data.total).toBeGreaterThan(0);
    const processed = await list(admin, { processStatus: 'Processed', take: 5 });
    expect(processed.body.data.total).toBeGreaterThan(0);
    // Each names its order, whose tracking it carries.
    const [first] = processed.body.data.items;
    const order = await admin.get<Order>('/api/order/getorder', { id: first.orderId! });
    expect(order.body.data.tracking).toBe(first.tracking);
    expect(first.partner).not.toBeNull();
  });

  it('searches tracking and shipment codes, filters by warehouse and a date range', async () => {
    const [sample] = (await list(admin, { take: 1, postOfficeCode: 'JP-TOKYO' })).body.data.items;
    expect(sample.postOfficeCode).toBe('JP-TOKYO');
    const byTracking = await list(admin, { keyword: sample.tracking!.slice(2) });
    expect(byTracking.body.data.items.map((item) => item.id)).toContain(sample.id);
    const byShipment = await list(admin, { keyword: sample.shipmentCode! });
    expect(
      byShipment.body.data.items.every((item) => item.shipmentCode?.includes(sample.shipmentCode!)),
    ).toBe(true);
    const day = sample.lastUpdateDate!.slice(0, 10);
    const sameDay = await list(admin, { lastUpdateDateFrom: day, lastUpdateDateTo: day, take: 500 });
    expect(sameDay.body.data.items.map((item) => item.id)).toContain(sample.id);
    expect(sameDay.body.data.items.every((item) => item.lastUpdateDate!.startsWith(day))).toBe(true);
    const before = await list(admin, { lastUpdateDateTo: '2000-01-01' });
    expect(before.body.data.total).toBe(0);
  });

  it('refuses an add without what it needs, each with its seed error code', async () => {
    const accountId = await someAccount();
    const [order] = await purchasedWithoutTracking('ichiba');
    const valid = { tracking: newTracking(), postOfficeCode: 'JP-TOKYO', orderId: order.id, accountId };
    const add = (body: Record<string, unknown>) => warehouse.post(`${base}/AddPackageTracking`, body);
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...valid, tracking: '  ' }, 'TRACKING_NOT_ALLOW_NULL'],
      [{ ...valid, postOfficeCode: null }, 'POST_OFFICE_CODE_NOT_ALLOW_NULL'],
      [{ ...valid, postOfficeCode: 'NOWHERE' }, 'POST_OFFICE_NOT_FOUND'],
      [{ ...valid, orderId: null }, 'ORDER_ID_NOT_ALLOW_NULL'],
      [{ ...valid, orderId: 99_999_999 }, 'ORDER_ID_NOT_ALLOW_NULL'],
      [{ ...valid, accountId: 99_999_999 }, 'ACCOUNT_ID_NOT_ALLOW_NULL'],
    ];
    for (const [body, code] of refusals) {
      const answer = await add(body);
      expect(answer.status, code).toBe(400);
      expect(errorCode(answer), code).toBe(code);
      expect(answer.body.DetailErrors?.[0]?.ErrorMessage, code).toBeTruthy();
    }
    // A tracking a live package already carries.
    const [taken] = (await list(admin, { processStatus: 'Processed', take: 1 })).body.data.items;
    const exists = await add({ ...valid, tracking: taken.tracking });
    expect(errorCode(exists)).toBe('TRACKING_EXIST');
    // Nothing was written, and the order did not move.
    const still = await admin.get<Order>('/api/order/getorder', { id: order.id });
    expect(still.body.data.status).toBe('purchased');
    // Readers may not add at all.
    const viewer = apiClient(server.url, (await signIn(server.url, 'viewer', 'viewer')).accessToken);
    expect((await viewer.post(`${base}/AddPackageTracking`, valid)).status).toBe(403);
  });

  it('takes the orderer from the order, keeps the order code, and the warehouse receives it into storage', async () => {
    const [order] = await purchasedWithoutTracking('jan');
    const tracking = newTracking();
    // Staff name the order only: its customer's account follows from it.
    const added = await warehouse.post<Package & { orderCode: string }>(`${base}/AddPackageTracking`, {
      tracking,
      postOfficeCode: 'JP-TOKYO',
      orderId: order.id,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.accountId).toEqual(expect.any(Number));
    expect(added.body.data.orderCode).toBe(order.code);
    // The list finds it by the order's code too.
    const found = await list(warehouse, { keyword: order.code });
    expect(found.body.data.items.map((item) => item.tracking)).toContain(tracking);

    // The warehouse's own step: weighed, photographed, in storage; the order with it, no other role.
    const receive = (body: Record<string, unknown>) =>
      warehouse.post<Package & { weight: number }>(`${base}/ReceivePackageTracking`, body);
    const missing = await receive({ id: added.body.data.id, version: added.body.data.version });
    expect(missing.status).toBe(400);
    const received = await receive({
      id: added.body.data.id,
      version: added.body.data.version,
      weight: 1250,
      images: 'parcel-1.jpg;parcel-2.jpg',
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.data).toMatchObject({
      status: 'inStorage',
      processStatus: 'Processed',
      weight: 1250,
      images: 'parcel-1.jpg;parcel-2.jpg',
    });
    const stored = await admin.get<Order & { warehouse: string | null }>('/api/order/getorder', {
      id: order.id,
    });
    expect(stored.body.data).toMatchObject({ status: 'inStorage', warehouse: 'JP-TOKYO' });
    // Once received it is not received again, and not cancelled here (the warehouse processed it).
    const again = await receive({
      id: received.body.data.id,
      version: received.body.data.version,
      weight: 1,
    });
    expect(again.status).toBe(409);
    const cancel = await warehouse.post(`${base}/CancelPackageTracking`, {
      id: received.body.data.id,
      version: received.body.data.version,
    });
    expect(errorCode(cancel)).toBe('EFEX_SHIPMENT_DELETE_ERROR');
    // Readers may not receive.
    const viewer = apiClient(server.url, (await signIn(server.url, 'viewer', 'viewer')).accessToken);
    expect(
      (await viewer.post(`${base}/ReceivePackageTracking`, { id: 1, version: 1, weight: 1 })).status,
    ).toBe(403);
  });

  it('refuses a warehouse without partner, in the language of the request', async () => {
    const accountId = await someAccount();
    const [order] = await purchasedWithoutTracking('mercari');
    const vietnamese = apiClient(
      server.url,
      (await signIn(server.url, 'warehouse', 'warehouse')).accessToken,
      'vi',
    );
    const body = { tracking: newTracking(), postOfficeCode: 'VN-DN', orderId: order.id, accountId };
    const refused = await vietnamese.post(`${base}/AddPackageTracking`, body);
    expect(refused.status).toBe(400);
    expect(errorCode(refused)).toBe('POST_OFFICE_PARTNER_NOT_ALLOW_NULL');
    expect(refused.body.DetailErrors?.[0]?.ErrorMessage).not.toBe('Partner information not found');
    expect(errorCode(await warehouse.post(`${base}/AddPackageTracking`, body))).toBe(
      'POST_OFFICE_PARTNER_NOT_ALLOW_NULL',
    );
  });

  it.each(orderSources.map((source) => source.key))(
    'moves a purchased %s order to domestic shipping with its event-log row',
    async (source) => {
      const [order] = await purchasedWithoutTracking(source);
      expect(order, `a purchased ${source} order without tracking`).toBeDefined();
      const tracking = newTracking();
      const added = await warehouse.post<Package>(`${base}/AddPackageTracking`, {
        tracking,
        postOfficeCode: 'JP-OSAKA',
        orderId: order.id,
        accountId: await someAccount(),
      });
      expect(added.status).toBe(200);
      expect(added.body.data).toMatchObject({ tracking, partner: 'Kago Japan', processStatus: 'Processing' });
      const moved = await admin.get<Order>('/api/order/getorder', { id: order.id });
      expect(moved.body.data).toMatchObject({ status: 'domesticShipping', tracking });
      expect(moved.body.data.version).toBe(order.version + 1);
      const events = await admin.get<Event[]>('/api/order/GetEventLog', { orderId: order.id });
      expect(events.body.data[0]).toMatchObject({
        action: 'AddPackageTracking',
        fromStatus: 'purchased',
        toStatus: 'domesticShipping',
        actor: expect.any(String),
      });
      // The same tracking cannot be added twice.
      const again = await warehouse.post(`${base}/AddPackageTracking`, {
        tracking,
        postOfficeCode: 'JP-OSAKA',
        orderId: order.id,
        accountId: await someAccount(),
      });
      expect(errorCode(again)).toBe('TRACKING_EXIST');
    },
  );

  it('updates a package, and names an unknown one TRACKING_NOT_EXIST', async () => {
    const [item] = (await list(admin, { processStatus: 'Processing', take: 1 })).body.data.items;
    const updated = await warehouse.post<Package>(`${base}/UpdatePackageTracking`, {
      ...item,
      shipmentCode: 'SH-UPDATED',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ shipmentCode: 'SH-UPDATED', version: item.version + 1 });
    const unknown = await warehouse.post(`${base}/UpdatePackageTracking`, { ...item, id: 99_999_999 });
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown)).toBe('TRACKING_NOT_EXIST');
    const emptied = await warehouse.post(`${base}/UpdatePackageTracking`, {
      ...updated.body.data,
      tracking: '',
    });
    expect(errorCode(emptied)).toBe('TRACKING_NOT_ALLOW_NULL');
  });

  it('moves its order on with the warehouse: received in storage, issued for delivery, delivered', async () => {
    // A purchased order gets its package (domestic shipping); the warehouse then works the package.
    const [order] = await purchasedWithoutTracking('mercari');
    const added = await warehouse.post<Package>(`${base}/AddPackageTracking`, {
      tracking: newTracking(),
      postOfficeCode: 'JP-OSAKA',
      orderId: order.id,
      accountId: await someAccount(),
    });
    expect(added.status).toBe(200);
    const statusOf = async () =>
      (await admin.get<Order & { warehouse: string | null }>('/api/order/getorder', { id: order.id })).body
        .data;
    const update = async (current: Package, change: Record<string, unknown>) => {
      const answer = await warehouse.post<Package>(`${base}/UpdatePackageTracking`, {
        ...current,
        ...change,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data;
    };

    const stored = await update(added.body.data, { status: 'inStorage' });
    expect(await statusOf()).toMatchObject({ status: 'inStorage', warehouse: 'JP-OSAKA' });
    // Another change of the package in storage is no new event: the order stays.
    const noted = await update(stored, { location: 'Shelf B-12' });
    expect((await statusOf()).status).toBe('inStorage');
    const exported = await update(noted, { status: 'exported' });
    expect((await statusOf()).status).toBe('awaitingDelivery');
    await update(exported, { deliveredDate: '2026-11-20' });
    expect((await statusOf()).status).toBe('delivered');

    // Each move is the orders' own: one event-log row each, newest first.
    const events = await admin.get<(Event & { after: Record<string, unknown> })[]>('/api/order/GetEventLog', {
      orderId: order.id,
    });
    expect(events.body.data.slice(0, 5).map((event) => [event.fromStatus, event.toStatus])).toEqual([
      ['delivering', 'delivered'],
      ['awaitingDelivery', 'delivering'],
      ['inStorage', 'awaitingDelivery'],
      ['domesticShipping', 'inStorage'],
      ['purchased', 'domesticShipping'],
    ]);
    expect(events.body.data[0].after).toMatchObject({ warehouseEvent: 'delivered' });
  });

  it('moves an order the warehouse saw skip storage through it, and leaves an order elsewhere alone', async () => {
    const [order] = await purchasedWithoutTracking('jan');
    const added = await warehouse.post<Package>(`${base}/AddPackageTracking`, {
      tracking: newTracking(),
      postOfficeCode: 'JP-OSAKA',
      orderId: order.id,
      accountId: await someAccount(),
    });
    const exported = await warehouse.post<Package>(`${base}/UpdatePackageTracking`, {
      ...added.body.data,
      status: 'exported',
    });
    expect(exported.status).toBe(200);
    expect((await admin.get<Order>('/api/order/getorder', { id: order.id })).body.data.status).toBe(
      'awaitingDelivery',
    );
    // A package whose order is not shipped yet (still purchase pending) moves nothing.
    const pending = await admin.get<Page<Order>>('/api/OrderPurchase/getorders', { take: 1 });
    const [waiting] = pending.body.data.items;
    const early = await warehouse.post<Package>(`${base}/AddPackageTracking`, {
      tracking: newTracking(),
      postOfficeCode: 'JP-OSAKA',
      orderId: waiting.id,
      accountId: await someAccount(),
      status: 'inStorage',
    });
    expect(early.status).toBe(200);
    expect((await admin.get<Order>('/api/order/getorder', { id: waiting.id })).body.data.status).toBe(
      waiting.status,
    );
  });

  it('refuses a cancel through the update, in the language of the request', async () => {
    const [item] = (await list(admin, { processStatus: 'Processing', take: 1 })).body.data.items;
    const refused = await warehouse.post(`${base}/UpdatePackageTracking`, { ...item, status: 'cancelled' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.status).toEqual([
      'Cancel the package with its own action (Cancel package), not by setting its status',
    ]);
  });

  it('cancels an unprocessed package, refuses a processed one, an unknown one and a stale one', async () => {
    const cancel = (body: Record<string, unknown>) =>
      warehouse.post<Package>(`${base}/CancelPackageTracking`, body);
    const [open] = (await list(admin, { processStatus: 'Processing', take: 5 })).body.data.items.filter(
      (item) => item.status !== 'cancelled',
    );
    const stale = await cancel({ id: open.id, version: open.version + 5 });
    expect(stale.status).toBe(409);
    const cancelled = await cancel({ id: open.id, version: open.version });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    const twice = await cancel({ id: open.id });
    expect(errorCode(twice)).toBe('TRACKING_NOT_EXIST');
    const [processed] = (await list(admin, { processStatus: 'Processed', take: 1 })).body.data.items;
    const refused = await cancel({ id: processed.id });
    expect(refused.status).toBe(400);
    expect(errorCode(refused)).toBe('EFEX_SHIPMENT_DELETE_ERROR');
    const unknown = await cancel({ id: 99_999_999 });
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown)).toBe('TRACKING_NOT_EXIST');
    // Its tracking is free again once cancelled.
    const [order] = await purchasedWithoutTracking('jan');
    const reused = await warehouse.post(`${base}/AddPackageTracking`, {
      tracking: open.tracking,
      postOfficeCode: 'JP-TOKYO',
      orderId: open.orderId,
      accountId: await someAccount(),
    });
    expect(reused.status, JSON.stringify(reused.body)).toBe(200);
    expect(order).toBeDefined();
    // Readers may look but not cancel.
    const viewer = apiClient(server.url, (await signIn(server.url, 'viewer', 'viewer')).accessToken);
    expect((await viewer.post(`${base}/CancelPackageTracking`, { id: processed.id })).status).toBe(403);
  });

  it('answers the services of a shipping method, and validates the method', async () => {
    const air = await admin.get<string[]>(`${base}/GetServiceByType`, { cargoShippingMethod: 'air' });
    expect(air.status).toBe(200);
    expect(air.body.data).toEqual(['express', 'standard']);
    const bad = await admin.get(`${base}/GetServiceByType`, { cargoShippingMethod: 'rocket' });
    expect(bad.status).toBe(400);
  });

  it('keeps a package to a service its shipping method offers, as the form offers them', async () => {
    const [item] = (await list(admin, { status: 'inStorage', take: 1 })).body.data.items;
    const update = (method: string, service: string) =>
      warehouse.post(`${base}/UpdatePackageTracking`, {
        ...item,
        cargoShippingMethod: method,
        cargoShippingService: service,
      });
    const refused = await update('air', 'economy');
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.cargoShippingService).toEqual([
      'This shipping method does not offer this service',
    ]);
    expect((await update('sea', 'economy')).status).toBe(200);
  });

  it('syncs shipment code, weight and size onto the order packages, once the shipment code is there', async () => {
    // One the warehouse has given its shipment code, not the one a test above received: that one sorts
    // first late in the day the seed ran or after it (the seed dates its packages up to that day's end).
    const item = (await list(admin, { status: 'inStorage', take: 50 })).body.data.items.find(
      (stored) => stored.shipmentCode,
    )!;
    expect(item, 'a stored package with its shipment code').toBeDefined();
    const sync = (id: number) =>
      warehouse.post<{ updated: number }>(`${base}/SysncPackageTrackingToOrderPackage`, { id });
    const synced = await sync(item.id);
    expect(synced.status).toBe(200);
    expect(synced.body.data.updated).toBeGreaterThanOrEqual(0);
    // A package whose shipment code the warehouse has not assigned yet: retry later.
    const pending = await warehouse.post<Package>(`${base}/UpdatePackageTracking`, {
      ...item,
      shipmentCode: null,
    });
    expect(pending.status, JSON.stringify(pending.body)).toBe(200);
    const refused = await sync(item.id);
    expect(refused.status).toBe(400);
    expect(errorCode(refused)).toBe('SHIPMENT_CODE_UPDATING');
  });

  it('refuses an add as cancelled, in the language of the request', async () => {
    const [order] = await purchasedWithoutTracking('pcs');
    const japanese = apiClient(
      server.url,
      (await signIn(server.url, 'warehouse', 'warehouse')).accessToken,
      'ja',
    );
    const refused = await japanese.post(`${base}/AddPackageTracking`, {
      tracking: newTracking(),
      postOfficeCode: 'JP-OSAKA',
      orderId: order.id,
      accountId: await someAccount(),
      status: 'cancelled',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.status?.[0]).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect((await admin.get<Order>('/api/order/getorder', { id: order.id })).body.data.status).toBe(
      'purchased',
    );
  });

  it('answers the warehouses a tracking may go to (GetOffice), to readers too', async () => {
    const offices = await admin.get<{ code: string; name: string; partner: string | null }[]>(
      `${base}/GetOffice`,
    );
    expect(offices.status).toBe(200);
    expect(offices.body.data.map((office) => office.code)).toEqual(
      expect.arrayContaining(['JP-OSAKA', 'JP-TOKYO']),
    );
    const viewer = apiClient(server.url, (await signIn(server.url, 'viewer', 'viewer')).accessToken);
    expect((await viewer.get(`${base}/GetOffice`)).status).toBe(200);
  });

  it('exports the filtered list as an .xlsx file with its list headings', async () => {
    const { accessToken } = await signIn(server.url, 'warehouse', 'warehouse');
    const filter = { status: 'exported', postOfficeCode: 'US-LA' };
    const expected = (await list(admin, { ...filter, take: 1 })).body.data.total;
    const response = await fetch(`${server.url}${base}/ExportExcel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(filter),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets[0].rowCount).toBe(expected + 1);
  });

  describe("a package's parts: items, services, split shipment", () => {
    type Part = { id: number; version: number; packageTrackingId: number } & Record<string, unknown>;
    const part = (path: string) => ({
      list: (query: Record<string, string | number>) => admin.get<Page<Part>>(`/api/${path}/GetList`, query),
      add: (body: Record<string, unknown>, client = warehouse) => client.post<Part>(`/api/${path}/Add`, body),
      update: (body: Record<string, unknown>) => warehouse.post<Part>(`/api/${path}/Update`, body),
      remove: (ids: number[]) => warehouse.post<{ deleted: number }>(`/api/${path}/Delete`, { ids }),
    });
    const items = part('PackageItem');
    const services = part('PackageService');
    const pieces = part('SplitShipment');
    const firstPackage = async (query: Record<string, string | number>) =>
      (await list(admin, { ...query, take: 1 })).body.data.items[0];

    it('seeds them consistent with the packages', async () => {
      const [item] = (await items.list({ take: 1 })).body.data.items;
      const package_ = (await list(admin, { ids: item.packageTrackingId, take: 1 })).body.data.items[0];
      expect(package_.status).not.toBe('cancelled');
      expect((await services.list({ status: '1', take: 1 })).body.data.total).toBeGreaterThan(0);
      const [piece] = (await pieces.list({ take: 1 })).body.data.items;
      const split = (await list(admin, { ids: piece.packageTrackingId, take: 1 })).body.data
        .items[0] as Package & {
        childShipments: string;
        totalPieces: number;
      };
      const children = (await pieces.list({ packageTrackingId: split.id, take: 10 })).body.data.items;
      expect(split.childShipments.split(';')).toEqual(children.map((child) => child.shipmentCode));
      expect(children.reduce((total, child) => total + Number(child.pieces), 0)).toBe(split.totalPieces);
    });

    it('adds, edits and lists items of a package; a quantity of at least 1; never on a cancelled one', async () => {
      const package_ = await firstPackage({ status: 'inStorage' });
      const added = await items.add({
        packageTrackingId: package_.id,
        name: 'Sneakers',
        category: 'Shoes',
        quantity: 2,
        surcharge: 0,
        unitPrice: 5_000,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const edited = await items.update({ ...added.body.data, quantity: 3 });
      expect(edited.body.data).toMatchObject({ quantity: 3, packageTrackingId: package_.id });
      const listed = await items.list({ packageTrackingId: package_.id, take: 50 });
      expect(listed.body.data.items.map((item) => item.id)).toContain(added.body.data.id);
      const none = await items.add({ packageTrackingId: package_.id, name: 'Nothing', quantity: 0 });
      expect(none.status).toBe(400);
      expect(none.body.errors?.quantity).toBeDefined();
      const [cancelled] = (await list(admin, { status: 'cancelled', take: 1 })).body.data.items;
      const refused = await items.add({ packageTrackingId: cancelled.id, name: 'Late', quantity: 1 });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Cannot edit package');
      const orphan = await items.add({ packageTrackingId: 99_999_999, name: 'Lost', quantity: 1 });
      expect(errorCode(orphan)).toBe('TRACKING_NOT_EXIST');
      expect((await items.remove([added.body.data.id])).body.data.deleted).toBe(1);
      // Readers read, but do not write.
      const viewer = apiClient(server.url, (await signIn(server.url, 'viewer', 'viewer')).accessToken);
      expect(
        (await items.add({ packageTrackingId: package_.id, name: 'X', quantity: 1 }, viewer)).status,
      ).toBe(403);
    });

    it('deletes parts of several packages in one call, or none when one package is cancelled', async () => {
      const open = (await list(admin, { processStatus: 'Processing', take: 20 })).body.data.items.filter(
        (item) => item.status !== 'cancelled',
      );
      const [kept, toCancel] = open;
      const add = async (packageTrackingId: number) =>
        (await items.add({ packageTrackingId, name: 'Part', quantity: 1 })).body.data.id;
      const both = [await add(kept.id), await add(kept.id), await add(toCancel.id)];
      expect((await items.remove(both.slice(0, 2))).body.data.deleted).toBe(2);

      const [first, second] = [await add(kept.id), await add(toCancel.id)];
      expect(
        (
          await warehouse.post(`${base}/CancelPackageTracking`, {
            id: toCancel.id,
            version: toCancel.version,
          })
        ).status,
      ).toBe(200);
      const refused = await items.remove([first, second]);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Cannot edit package');
      const left = (await items.list({ packageTrackingId: kept.id, take: 50 })).body.data.items;
      expect(left.map((item) => item.id)).toContain(first);
    });

    it('records services performed or not, and refuses another status', async () => {
      const package_ = await firstPackage({ status: 'inStorage' });
      const base_ = { packageTrackingId: package_.id, code: 'LABEL', name: 'Relabel', unit: 'package' };
      const added = await services.add({ ...base_, price: 10_000, unitPrice: 10_000, status: '0' });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect(added.body.data.status).toBe('0');
      const done = await services.update({ ...added.body.data, status: '1' });
      expect(done.body.data.status).toBe('1');
      expect((await services.update({ ...done.body.data, status: '2' })).status).toBe(400);
    });

    it('splits a package into child shipments, and deletes a piece only while nothing holds it', async () => {
      const [open] = (await list(admin, { processStatus: 'Processing', take: 20 })).body.data.items.filter(
        (item) => item.status !== 'cancelled' && item.shipmentCode,
      );
      const first = await pieces.add({
        packageTrackingId: open.id,
        shipmentCode: `${open.shipmentCode}-A`,
        pieces: 2,
      });
      const second = await pieces.add({
        packageTrackingId: open.id,
        shipmentCode: `${open.shipmentCode}-B`,
        pieces: 1,
      });
      expect(second.status, JSON.stringify(second.body)).toBe(200);
      const parent = async () =>
        (await list(admin, { ids: open.id, take: 1 })).body.data.items[0] as Package & {
          childShipments: string | null;
          totalPieces: number | null;
        };
      expect(await parent()).toMatchObject({
        childShipments: `${open.shipmentCode}-A;${open.shipmentCode}-B`,
        totalPieces: 3,
      });
      // A piece the warehouse has received stays.
      const received = await pieces.update({ ...second.body.data, received: true });
      const held = await pieces.remove([received.body.data.id]);
      expect(held.status).toBe(400);
      expect(held.body.message).toBe('Cannot delete this piece');
      expect((await pieces.remove([first.body.data.id])).body.data.deleted).toBe(1);
      expect(await parent()).toMatchObject({ childShipments: `${open.shipmentCode}-B`, totalPieces: 1 });

      // While the package's shipment code is being assigned, its tracking data is being updated.
      const [other] = (await list(admin, { processStatus: 'Processing', take: 20 })).body.data.items.filter(
        (item) => item.status !== 'cancelled' && item.shipmentCode && item.id !== open.id,
      );
      const child = await pieces.add({
        packageTrackingId: other.id,
        shipmentCode: `${other.shipmentCode}-Z`,
        pieces: 1,
      });
      await warehouse.post(`${base}/UpdatePackageTracking`, {
        ...(await list(admin, { ids: other.id })).body.data.items[0],
        shipmentCode: null,
      });
      const updating = await pieces.remove([child.body.data.id]);
      expect(updating.body.message).toBe('Cannot delete, tracking data is being updated');

      // Once the warehouse has processed the package, its shipment codes cannot be deleted there.
      const [piece] = (await pieces.list({ take: 1 })).body.data.items;
      const processed = await pieces.remove([piece.id]);
      expect(processed.status).toBe(400);
      expect(errorCode(processed)).toBe('FAILED_SHIPMENT_CODE_DELETION');
    });
  });
});
