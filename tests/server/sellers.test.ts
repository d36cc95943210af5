import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signIn';
import { processTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';

/** Seller management (call catalogue 7.10: `Sellers/GetsPaging`, `Sellers/Update`) from its declaration. */
type Seller = { id: number; version: number; name: string; taxCode: string | null };
type Page = { items: Seller[]; total: number };

let server: TestServer;
let purchaser: ApiClient;

beforeAll(async () => {
  server = await processTestServer();
  purchaser = apiClient(server.url, (await signIn(server.url, 'purchaser', 'purchaser')).accessToken);
});
afterAll(() => server?.close());

describe('sellers', () => {
  it('pages, sorts, searches by name and filters by tax code', async () => {
    const page = await purchaser.get<Page>('/api/Sellers/GetsPaging', { skip: 0, take: 10, sortBy: 'name' });
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(300);
    const names = page.body.data.items.map((seller) => seller.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const last = await purchaser.get<Page>('/api/Sellers/GetsPaging', { skip: 290, take: 10 });
    expect(last.body.data.items).toHaveLength(10);
    const found = await purchaser.get<Page>('/api/Sellers/GetsPaging', { keyword: 'sakura store' });
    expect(found.body.data.items.length).toBeGreaterThan(0);
    expect(found.body.data.items.every((seller) => /sakura store/i.test(seller.name))).toBe(true);
    const taxCode = page.body.data.items.find((seller) => seller.taxCode)!.taxCode!;
    const byTaxCode = await purchaser.get<Page>('/api/Sellers/GetsPaging', { taxCode });
    expect(byTaxCode.body.data.items.map((seller) => seller.taxCode)).toEqual([taxCode]);
    // Every seeded tax code follows the rule.
    const all = await purchaser.get<Page>('/api/Sellers/GetsPaging', { take: 500 });
    for (const seller of all.body.data.items)
      if (seller.taxCode) expect(seller.taxCode).toMatch(/^\d{10}(-\d{3})?$/);
  });

  it('updates name and tax code, refuses bad ones in the language of the request, and stale edits', async () => {
    const [seller] = (await purchaser.get<Page>('/api/Sellers/GetsPaging', { ids: [7] })).body.data.items;
    const updated = await purchaser.post<Seller>('/api/Sellers/Update', {
      ...seller,
      name: '  Fuji Select 7  ',
      taxCode: '0312345678-002',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id: 7, name: 'Fuji Select 7', taxCode: '0312345678-002' });
    expect(updated.body.data.version).toBe(seller.version + 1);

    const refused = await purchaser.post('/api/Sellers/Update', {
      ...updated.body.data,
      name: '   ',
      taxCode: '03123',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      name: ['Name must not be empty'],
      taxCode: ['Tax code must be 10 digits, or 10 digits, a dash and 3 digits for a branch'],
    });
    const vietnamese = apiClient(
      server.url,
      (await signIn(server.url, 'purchaser', 'purchaser')).accessToken,
      'vi',
    );
    const refusedVi = await vietnamese.post('/api/Sellers/Update', { ...updated.body.data, taxCode: 'abc' });
    expect(refusedVi.body.errors).toEqual({
      taxCode: ['Mã số thuế phải gồm 10 chữ số, hoặc 10 chữ số, dấu gạch ngang và 3 chữ số của chi nhánh'],
    });

    const stale = await purchaser.post('/api/Sellers/Update', { ...seller, name: 'Old copy' });
    expect(stale.status).toBe(409);
    const [kept] = (await purchaser.get<Page>('/api/Sellers/GetsPaging', { ids: [7] })).body.data.items;
    expect(kept.name).toBe('Fuji Select 7');
  });

  it('serves no call the seed does not name, and lets warehouse staff only read', async () => {
    expect((await purchaser.post('/api/Sellers/create', { name: 'X' })).status).toBe(404);
    const warehouse = apiClient(server.url, (await signIn(server.url, 'warehouse', 'warehouse')).accessToken);
    expect((await warehouse.get('/api/Sellers/GetsPaging')).status).toBe(200);
    expect((await warehouse.post('/api/Sellers/Update', { id: 1, version: 1, name: 'X' })).status).toBe(403);
  });
});
