import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceDomains } from '../../resources/buying';
import { signIn } from '../support/signIn';
import { processTestServer, type TestServer } from '../support/testServer';
import { apiClient, type Answer, type ApiClient } from './support/api';
import { firstOrder, type OrderItem } from './support/orders';

/**
 * The buyer configuration (resources/buying.ts, call catalogue 7.6 `BuyerConfig`): what its
 * declaration cannot say: tax percent 0..100 (`TAX_VALUE_IS_NOT_VALID`), one buyer per domain and
 * order type, `SUPPLIER_NOT_FOUND`, and the purchase dialog's start from it.
 */
interface BuyerConfig {
  id: number;
  version: number;
  domain: string;
  orderType: string;
  buyer: string;
  bidAccount: string;
  taxPercent: number;
  supplierId: number | null;
}
type Page = { items: BuyerConfig[]; total: number };

let server: TestServer;
let purchaser: ApiClient;
let warehouse: ApiClient;

beforeAll(async () => {
  server = await processTestServer();
  const token = async (user: string) => (await signIn(server.url, user, user)).accessToken;
  purchaser = apiClient(server.url, await token('purchaser'));
  warehouse = apiClient(server.url, await token('warehouse'));
});
afterAll(() => server?.close());

const expectCode = (answer: Answer, status: number, code: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.DetailErrors[0]?.ErrorCode).toBe(code);
};

const fresh = {
  domain: 'www.mandarake.co.jp',
  orderType: 'toy',
  buyer: 'mai.purchase',
  bidAccount: 'mandarake-01',
};

describe('buyer configuration', () => {
  it('is seeded with one buyer per domain and order type, pages and filters', async () => {
    const all = await purchaser.get<Page>('/api/BuyerConfig/Get', { take: 500 });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBeGreaterThanOrEqual(200);
    const keys = all.body.data.items.map((row) => `${row.domain}|${row.orderType}`);
    expect(new Set(keys).size).toBe(keys.length);
    const yahoo = await purchaser.get<Page>('/api/BuyerConfig/Get', { domain: sourceDomains.auction });
    expect(yahoo.body.data.items.length).toBeGreaterThan(0);
    expect(yahoo.body.data.items.every((row) => row.domain === sourceDomains.auction)).toBe(true);
    const whole = await purchaser.get<BuyerConfig[]>('/api/BuyerConfig/GetAllBidConfig');
    expect(whole.body.data).toHaveLength(all.body.data.total);
    const suppliers = await purchaser.get<{ id: number; name: string }[]>('/api/BuyerConfig/GetAllSuppliers');
    expect(suppliers.body.data.length).toBeGreaterThan(5);
  });

  it('refuses a tax percent outside 0..100 with TAX_VALUE_IS_NOT_VALID, an unknown payer with SUPPLIER_NOT_FOUND', async () => {
    for (const taxPercent of [-1, 100.5, 250]) {
      const refused = await purchaser.post('/api/BuyerConfig/Post', { ...fresh, taxPercent });
      expectCode(refused, 400, 'TAX_VALUE_IS_NOT_VALID');
      expect(Object.keys(refused.body.errors)).toEqual(['taxPercent']);
    }
    expectCode(
      await purchaser.post('/api/BuyerConfig/Post', { ...fresh, taxPercent: 10, supplierId: 99_999 }),
      400,
      'SUPPLIER_NOT_FOUND',
    );
    const created = await purchaser.post<BuyerConfig>('/api/BuyerConfig/Post', {
      ...fresh,
      taxPercent: 100,
      supplierId: 2,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ ...fresh, taxPercent: 100, supplierId: 2 });
  });

  it('keeps one buyer per domain and order type, on create and on edit', async () => {
    const [taken] = (
      await purchaser.get<Page>('/api/BuyerConfig/Get', { domain: sourceDomains.mercari, take: 2 })
    ).body.data.items;
    const clash = await purchaser.post('/api/BuyerConfig/Post', {
      ...fresh,
      domain: taken.domain.toUpperCase(),
      orderType: taken.orderType,
      taxPercent: 0,
    });
    expect(clash.status).toBe(400);
    expect(clash.body.errors.orderType).toEqual([
      `A buyer is already configured for ${taken.domain} and this order type`,
    ]);
    // Its own record is no clash: the buyer changes.
    const edited = await purchaser.post<BuyerConfig>('/api/BuyerConfig/Edit', {
      ...taken,
      buyer: 'tuan.purchase',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({
      id: taken.id,
      buyer: 'tuan.purchase',
      version: taken.version + 1,
    });
    const [other] = (
      await purchaser.get<Page>('/api/BuyerConfig/Get', { domain: sourceDomains.auction, take: 1 })
    ).body.data.items;
    const moved = await purchaser.post('/api/BuyerConfig/Edit', {
      ...edited.body.data,
      domain: other.domain,
      orderType: other.orderType,
    });
    expect(moved.status).toBe(400);
    expect(Object.keys(moved.body.errors)).toEqual(['orderType']);
  });

  it("is the purchaser's to write: warehouse staff read it only; no call the catalogue does not name", async () => {
    expect((await warehouse.get('/api/BuyerConfig/Get')).status).toBe(200);
    expect((await warehouse.post('/api/BuyerConfig/Post', { ...fresh, taxPercent: 1 })).status).toBe(403);
    expect((await purchaser.post('/api/BuyerConfig/deletes', { ids: [1] })).status).toBe(404);
    expect((await purchaser.get('/api/Supplier/get', { take: 5 })).status).toBe(200);
  });

  it("starts an order's purchase from the buyer and bid account configured for its domain and type", async () => {
    const order = await firstOrder(purchaser, 'OrderPurchaseIchiba', 'purchasePending');
    const configs = await purchaser.get<Page>('/api/BuyerConfig/Get', {
      domain: sourceDomains.ichiba,
      take: 50,
    });
    const detail = await purchaser.get<OrderItem & Record<string, unknown>>(
      '/api/OrderPurchaseIchiba/getorder',
      {
        id: order.id,
      },
    );
    const configured = configs.body.data.items.find((row) => row.orderType === detail.body.data.orderType);
    expect(configured).toBeDefined();
    expect(detail.body.data).toMatchObject({
      configuredBuyer: configured!.buyer,
      configuredBidAccount: configured!.bidAccount,
    });
    const bought = await purchaser.post<OrderItem & Record<string, unknown>>(
      '/api/OrderPurchaseIchiba/OrderBuy',
      {
        orderId: order.id,
        version: order.version,
        purchaser: configured!.buyer,
        bidAccount: configured!.bidAccount,
      },
    );
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.data).toMatchObject({
      status: 'purchased',
      purchaser: configured!.buyer,
      bidAccount: configured!.bidAccount,
    });
  });
});
