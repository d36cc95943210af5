import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signIn';
import { processTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';
import { firstOrder, type EventRow, type OrderItem, type OrderPage } from './support/orders';

let server: TestServer;
let admin: ApiClient;
let viewer: ApiClient;
let warehouse: ApiClient;

beforeAll(async () => {
  server = await processTestServer();
  const token = async (user: string) => (await signIn(server.url, user, user)).accessToken;
  admin = apiClient(server.url, await token('admin'));
  viewer = apiClient(server.url, await token('viewer'));
  warehouse = apiClient(server.url, await token('warehouse'));
});
afterAll(() => server?.close());

const lastEvent = async (family: string, orderId: number) =>
  (await admin.get<EventRow[]>(`/api/${family}/GetEventLog`, { orderId })).body.data[0];

describe('order lists', () => {
  it("list only the stage's statuses from the family's source", async () => {
    const page = await admin.get<OrderPage>('/api/OrderPurchaseIchiba/getorders', { take: 500 });
    expect(page.body.data.items.length).toBeGreaterThan(10);
    for (const item of page.body.data.items) {
      expect(item.source).toBe('ichiba');
      expect(['waitingProcessing', 'purchasePending']).toContain(item.status);
    }
  });

  it('a base family lists every source; the PCS screen narrows it by the source filter', async () => {
    const all = await admin.get<OrderPage>('/api/OrderPurchased/getorders', { take: 200 });
    expect(new Set(all.body.data.items.map((item) => item.source)).size).toBeGreaterThan(1);
    const pcs = await admin.get<OrderPage>('/api/OrderPurchased/getorders', { source: 'pcs', take: 200 });
    expect(pcs.body.data.items.length).toBeGreaterThan(0);
    expect(pcs.body.data.items.every((item) => item.source === 'pcs' && item.status === 'purchased')).toBe(
      true,
    );
  });

  it('a status outside the family lists nothing; offers list only orders with an offer', async () => {
    const outside = await admin.get<OrderPage>('/api/OrderPurchaseIchiba/getorders', { status: 'delivered' });
    expect(outside.body.data).toMatchObject({ items: [], total: 0 });
    const offers = await admin.get<OrderPage>('/api/OrderMercari/GetOrdersMercariOffer', { take: 100 });
    expect(
      offers.body.data.items.every((item) => item.source === 'mercari' && item.offerStatus !== null),
    ).toBe(true);
  });

  it('finds an order by keyword, sorts and pages, caps take at 500', async () => {
    const byCode = await admin.get<OrderPage>('/api/order/getorders', { keyword: 'kg0000123' });
    expect(byCode.body.data.items.map((item) => item.code)).toEqual(['KG0000123']);
    const sorted = await admin.get<OrderPage>('/api/order/getorders', {
      sortBy: 'code',
      sortDesc: false,
      take: 3,
    });
    expect(sorted.body.data.items.map((item) => item.code)).toEqual(['KG0000001', 'KG0000002', 'KG0000003']);
    const next = await admin.get<OrderPage>('/api/order/getorders', { sortBy: 'code', skip: 3, take: 1 });
    expect(next.body.data.items[0].code).toBe('KG0000004');
    const capped = await admin.get<OrderPage>('/api/order/getorders', { take: 2000 });
    expect(capped.body.data.items).toHaveLength(500);
    expect(capped.body.data.total).toBeGreaterThan(500);
  });

  it('lists the newest orders first for a sort key it does not know, a built-in member name included', async () => {
    const newest = await admin.get<OrderPage>('/api/order/getorders', { take: 3 });
    for (const sortBy of ['title', 'toString', 'constructor', '__proto__']) {
      const answer = await admin.get<OrderPage>('/api/order/getorders', { sortBy, take: 3 });
      expect(answer.status, sortBy).toBe(200);
      expect(
        answer.body.data.items.map((item) => item.code),
        sortBy,
      ).toEqual(newest.body.data.items.map((item) => item.code));
    }
  });

  it("finds a customer's orders by the customer's code, username or phone, and links an order to its customer", async () => {
    const withCustomer = (
      await admin.get<OrderPage>('/api/orderSearch/getorders', { take: 50 })
    ).body.data.items.find((item) => item.customerCode !== null)!;
    const customerCode = withCustomer.customerCode!;
    const customer = (
      await admin.get<{
        items: { id: number; customerCode: string; username: string; phone: string | null }[];
      }>('/api/customer/GetCustomers', { keyword: customerCode, take: 5 })
    ).body.data.items.find((candidate) => candidate.customerCode === customerCode)!;
    expect(customer).toBeDefined();

    const theirs = await admin.get<OrderPage>('/api/orderSearch/getorders', { customerCode, take: 500 });
    expect(theirs.body.data.total).toBeGreaterThan(0);
    expect(theirs.body.data.items.every((item) => item.customerCode === customerCode)).toBe(true);
    const codes = (page: OrderPage) => page.items.map((item) => item.code).sort();
    for (const keyword of [customer.username.toUpperCase(), customer.phone, customerCode.toLowerCase()]) {
      if (!keyword) continue;
      const found = await admin.get<OrderPage>('/api/orderSearch/getorders', { keyword, take: 500 });
      // Every order of theirs; others only where the keyword also appears in an order's own text.
      expect(codes(found.body.data), keyword).toEqual(expect.arrayContaining(codes(theirs.body.data)));
    }
    const byUsername = await admin.get<OrderPage>('/api/orderSearch/getorders', {
      keyword: customer.username,
      take: 500,
    });
    expect(byUsername.body.data.items.filter((item) => item.customerCode !== customerCode)).toEqual([]);

    const detail = await admin.get<{ customerId: number | null }>('/api/orderSearch/getorder', {
      id: withCustomer.id,
    });
    expect(detail.body.data.customerId).toBe(customer.id);
  });

  it('reads an order by id and by code, its sellers, services, service total and event log', async () => {
    const order = await firstOrder(admin, 'OrderPurchasedIchiba', 'purchased');
    const byId = await admin.get<OrderItem>('/api/OrderPurchasedIchiba/getorder', { id: order.id });
    expect(byId.body.data).toMatchObject({ id: order.id, code: order.code });
    expect(byId.body.data.details.length).toBeGreaterThan(0);
    const byCode = await admin.get<OrderItem>('/api/OrderPurchasedIchiba/GetOrderByCode', {
      code: order.code,
    });
    expect(byCode.body.data.id).toBe(order.id);
    const sellers = await admin.get<{ id: number; name: string }[]>(
      '/api/OrderPurchasedIchiba/getallordersellers',
      {
        orderId: order.id,
      },
    );
    expect(sellers.body.data.length).toBeGreaterThan(0);
    const services = await admin.get<{ price: number }[]>(
      '/api/OrderPurchasedIchiba/GetOrderServiceByOrderId',
      {
        orderId: order.id,
      },
    );
    const sum = await admin.get<{ total: number }>('/api/OrderPurchasedIchiba/SumOrderTotalServiceFee', {
      orderId: order.id,
    });
    expect(sum.body.data.total).toBe(services.body.data.reduce((total, service) => total + service.price, 0));
    const events = await admin.get<EventRow[]>('/api/OrderPurchasedIchiba/GetEventLog', {
      orderId: order.id,
    });
    expect(events.body.data.map((event) => event.toStatus)).toContain('purchased');
    const suppliers = await admin.get<{ name: string }[]>('/api/OrderPurchasedIchiba/GetSupplierActive');
    expect(suppliers.body.data.length).toBeGreaterThan(0);
  });

  it('an unknown order answers 404 with ORDER_ID_NOT_ALLOW_NULL', async () => {
    const answer = await admin.get('/api/order/getorder', { id: 99_999_999 });
    expect(answer.status).toBe(404);
    expect(answer.body.DetailErrors[0]).toEqual({
      ErrorCode: 'ORDER_ID_NOT_ALLOW_NULL',
      ErrorMessage: 'Order information not found',
    });
    const write = await admin.post('/api/order/OrderUpdateNote', { orderId: null, version: 1, note: 'x' });
    expect(write.status).toBe(400);
    expect(write.body.DetailErrors[0].ErrorCode).toBe('ORDER_ID_NOT_ALLOW_NULL');
  });
});

describe('UpdatePrice', () => {
  it('refuses a price above the current one or below 0, accepts a lower one and logs it', async () => {
    const order = await firstOrder(admin, 'OrderPurchaseMercari', 'purchasePending');
    const path = '/api/OrderPurchaseMercari/UpdatePrice';
    const body = { orderId: order.id, version: order.version, tax: order.tax, quantity: order.quantity };
    const above = await admin.post(path, { ...body, price: order.price + 1 });
    expect(above.status).toBe(400);
    expect(above.body.errors.price).toEqual([`Price must be at most ${order.price}`]);
    const negative = await admin.post(path, { ...body, price: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.errors.price).toEqual(['Price must be at least 0']);

    const lower = Math.floor(order.price / 2);
    const accepted = await admin.post<OrderItem>(path, { ...body, price: lower });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ price: lower, version: order.version + 1 });
    expect(accepted.body.data.total).toBeCloseTo(order.total - (order.price - lower) * order.quantity, 2);
    const event = await lastEvent('OrderPurchaseMercari', order.id);
    expect(event).toMatchObject({ action: 'UpdatePrice', actor: 'admin' });
    expect(event.before.price).toBe(order.price);
    expect(event.after.price).toBe(lower);

    // The version the client still holds is stale now.
    const stale = await admin.post(path, { ...body, price: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/Someone else changed this record/);
  });

  it('is not offered by the arrived-in-storage families', async () => {
    const order = await firstOrder(admin, 'OrderArrivedInStorageIchiba', 'inStorage');
    const answer = await admin.post('/api/OrderArrivedInStorageIchiba/UpdatePrice', {
      orderId: order.id,
      version: order.version,
      price: 0,
      tax: 0,
      quantity: 1,
    });
    expect(answer.status).toBe(404);
  });

  it('refuses an order the family does not list, and one whose stage forbids it from a search family', async () => {
    const delivered = await firstOrder(admin, 'OrderDeliveryAndDelivered', 'delivered');
    const viaPurchase = await admin.post('/api/OrderPurchase/UpdatePrice', {
      orderId: delivered.id,
      version: delivered.version,
      price: 0,
      tax: 0,
      quantity: 1,
    });
    expect(viaPurchase.status).toBe(400);
    expect(viaPurchase.body.message).toBe(
      'This action is not available for an order that is Delivered in this list.',
    );
    const viaSearch = await admin.post('/api/order/UpdatePrice', {
      orderId: delivered.id,
      version: delivered.version,
      price: 0,
      tax: 0,
      quantity: 1,
    });
    expect(viaSearch.status).toBe(400);
  });
});

describe('transitions', () => {
  it('OrderBuy moves a purchase-pending order to purchased', async () => {
    const order = await firstOrder(admin, 'OrderPurchaseIchiba', 'purchasePending');
    const answer = await admin.post<OrderItem>('/api/OrderPurchaseIchiba/OrderBuy', {
      orderId: order.id,
      version: order.version,
      orderNumber: 'RKT-778899',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'purchased', orderNumber: 'RKT-778899' });
    expect(answer.body.data.purchaseDate).not.toBeNull();
    expect(await lastEvent('OrderPurchasedIchiba', order.id)).toMatchObject({
      action: 'OrderBuy',
      fromStatus: 'purchasePending',
      toStatus: 'purchased',
    });
    const listed = await admin.get<OrderPage>('/api/OrderPurchasedIchiba/getorders', { keyword: order.code });
    expect(listed.body.data.items.map((item) => item.id)).toEqual([order.id]);
  });

  it('OrderBuy refuses an order still waiting for processing (no such move in the table)', async () => {
    const order = await firstOrder(admin, 'OrderPurchaseIchiba', 'waitingProcessing');
    const answer = await admin.post('/api/OrderPurchaseIchiba/OrderBuy', {
      orderId: order.id,
      version: order.version,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('An order that is Waiting for processing cannot become Purchased.');
    const unchanged = await admin.get<OrderItem>('/api/OrderPurchaseIchiba/getorder', { id: order.id });
    expect(unchanged.body.data).toMatchObject({ status: 'waitingProcessing', version: order.version });
  });

  it('cancelling needs a reason, then records who and when', async () => {
    const order = await firstOrder(admin, 'OrderPurchaseMercari', 'waitingProcessing');
    const path = '/api/OrderPurchaseMercari/CancelOrder';
    const withoutReason = await admin.post(path, {
      orderId: order.id,
      version: order.version,
      cancelReason: ' ',
    });
    expect(withoutReason.status).toBe(400);
    expect(withoutReason.body.errors.cancelReason).toEqual(['Cancel reason must not be empty']);
    const cancelled = await admin.post<OrderItem>(path, {
      orderId: order.id,
      version: order.version,
      cancelReason: 'Out of stock',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Out of stock',
      cancelledBy: 'admin',
    });
    expect(Date.parse(String(cancelled.body.data.cancelledAt))).not.toBeNaN();
    const again = await admin.post('/api/OrderCancelMercari/CancelOrder', {
      orderId: order.id,
      version: order.version + 1,
      cancelReason: 'Again',
    });
    expect(again.status).toBe(400);
  });

  it('a requested cancellation is carried out from the cancel family', async () => {
    const order = await firstOrder(admin, 'OrderCancelJan', 'cancellationRequested');
    const answer = await admin.post<OrderItem>('/api/OrderCancelJan/CancelOrder', {
      orderId: order.id,
      version: order.version,
      cancelReason: 'Customer request',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.status).toBe('cancelled');
  });
});

describe('rights', () => {
  it('a viewer reads orders but may not change them', async () => {
    const order = await firstOrder(viewer, 'OrderPurchaseJan', 'purchasePending');
    const answer = await viewer.post('/api/OrderPurchaseJan/OrderUpdateNote', {
      orderId: order.id,
      version: order.version,
      note: 'viewer was here',
    });
    expect(answer.status).toBe(403);
  });

  it('warehouse staff act on stored orders, not on orders being bought', async () => {
    const stored = await firstOrder(warehouse, 'OrderArrivedInStorageAuction', 'inStorage');
    const numbered = await warehouse.post<OrderItem>(
      '/api/OrderArrivedInStorageAuction/OrderUpdateOrderNumber',
      {
        orderId: stored.id,
        version: stored.version,
        orderNumber: 'AUC-1',
      },
    );
    expect(numbered.status, JSON.stringify(numbered.body)).toBe(200);
    expect((await lastEvent('OrderArrivedInStorageAuction', stored.id)).actor).toBe('warehouse');
    const pending = await firstOrder(warehouse, 'OrderPurchaseAuction', 'purchasePending');
    const refused = await warehouse.post('/api/OrderPurchaseAuction/OrderUpdateNote', {
      orderId: pending.id,
      version: pending.version,
      note: 'no',
    });
    expect(refused.status).toBe(403);
  });

  it('without a token: 401', async () => {
    const anonymous = apiClient(server.url, null);
    expect((await anonymous.get('/api/order/getorders')).status).toBe(401);
  });
});
