import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCatalogueFile } from '../support/callCatalogue';
import { signIn } from '../support/signIn';
import { processTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from '../server/support/api';
import { firstOrder, type OrderItem, type OrderPage } from '../server/support/orders';
import { orderFamilies } from '../../resources/orders/families';
import { findOrderAction } from '../../resources/orders/orderActions';

/**
 * The order paths of the call catalogue (7.2, 7.12), written out literally: a change in the family
 * table that moves a path breaks this test, not the client in production.
 */
const stagePrefixes = [
  'OrderPurchase',
  'OrderPurchased',
  'OrderCancel',
  'OrderDomesticShipping',
  'OrderArrivedInStorage',
  'OrderDeliveryAndDelivered',
];
const sourceSuffixes = ['', 'America', 'Ezbuyvn', 'International', 'Ichiba', 'Mercari', 'Jan', 'Auction'];

const listPaths = [
  '/api/order/getorders',
  '/api/orderSearch/getorders',
  ...stagePrefixes.flatMap((prefix) => sourceSuffixes.map((suffix) => `/api/${prefix}${suffix}/getorders`)),
  '/api/OrderWaittingPayment/GetOrderWaitingPayment',
  '/api/OrderMercari/GetOrdersMercariOffer',
  '/api/OrderMercariIchiba/GetOrdersMercariOffer',
  '/api/OrderAuction/GetOrdersAuctionOffer',
];

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await processTestServer();
  api = apiClient(server.url, (await signIn(server.url, 'admin', 'admin')).accessToken);
});
afterAll(() => server?.close());

describe('order family lists', () => {
  it('names 54 list paths', () => expect(listPaths).toHaveLength(54));

  it.each(listPaths)('%s answers a page of orders', async (path) => {
    const answer = await api.get<OrderPage>(path, { take: 5 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.data.total).toBeGreaterThan(0);
    expect(answer.body.data.items.length).toBeGreaterThan(0);
    for (const item of answer.body.data.items) {
      expect(item).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          code: expect.any(String),
          status: expect.any(String),
          source: expect.any(String),
        }),
      );
    }
  });
});

