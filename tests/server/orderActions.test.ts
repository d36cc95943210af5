import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canMove,
  orderStatuses,
  statusesOwnedByActions,
  type OrderStatus,
} from '../../resources/orders/index';
import { paysThroughClosedWallet } from '../../server/seed/orderWork';
import { testSeedSize } from '../support/seedSize';
import { signIn } from '../support/signIn';
import { startTestServer, type TestServer } from '../support/testServer';
import { apiClient, type Answer, type ApiClient } from './support/api';
import {
  firstOrder,
  ordersIn,
  postForm,
  type EventRow,
  type OrderItem,
  type OrderWithTabs,
} from './support/orders';

let server: TestServer;
let adminToken: string;
let admin: ApiClient;
let viewer: ApiClient;
let warehouse: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  const token = async (user: string) => (await signIn(server.url, user, user)).accessToken;
  adminToken = await token('admin');
  admin = apiClient(server.url, adminToken);
  viewer = apiClient(server.url, await token('viewer'));
  warehouse = apiClient(server.url, await token('warehouse'));
});
afterAll(() => server?.close());

const read = async (orderId: number) => {
  const answer = await admin.get<OrderWithTabs>('/api/order/getorder', { id: orderId });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

const events = async (orderId: number) =>
  (await admin.get<EventRow[]>('/api/order/GetEventLog', { orderId })).body.data;

/** The order's newest event: the write's own row, with what it changed before and after. */
const expectEvent = async (
  orderId: number,
  action: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) => {
  const [event] = await events(orderId);
  expect(event).toMatchObject({ action, actor: 'admin', before, after });
  return event;
};

const expectOk = <T>(answer: Answer<T>) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

const expectCode = (answer: Answer, status: number, code: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.DetailErrors[0]?.ErrorCode).toBe(code);
};

const target = (order: OrderItem) => ({ orderId: order.id, version: order.version });