describe('irregular paths (7.12)', () => {
  it.each(['Ichiba', 'Mercari', 'Jan', 'Auction'])(
    'the %s domestic-shipping family doubles its name in the product-attribute update',
    async (source) => {
      const family = `OrderDomesticShipping${source}`;
      const order = await firstOrder(api, family, 'domesticShipping');
      const read = await api.get<OrderItem>(`/api/${family}/getorder`, { id: order.id });
      const body = {
        orderId: order.id,
        version: order.version,
        orderDetailId: read.body.data.details[0].id,
        productAttributes: { colour: 'purple', size: 'M' },
      };
      const regular = await api.post(`/api/${family}/OrderDetailUpdateProAtt`, body);
      expect(regular.status).toBe(404);
      const literal = await api.post<OrderItem>(`/api/${family}/${family}OrderDetailUpdateProAtt`, body);
      expect(literal.status, JSON.stringify(literal.body)).toBe(200);
      const after = await api.get<OrderItem>(`/api/${family}/getorder`, { id: order.id });
      expect(after.body.data.details[0].productAttributes).toEqual({ colour: 'purple', size: 'M' });
    },
  );

  it('the other domestic-shipping families keep the regular product-attribute path', async () => {
    const order = await firstOrder(api, 'OrderDomesticShippingInternational', 'domesticShipping');
    const read = await api.get<OrderItem>('/api/OrderDomesticShippingInternational/getorder', {
      id: order.id,
    });
    const answer = await api.post('/api/OrderDomesticShippingInternational/OrderDetailUpdateProAtt', {
      orderId: order.id,
      version: order.version,
      orderDetailId: read.body.data.details[0].id,
      productAttributes: { colour: 'teal' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it("the Ichiba delivered family's order-number update is served on the International family's path", async () => {
    const order = await firstOrder(api, 'OrderDeliveryAndDeliveredIchiba', 'delivered');
    expect(order.source).toBe('ichiba');
    const own = await api.post('/api/OrderDeliveryAndDeliveredIchiba/OrderUpdateOrderNumber', {
      orderId: order.id,
      version: order.version,
      orderNumber: 'RKT-1',
    });
    expect(own.status).toBe(404);
    const literal = await api.post<OrderItem>(
      '/api/OrderDeliveryAndDeliveredInternational/OrderUpdateOrderNumber',
      {
        orderId: order.id,
        version: order.version,
        orderNumber: 'RKT-2024-0001',
      },
    );
    expect(literal.status, JSON.stringify(literal.body)).toBe(200);
    expect(literal.body.data.orderNumber).toBe('RKT-2024-0001');
  });
});

/** Reads (GET) of a few representative families, as the app calls them (7.2, 7.3). */
const readPaths = [
  ...[
    'getorder',
    'GetOrderByCode',
    'getallordersellers',
    'GetOrderServiceByOrderId',
    'GetEventLog',
    'getOrderEfex',
    'GetOffice',
    'GetSupplierActive',
    'SumOrderTotalServiceFee',
    'GetTemplateEmail',
    'OrderPackageGetDetailByCode',
  ].map((action) => `/api/OrderPurchaseIchiba/${action}`),
  '/api/OrderDomesticShippingMercari/GetAllSuppliers',
  '/api/OrderDomesticShippingMercari/GetAllBidConfig',
  '/api/OrderArrivedInStorageJan/GetAllBidConfig',
  '/api/OrderDeliveryAndDeliveredAuction/getOrderEfex',
  '/api/OrderWaittingPayment/getorder',
  '/api/orderSearch/GetOrderByCode',
];

/** Writes (POST) of the same families. */
const writePaths = [
  '/api/OrderPurchaseIchiba/UpdatePurchaseAssign',
  '/api/OrderPurchaseIchiba/UpdatePrice',
  '/api/OrderPurchaseIchiba/OrderBuy',
  '/api/OrderPurchaseIchiba/AddOrderService',
  '/api/OrderPurchaseIchiba/AddOrderReceivable',
  '/api/OrderPurchaseIchiba/SendEmailOrderPurchase',
  '/api/OrderPurchaseIchiba/OrderPackageAddOrDelete',
  '/api/OrderPurchaseIchiba/OrderPackageUpdateShipment',
  '/api/OrderPurchaseIchiba/AddOrderPackageFromMultiOrder',
  '/api/OrderPurchaseIchiba/orderUpdateBidStatus',
  '/api/OrderPurchaseIchiba/OrderUpdatePaymentStatus',
  '/api/OrderPurchaseIchiba/OrderDetailUpdateProAtt',
  '/api/OrderPurchaseIchiba/UpdateShippingFee',
  '/api/OrderPurchaseIchiba/OrderUpdateDomesticShippingFee',
  '/api/OrderPurchaseIchiba/OrderUpdateOfferStatus',
  '/api/OrderPurchaseIchiba/OrderUpdateOrderNumber',
  '/api/OrderPurchaseIchiba/OrderUpdateNote',
  '/api/OrderPurchaseIchiba/updateUseCompanyPayCard',
  '/api/OrderPurchaseIchiba/OrderUpdateStatus',
  '/api/OrderPurchaseIchiba/CancelOrder',
  '/api/OrderDomesticShippingMercari/UpdateDocument',
  '/api/OrderDomesticShippingMercari/RemoveDocument',
  '/api/OrderDomesticShippingMercari/UpdateSurcharge',
  '/api/OrderDomesticShippingMercari/UpdatedDirectShipment',
  '/api/OrderDomesticShippingMercari/UpdateOrderPackageInfoToOrder',
  '/api/OrderDomesticShippingMercari/UpdateBidAccount',
  '/api/OrderArrivedInStorageJan/UpdatedDirectShipment',
  '/api/OrderArrivedInStorageJan/UpdateOrderPackageInfoToOrder',
  '/api/OrderArrivedInStorageJan/UpdateBidAccount',
  '/api/OrderArrivedInStorageJan/OrderUpdateOrderNumber',
  // Our moves through the transition table, which 7.3's list does not name (below).
  '/api/OrderArrivedInStorageJan/OrderUpdateStatus',
  '/api/OrderDeliveryAndDeliveredAuction/CancelOrder',
  '/api/OrderMercariIchiba/UpdateHasCod',
  '/api/OrderWaittingPayment/UpdatePrice',
  '/api/OrderCancelAmerica/CancelOrder',
];

/** What each family does not offer (7.3): not served at all. */
const absentPaths = [
  '/api/OrderArrivedInStorageJan/UpdatePrice',
  '/api/OrderArrivedInStorageJan/OrderBuy',
  '/api/OrderDeliveryAndDeliveredAuction/UpdateSurcharge',
  '/api/OrderPurchaseIchiba/UpdateSurcharge',
  '/api/OrderPurchaseIchiba/UpdateHasCod',
  '/api/OrderCancelAmerica/UpdatePrice',
];

describe('order reads and writes of representative families', () => {
  const queryFor = async (path: string) => {
    const action = path.split('/').at(-1);
    const order = await firstOrder(api, 'OrderDeliveryAndDelivered', 'delivered');
    if (action === 'getorder') return { id: order.id };
    if (action === 'GetOrderByCode') return { code: order.code };
    if (action === 'OrderPackageGetDetailByCode') {
      const read = await api.get<{ packages: { code: string }[] }>('/api/order/getorder', { id: order.id });
      return { code: read.body.data.packages[0].code };
    }
    if (action?.startsWith('GetAll') || action === 'GetOffice' || action === 'GetSupplierActive') return {};
    return { orderId: order.id };
  };

  it.each(readPaths)('GET %s answers', async (path) => {
    const answer = await api.get(path, await queryFor(path));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.success).toBe(true);
  });

  it.each(writePaths)(
    'POST %s is served (an empty body is refused as invalid, not unknown)',
    async (path) => {
      const answer = await api.post(path, {});
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.success).toBe(false);
    },
  );

  it.each(absentPaths)('POST %s is not served', async (path) => {
    expect((await api.post(path, {})).status).toBe(404);
  });
});

/**
 * 7.3: the arrived-in-storage and delivered families expose the reads, ExportExcel and four writes
 * of the catalogue. Besides them they take our two moves through the transition table,
 * `OrderUpdateStatus` and `CancelOrder`, which the catalogue names nowhere, so its list neither
 * grants nor refuses them: the warehouse ends a stored order as lost, liquidated or junk, hands it
 * on for delivery without a package event, and cancels it at the customer's request with them
 * (README, "Orders in storage and out for delivery").
 */
describe('the stored and delivered families (7.3)', () => {
  const catalogue = readFileSync(callCatalogueFile, 'utf8');
  const listed = [
    'UpdatedDirectShipment',
    'UpdateOrderPackageInfoToOrder',
    'UpdateBidAccount',
    'OrderUpdateOrderNumber',
  ];
  const ourMoves = ['OrderUpdateStatus', 'CancelOrder'];

  it('write only the calls 7.3 lists, and our two moves, which the catalogue does not name', () => {
    const section = catalogue.slice(catalogue.indexOf('### 7.3'), catalogue.indexOf('### 7.4'));
    const storedLine = section.split('\n').find((line) => line.startsWith('- Arrived-in-storage'))!;
    for (const name of listed) expect(storedLine).toContain(name);
    for (const name of ourMoves) expect(catalogue).not.toMatch(new RegExp(`\\b${name}\\b`));
    const families = orderFamilies.filter(
      (family) => family.stage === 'arrivedInStorage' || family.stage === 'deliveryAndDelivered',
    );
    expect(new Set(families.map((family) => family.path)).size).toBe(16);
    for (const family of families) {
      const writes = family.actions.filter((name) => findOrderAction(name) !== undefined);
      expect(writes.toSorted(), family.path).toEqual([...listed, ...ourMoves].toSorted());
    }
  });
});