describe('amounts and their bounds', () => {
  it('UpdatePrice: price and tax never above current (tax: TAX_VALUE_IS_NOT_VALID), quantity 1..current', async () => {
    const [order] = (await ordersIn(admin, 'OrderPurchaseIchiba', 'purchasePending')).filter(
      (each) => each.quantity > 1 && each.tax > 0,
    );
    const path = '/api/OrderPurchaseIchiba/UpdatePrice';
    const body = { ...target(order), price: order.price, tax: order.tax, quantity: order.quantity };

    const tax = await admin.post(path, { ...body, tax: order.tax + 1 });
    expectCode(tax, 400, 'TAX_VALUE_IS_NOT_VALID');
    expect(Object.keys(tax.body.errors)).toEqual(['tax']);
    const quantityAbove = await admin.post(path, { ...body, quantity: order.quantity + 1 });
    expect(quantityAbove.status).toBe(400);
    expect(Object.keys(quantityAbove.body.errors)).toEqual(['quantity']);
    const quantityZero = await admin.post(path, { ...body, quantity: 0 });
    expect(quantityZero.status).toBe(400);
    expect(Object.keys(quantityZero.body.errors)).toEqual(['quantity']);
    const missing = await admin.post(path, { ...target(order), price: 1 });
    expect(Object.keys(missing.body.errors).sort()).toEqual(['quantity', 'tax']);
    expect((await read(order.id)).version).toBe(order.version);

    const lowered = { price: order.price - 1, tax: order.tax - 1, quantity: order.quantity - 1 };
    const updated = expectOk(await admin.post<OrderItem>(path, { ...body, ...lowered }));
    expect(updated).toMatchObject({ ...lowered, version: order.version + 1 });
    expect(updated.productPriceTotal).toBeCloseTo(lowered.price * lowered.quantity, 2);
    expect(updated.taxTotal).toBeCloseTo(lowered.tax * lowered.quantity, 2);
    expect(updated.total).toBeCloseTo(
      updated.productPriceTotal +
        updated.taxTotal +
        order.shippingFee +
        order.domesticShippingFee +
        order.surcharge,
      2,
    );
    await expectEvent(
      order.id,
      'UpdatePrice',
      { price: order.price, tax: order.tax, quantity: order.quantity, total: order.total },
      { ...lowered, total: updated.total },
    );
  });

  it('OrderUpdateDomesticShippingFee: never lower than current (seed code); higher raises the total', async () => {
    const order = await firstOrder(admin, 'OrderDomesticShippingJan', 'domesticShipping');
    const path = '/api/OrderDomesticShippingJan/OrderUpdateDomesticShippingFee';
    const lower = await admin.post(path, {
      ...target(order),
      domesticShippingFee: order.domesticShippingFee - 1,
    });
    expectCode(lower, 400, 'DOMESTIC_SHIPPING_FEE_LESS_THAN_AMOUNT_CURRENT');
    expect(lower.body.message).toBe('Domestic shipping fee cannot be lower than current value');
    const raised = order.domesticShippingFee + 100;
    const updated = expectOk(
      await admin.post<OrderItem>(path, { ...target(order), domesticShippingFee: raised }),
    );
    expect(updated.total).toBeCloseTo(order.total + 100, 2);
    await expectEvent(
      order.id,
      'OrderUpdateDomesticShippingFee',
      { domesticShippingFee: order.domesticShippingFee },
      { domesticShippingFee: raised },
    );
  });

  it('UpdateShippingFee and UpdateSurcharge: never below 0; totals follow', async () => {
    const order = await firstOrder(admin, 'OrderDomesticShippingAmerica', 'domesticShipping');
    const negative = await admin.post('/api/OrderDomesticShippingAmerica/UpdateShippingFee', {
      ...target(order),
      shippingFee: -1,
    });
    expect(negative.status).toBe(400);
    expect(Object.keys(negative.body.errors)).toEqual(['shippingFee']);
    const shipped = expectOk(
      await admin.post<OrderItem>('/api/OrderDomesticShippingAmerica/UpdateShippingFee', {
        ...target(order),
        shippingFee: order.shippingFee + 5,
      }),
    );
    expect(shipped.total).toBeCloseTo(order.total + 5, 2);
    await expectEvent(order.id, 'UpdateShippingFee', { shippingFee: order.shippingFee }, {});
    const surcharged = expectOk(
      await admin.post<OrderItem>('/api/OrderDomesticShippingAmerica/UpdateSurcharge', {
        orderId: order.id,
        version: shipped.version,
        surcharge: order.surcharge + 2,
      }),
    );
    expect(surcharged.total).toBeCloseTo(order.total + 7, 2);
    await expectEvent(
      order.id,
      'UpdateSurcharge',
      { surcharge: order.surcharge },
      { surcharge: order.surcharge + 2 },
    );
    // Surcharges are a domestic-shipping operation (7.3): the purchase families do not serve it.
    const notServed = await admin.post('/api/OrderPurchase/UpdateSurcharge', {
      ...target(order),
      surcharge: 1,
    });
    expect(notServed.status).toBe(404);
  });
});

describe('order fields', () => {
  it('UpdatePurchaseAssign: an unknown or inactive supplier is SUPPLIER_NOT_FOUND; an active one is set', async () => {
    const order = await firstOrder(admin, 'OrderPurchaseJan', 'waitingProcessing');
    const path = '/api/OrderPurchaseJan/UpdatePurchaseAssign';
    const all = expectOk(
      await admin.get<{ id: number; active: boolean }[]>('/api/OrderDomesticShipping/GetAllSuppliers'),
    );
    const inactive = all.find((supplier) => !supplier.active)!;
    expect(inactive).toBeDefined();
    expectCode(
      await admin.post(path, { ...target(order), supplierId: inactive.id }),
      400,
      'SUPPLIER_NOT_FOUND',
    );
    expectCode(await admin.post(path, { ...target(order), supplierId: 99_999 }), 400, 'SUPPLIER_NOT_FOUND');
    const active = expectOk(await admin.get<{ id: number }[]>('/api/OrderPurchaseJan/GetSupplierActive'));
    expect(active.map((supplier) => supplier.id)).not.toContain(inactive.id);
    const updated = expectOk(
      await admin.post<OrderItem & { purchaser: string; purchaseAssignDate: string }>(path, {
        ...target(order),
        supplierId: active[0].id,
      }),
    );
    expect(updated).toMatchObject({ supplierId: active[0].id, purchaser: 'admin' });
    expect(Date.parse(updated.purchaseAssignDate)).not.toBeNaN();
    await expectEvent(
      order.id,
      'UpdatePurchaseAssign',
      { supplierId: order.supplierId },
      { supplierId: active[0].id },
    );
  });

  it.each([
    ['orderUpdateBidStatus', 'bidStatus', 'won'],
    ['OrderUpdateOfferStatus', 'offerStatus', 'accepted'],
    ['OrderUpdatePaymentStatus', 'paymentStatus', 'success'],
  ])('%s takes only its choices', async (action, field, value) => {
    const order = await firstOrder(admin, 'OrderPurchaseAuction', 'purchasePending');
    const path = `/api/OrderPurchaseAuction/${action}`;
    const wrong = await admin.post(path, { ...target(order), [field]: 'nonsense' });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.errors)).toEqual([field]);
    const updated = expectOk(
      await admin.post<Record<string, unknown>>(path, { ...target(order), [field]: value }),
    );
    expect(updated[field]).toBe(value);
    await expectEvent(order.id, action, {}, { [field]: value });
  });

  it('flags: use-company-pay-card, direct shipment; has-COD only on the Mercari Ichiba family', async () => {
    const order = await firstOrder(admin, 'OrderDomesticShippingIchiba', 'domesticShipping');
    const card = expectOk(
      await admin.post<OrderItem & { useCompanyPayCard: boolean }>(
        '/api/OrderDomesticShippingIchiba/updateUseCompanyPayCard',
        {
          ...target(order),
          useCompanyPayCard: true,
        },
      ),
    );
    expect(card.useCompanyPayCard).toBe(true);
    const direct = expectOk(
      await admin.post<OrderItem & { directShipment: boolean }>(
        '/api/OrderDomesticShippingIchiba/UpdatedDirectShipment',
        {
          orderId: order.id,
          version: card.version,
          directShipment: true,
        },
      ),
    );
    expect(direct.directShipment).toBe(true);
    await expectEvent(order.id, 'UpdatedDirectShipment', {}, { directShipment: true });

    const offered = (
      await admin.get<{ items: OrderItem[] }>('/api/OrderMercariIchiba/GetOrdersMercariOffer', { take: 1 })
    ).body.data.items[0];
    const cod = expectOk(
      await admin.post<OrderItem & { hasCod: boolean }>('/api/OrderMercariIchiba/UpdateHasCod', {
        ...target(offered),
        hasCod: true,
      }),
    );
    expect(cod.hasCod).toBe(true);
    await expectEvent(offered.id, 'UpdateHasCod', {}, { hasCod: true });
    const elsewhere = await admin.post('/api/OrderPurchaseIchiba/UpdateHasCod', {
      ...target(offered),
      hasCod: false,
    });
    expect(elsewhere.status).toBe(404);
  });

  it('UpdateBidAccount takes only a bid account of the bid configuration', async () => {
    const order = await firstOrder(admin, 'OrderArrivedInStorageAuction', 'inStorage');
    const path = '/api/OrderArrivedInStorageAuction/UpdateBidAccount';
    const configs = expectOk(
      await admin.get<{ bidAccount: string; domain: string }[]>(
        '/api/OrderArrivedInStorageAuction/GetAllBidConfig',
      ),
    );
    expect(configs.length).toBeGreaterThan(0);
    const unknown = await admin.post(path, { ...target(order), bidAccount: 'nobody-01' });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)).toEqual(['bidAccount']);
    const updated = expectOk(
      await admin.post<OrderItem & { bidAccount: string }>(path, {
        ...target(order),
        bidAccount: configs.at(-1)!.bidAccount,
      }),
    );
    expect(updated.bidAccount).toBe(configs.at(-1)!.bidAccount);
    await expectEvent(order.id, 'UpdateBidAccount', {}, { bidAccount: configs.at(-1)!.bidAccount });
  });

  it('OrderDetailUpdateProAtt: a line of another order is 404', async () => {
    const [order, other] = await ordersIn(admin, 'OrderPurchaseMercari', 'waitingProcessing', 2);
    const line = (await read(other.id)).details[0];
    const path = '/api/OrderPurchaseMercari/OrderDetailUpdateProAtt';
    const foreign = await admin.post(path, {
      ...target(order),
      orderDetailId: line.id,
      productAttributes: { colour: 'red' },
    });
    expect(foreign.status).toBe(404);
    const own = (await read(order.id)).details[0];
    expectOk(
      await admin.post(path, {
        ...target(order),
        orderDetailId: own.id,
        productAttributes: { colour: 'red' },
      }),
    );
    await expectEvent(
      order.id,
      'OrderDetailUpdateProAtt',
      { orderDetailId: own.id, productAttributes: own.productAttributes },
      { orderDetailId: own.id, productAttributes: { colour: 'red' } },
    );
  });
});

describe('documents, services, receivables', () => {
  it('UpdateDocument adds and renames, RemoveDocument removes; a document of another order is 404', async () => {
    const [order, other] = await ordersIn(admin, 'OrderDomesticShippingMercari', 'domesticShipping', 2);
    const base = '/api/OrderDomesticShippingMercari';
    const invoice = { name: 'Invoice', url: 'https://files.example.com/invoice.pdf' };
    const added = expectOk(
      await admin.post<OrderItem>(`${base}/UpdateDocument`, { ...target(order), ...invoice }),
    );
    const [document] = (await read(order.id)).documents.filter((each) => each.url === invoice.url);
    expect(document).toMatchObject(invoice);
    await expectEvent(order.id, 'UpdateDocument', {}, { document: { id: document.id, ...invoice } });

    const renamed = expectOk(
      await admin.post<OrderItem>(`${base}/UpdateDocument`, {
        orderId: order.id,
        version: added.version,
        documentId: document.id,
        name: 'Invoice (signed)',
        url: invoice.url,
      }),
    );
    await expectEvent(
      order.id,
      'UpdateDocument',
      { document: { name: 'Invoice' } },
      { document: { name: 'Invoice (signed)' } },
    );
    const foreign = await admin.post(`${base}/RemoveDocument`, { ...target(other), documentId: document.id });
    expect(foreign.status).toBe(404);
    expectOk(
      await admin.post(`${base}/RemoveDocument`, {
        orderId: order.id,
        version: renamed.version,
        documentId: document.id,
      }),
    );
    expect((await read(order.id)).documents.map((each) => each.id)).not.toContain(document.id);
    await expectEvent(order.id, 'RemoveDocument', { document: { id: document.id } }, {});
  });

  it('AddOrderService and AddOrderReceivable add rows; the service total follows', async () => {
    const order = await firstOrder(admin, 'OrderPurchasedJan', 'purchased');
    const base = '/api/OrderPurchasedJan';
    const before = expectOk(
      await admin.get<{ total: number }>(`${base}/SumOrderTotalServiceFee`, { orderId: order.id }),
    );
    const service = { serviceCode: 'WOOD', name: 'Wooden crate', description: 'Fragile', price: 150_000 };
    const serviced = expectOk(
      await admin.post<OrderItem>(`${base}/AddOrderService`, { ...target(order), ...service }),
    );
    const after = expectOk(
      await admin.get<{ total: number }>(`${base}/SumOrderTotalServiceFee`, { orderId: order.id }),
    );
    expect(after.total).toBe(before.total + 150_000);
    await expectEvent(order.id, 'AddOrderService', {}, { service });

    const receivable = {
      ...service,
      amount: 150_000,
      currency: 'vnd',
      payType: 'wallet',
      payGroup: 'serviceFee',
    };
    const wrong = await admin.post(`${base}/AddOrderReceivable`, {
      orderId: order.id,
      version: serviced.version,
      ...receivable,
      payType: 'barter',
    });
    expect(Object.keys(wrong.body.errors)).toEqual(['payType']);
    expectOk(
      await admin.post(`${base}/AddOrderReceivable`, {
        orderId: order.id,
        version: serviced.version,
        ...receivable,
      }),
    );
    const rows = (await read(order.id)).receivables;
    expect(rows.at(-1)).toMatchObject({ name: 'Wooden crate', payType: 'wallet' });
    await expectEvent(order.id, 'AddOrderReceivable', {}, { receivable: { currency: 'VND', paid: false } });
  });
});

describe('packages', () => {
  /** Two orders of one customer, and one of another, listed by a purchased family. */
  const orderGroups = async () => {
    const listed = await ordersIn(admin, 'OrderPurchased', 'purchased', 500);
    const byCustomer = new Map<string | null, OrderItem[]>();
    for (const order of listed)
      byCustomer.set(order.customerCode, [...(byCustomer.get(order.customerCode) ?? []), order]);
    const pair = [...byCustomer.values()].find((orders) => orders.length >= 2)!;
    expect(pair).toBeDefined();
    const stranger = listed.find((order) => order.customerCode !== pair[0].customerCode)!;
    return { pair: pair.slice(0, 2), stranger };
  };

  it("AddOrderPackageFromMultiOrder packs one customer's orders; other customers' or refused orders are named", async () => {
    const { pair, stranger } = await orderGroups();
    const path = '/api/OrderPurchased/AddOrderPackageFromMultiOrder';
    const mixed = await admin.post(path, { orderIds: [pair[0].id, stranger.id] });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toContain(stranger.code);
    const delivered = await firstOrder(admin, 'OrderDeliveryAndDelivered', 'delivered');
    const refused = await admin.post(path, { orderIds: [pair[0].id, delivered.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(delivered.code);
    expect(refused.body.message).not.toContain(pair[0].code);
    expect((await admin.post(path, { orderIds: [] })).status).toBe(400);
    expect((await read(pair[0].id)).version).toBe(pair[0].version);

    const created = expectOk(
      await admin.post<{ code: string; customerCode: string; orders: { id: number }[] }>(path, {
        orderIds: pair.map((order) => order.id),
      }),
    );
    expect(created.customerCode).toBe(pair[0].customerCode);
    expect(created.orders.map((order) => order.id).sort()).toEqual(pair.map((order) => order.id).sort());
    for (const order of pair) {
      const detail = await read(order.id);
      expect(detail.version).toBe(order.version + 1);
      expect(detail.packages.map((each) => each.code)).toContain(created.code);
      await expectEvent(
        order.id,
        'AddOrderPackageFromMultiOrder',
        { packageCode: null },
        { packageCode: created.code },
      );
    }
    const byCode = expectOk(
      await admin.get<{ code: string; orders: unknown[] }>(
        '/api/OrderPurchased/OrderPackageGetDetailByCode',
        {
          code: created.code,
        },
      ),
    );
    expect(byCode.orders).toHaveLength(2);
    const unknown = await admin.get('/api/OrderPurchased/OrderPackageGetDetailByCode', { code: 'PK-NONE' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No package has the code PK-NONE.');

    // Out of the package, back in, a shipment code; never into another customer's package.
    const [first] = pair;
    const base = '/api/OrderPurchased';
    let version = first.version + 1;
    const step = async (action: string, body: Record<string, unknown>) => {
      const updated = expectOk(
        await admin.post<OrderItem>(`${base}/${action}`, { orderId: first.id, version, ...body }),
      );
      version = updated.version;
    };
    expect(
      (
        await admin.post(`${base}/OrderPackageAddOrDelete`, {
          orderId: first.id,
          version,
          packageCode: 'PK-NONE',
          remove: false,
        })
      ).status,
    ).toBe(404);
    await step('OrderPackageAddOrDelete', { packageCode: created.code, remove: true });
    await expectEvent(
      first.id,
      'OrderPackageAddOrDelete',
      { packageCode: created.code },
      { packageCode: null },
    );
    const notIn = await admin.post(`${base}/OrderPackageUpdateShipment`, {
      orderId: first.id,
      version,
      packageCode: created.code,
      shipmentCode: 'SH-1',
    });
    expect(notIn.status).toBe(400);
    await step('OrderPackageAddOrDelete', { packageCode: created.code, remove: false });
    await step('OrderPackageUpdateShipment', { packageCode: created.code, shipmentCode: 'SH-778' });
    await expectEvent(
      first.id,
      'OrderPackageUpdateShipment',
      { shipmentCode: null },
      { shipmentCode: 'SH-778' },
    );
    expect((await read(first.id)).packages.find((each) => each.code === created.code)?.shipmentCode).toBe(
      'SH-778',
    );
    const theirs = await admin.post(`${base}/OrderPackageAddOrDelete`, {
      orderId: stranger.id,
      version: stranger.version,
      packageCode: created.code,
      remove: false,
    });
    expect(theirs.status).toBe(400);
  });

  it("UpdateOrderPackageInfoToOrder copies the package's weight and dimensions onto the order", async () => {
    const order = await firstOrder(admin, 'OrderArrivedInStorageJan', 'inStorage');
    const [held] = (await read(order.id)).packages;
    expect(held.weight).toBeGreaterThan(0);
    const updated = expectOk(
      await admin.post<OrderItem>('/api/OrderArrivedInStorageJan/UpdateOrderPackageInfoToOrder', {
        ...target(order),
        packageCode: held.code,
      }),
    );
    expect(updated.weight).toBe(held.weight);
    await expectEvent(
      order.id,
      'UpdateOrderPackageInfoToOrder',
      {},
      { packageCode: held.code, weight: held.weight },
    );
  });
});

describe('status moves (OrderUpdateStatus), table-driven over orderTransitions', () => {
  it.each(orderStatuses)('from %s', async (from) => {
    const candidates = await ordersIn(admin, 'order', from, 40);
    // The first stays as it is (every refused move is tried on it); each allowed move takes another.
    const [kept, ...fresh] = candidates;
    const take = (to: OrderStatus) => {
      const index = fresh.findIndex((order) => to !== 'domesticShipping' || order.tracking);
      return fresh.splice(index, 1)[0];
    };
    for (const to of orderStatuses) {
      const owner = statusesOwnedByActions[to];
      if (owner || !canMove(from, to)) {
        const refused = await admin.post('/api/order/OrderUpdateStatus', { ...target(kept), status: to });
        expect(refused.status, `${from} -> ${to}`).toBe(400);
        if (!owner) expect(refused.body.message).toMatch(/cannot become/);
        else expect(refused.body.message).toContain(owner);
        continue;
      }
      const order = take(to);
      const moved = expectOk(
        await admin.post<OrderItem>('/api/order/OrderUpdateStatus', {
          ...target(order),
          status: to,
          warehouse: 'JP-TOKYO',
        }),
      );
      expect(moved.status, `${from} -> ${to}`).toBe(to);
      const [event] = await events(order.id);
      expect(event).toMatchObject({
        action: 'OrderUpdateStatus',
        fromStatus: from,
        toStatus: to,
        before: { status: from },
        after: { status: to },
      });
    }
    const unchanged = await read(kept.id);
    expect(unchanged).toMatchObject({ status: from, version: kept.version });
  });

  it('domestic shipping needs a tracking; storage needs a known warehouse', async () => {
    const purchased = await ordersIn(admin, 'OrderPurchased', 'purchased', 20);
    const untracked = purchased.find((order) => !order.tracking)!;
    expectCode(
      await admin.post('/api/OrderPurchased/OrderUpdateStatus', {
        ...target(untracked),
        status: 'domesticShipping',
      }),
      400,
      'TRACKING_NOT_ALLOW_NULL',
    );
    const shipping = await firstOrder(admin, 'OrderDomesticShipping', 'domesticShipping');
    expect(shipping.warehouse).toBeNull();
    const path = '/api/OrderDomesticShipping/OrderUpdateStatus';
    expectCode(
      await admin.post(path, { ...target(shipping), status: 'inStorage' }),
      400,
      'POST_OFFICE_CODE_NOT_ALLOW_NULL',
    );
    expectCode(
      await admin.post(path, { ...target(shipping), status: 'inStorage', warehouse: 'NOWHERE' }),
      400,
      'POST_OFFICE_NOT_FOUND',
    );
    const offices = expectOk(await admin.get<{ code: string }[]>('/api/OrderDomesticShipping/GetOffice'));
    const stored = expectOk(
      await admin.post<OrderItem>(path, {
        ...target(shipping),
        status: 'inStorage',
        warehouse: offices[0].code,
      }),
    );
    expect(stored).toMatchObject({ status: 'inStorage', warehouse: offices[0].code });
    expect((await read(shipping.id)).routing.at(-1)?.toOffice).toBe(offices[0].code);
  });
});

describe('cancel and refund', () => {
  const cancellable = (order: OrderItem) => canMove(order.status as OrderStatus, 'cancelled');

  it('refunds what was paid, in the same transaction', async () => {
    const [order] = (await ordersIn(admin, 'OrderPurchased', 'purchased', 50)).filter(
      (each) => each.paymentStatus === 'success' && !paysThroughClosedWallet(each.id),
    );
    const paid = (await read(order.id)).payments.filter((payment) => payment.status === 'success');
    expect(paid.length).toBeGreaterThan(0);
    const cancelled = expectOk(
      await admin.post<OrderItem>('/api/OrderPurchased/CancelOrder', {
        ...target(order),
        cancelReason: 'Seller cancelled',
      }),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refund', cancelledBy: 'admin' });
    const refunds = (await read(order.id)).payments.filter((payment) => payment.type === 'refund');
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBeCloseTo(
      paid.reduce((sum, payment) => sum + payment.amount, 0),
      2,
    );
    const event = await expectEvent(
      order.id,
      'CancelOrder',
      { paymentStatus: 'success' },
      { paymentStatus: 'refund' },
    );
    expect(event.after.refunded).toBeGreaterThan(0);
  });

  it('REFUND_FAIL when the wallet paid through is closed, and nothing changes', async () => {
    let order: OrderWithTabs | undefined;
    for (let id = 250; !order && id <= testSeedSize.orders; id += 250) {
      const candidate = await read(id);
      if (candidate.paymentStatus === 'success' && cancellable(candidate)) order = candidate;
    }
    expect(order, 'a paid, cancellable order paid through the closed wallet').toBeDefined();
    const answer = await admin.post('/api/order/CancelOrder', {
      ...target(order!),
      cancelReason: 'Out of stock',
    });
    expectCode(answer, 400, 'REFUND_FAIL');
    expect(answer.body.message).toBe('Refund failed');
    const after = await read(order!.id);
    expect(after).toMatchObject({ status: order!.status, version: order!.version, paymentStatus: 'success' });
    expect(after.payments).toEqual(order!.payments);
  });
});

describe('purchase e-mail', () => {
  it('GetTemplateEmail fills the template from the order in the request language', async () => {
    const order = (await ordersIn(admin, 'OrderPurchasedMercari', 'purchased', 10)).find(
      (each) => each.customerEmail,
    )!;
    const template = expectOk(
      await admin.get<{ to: string; subject: string; body: string }>(
        '/api/OrderPurchasedMercari/GetTemplateEmail',
        {
          orderId: order.id,
        },
      ),
    );
    expect(template.to).toBe(order.customerEmail);
    expect(template.subject).toBe(`Kago: your order ${order.code} has been bought`);
    const vietnamese = apiClient(server.url, adminToken, 'vi');
    const vi = await vietnamese.get<{ subject: string }>('/api/OrderPurchasedMercari/GetTemplateEmail', {
      orderId: order.id,
    });
    expect(vi.body.data.subject).toContain('đã được mua');
  });

  it('SendEmailOrderPurchase takes a multipart form with attachments and keeps the e-mail in the outbox', async () => {
    const order = await firstOrder(admin, 'OrderPurchasedMercari', 'purchased');
    const path = '/api/OrderPurchasedMercari/SendEmailOrderPurchase';
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields)) data.append(key, value);
      return data;
    };
    const fields = {
      orderId: String(order.id),
      version: String(order.version),
      to: 'customer@example.vn',
      cc: 'sales@kago.vn',
      subject: 'Your order was bought',
      body: 'Dear customer, ...',
    };
    const noSubject = await postForm(server.url, adminToken, path, form({ ...fields, subject: '' }));
    expect(noSubject.status).toBe(400);
    expect(Object.keys(noSubject.body.errors)).toEqual(['subject']);
    const badAddress = await postForm(
      server.url,
      adminToken,
      path,
      form({ ...fields, to: 'not an address' }),
    );
    expect(Object.keys(badAddress.body.errors)).toEqual(['to']);
    // The seed's phrase (section 5), in the request's language (English here).
    expect(badAddress.body.errors.to).toEqual(['Invalid email format']);
    const json = await admin.post(path, { orderId: order.id, version: order.version });
    expect(json.status).toBe(400);

    const withFile = form(fields);
    withFile.append('attachments', new Blob(['receipt 123'], { type: 'text/plain' }), 'receipt.txt');
    const sent = await postForm<OrderItem>(server.url, adminToken, path, withFile);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.version).toBe(order.version + 1);
    const [email] = (await read(order.id)).emails;
    expect(email).toMatchObject({
      subject: 'Your order was bought',
      attachments: [{ name: 'receipt.txt', size: 11 }],
    });
    await expectEvent(
      order.id,
      'SendEmailOrderPurchase',
      {},
      { email: { to: 'customer@example.vn', attachments: ['receipt.txt'] } },
    );
  });
});

describe('the detail read', () => {
  it("getorder answers every tab's data for a delivered order, and getOrderEfex its shipments", async () => {
    let order: OrderWithTabs | undefined;
    for (let id = 35; !order && id <= 20_000; id += 35) {
      const candidate = await read(id);
      if (candidate.status === 'delivered' && candidate.emails.length && candidate.receivables.length)
        order = candidate;
    }
    expect(order, 'a delivered order with e-mails and receivables').toBeDefined();
    const { supplier, seller, ...tabs } = order!;
    expect(supplier).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(seller).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    for (const key of [
      'details',
      'documents',
      'packages',
      'receivables',
      'payables',
      'payments',
      'inquiries',
      'emails',
      'routing',
    ] as const)
      expect(tabs[key].length, key).toBeGreaterThan(0);
    expect(tabs.packages[0].weight).toBe(order!.weight);
    const efex = expectOk(
      await admin.get<{ shipmentCode: string; carrier: string; events: { status: string }[] }[]>(
        '/api/OrderDeliveryAndDelivered/getOrderEfex',
        { orderId: order!.id },
      ),
    );
    expect(efex[0].shipmentCode).toBe(order!.tracking);
    expect(efex[0].events.map((event) => event.status)).toEqual(['accepted', 'inTransit', 'delivered']);
    const byCode = expectOk(
      await admin.get<OrderWithTabs>('/api/order/GetOrderByCode', { code: order!.code }),
    );
    expect(byCode).toEqual(order);
  });
});

describe('rights, staleness', () => {
  it('a viewer is refused every kind of write (403)', async () => {
    const order = await firstOrder(viewer, 'OrderPurchasedIchiba', 'purchased');
    for (const [path, body] of [
      ['/api/OrderPurchasedIchiba/UpdateShippingFee', { ...target(order), shippingFee: 1 }],
      ['/api/OrderPurchasedIchiba/OrderUpdateStatus', { ...target(order), status: 'cancellationRequested' }],
      ['/api/OrderPurchasedIchiba/CancelOrder', { ...target(order), cancelReason: 'x' }],
      ['/api/OrderPurchasedIchiba/AddOrderPackageFromMultiOrder', { orderIds: [order.id] }],
      ['/api/OrderPurchasedIchiba/SendEmailOrderPurchase', {}],
    ] as const) {
      expect((await viewer.post(path, body)).status, path).toBe(403);
    }
    expect((await read(order.id)).version).toBe(order.version);
  });

  it('warehouse staff write in the storage and delivery families only', async () => {
    const stored = await firstOrder(warehouse, 'OrderArrivedInStorageMercari', 'inStorage');
    const direct = await warehouse.post<OrderItem>(
      '/api/OrderArrivedInStorageMercari/UpdatedDirectShipment',
      {
        ...target(stored),
        directShipment: true,
      },
    );
    expect(direct.status, JSON.stringify(direct.body)).toBe(200);
    const moved = await warehouse.post<OrderItem>('/api/OrderArrivedInStorageMercari/OrderUpdateStatus', {
      orderId: stored.id,
      version: direct.body.data.version,
      status: 'awaitingDelivery',
    });
    expect(moved.body.data.status).toBe('awaitingDelivery');
    const shipping = await firstOrder(warehouse, 'OrderDomesticShippingMercari', 'domesticShipping');
    const refused = await warehouse.post('/api/OrderDomesticShippingMercari/UpdatedDirectShipment', {
      ...target(shipping),
      directShipment: true,
    });
    expect(refused.status).toBe(403);
  });

  it('a stale version answers 409 and changes nothing, not even the event log', async () => {
    const order = await firstOrder(admin, 'OrderPurchaseEzbuyvn', 'waitingProcessing');
    const noted = expectOk(
      await admin.post<OrderItem>('/api/OrderPurchaseEzbuyvn/OrderUpdateNote', {
        ...target(order),
        note: 'first',
      }),
    );
    const logged = (await events(order.id)).length;
    for (const [action, body] of [
      ['OrderUpdateNote', { note: 'second' }],
      ['CancelOrder', { cancelReason: 'late' }],
      ['OrderUpdateStatus', { status: 'waitingSettlement' }],
    ] as const) {
      const stale = await admin.post(`/api/OrderPurchaseEzbuyvn/${action}`, { ...target(order), ...body });
      expect(stale.status, action).toBe(409);
    }
    expect(await read(order.id)).toMatchObject({
      note: 'first',
      status: order.status,
      version: noted.version,
    });
    expect(await events(order.id)).toHaveLength(logged);
  });
});
