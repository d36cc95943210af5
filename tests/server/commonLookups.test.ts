import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLanguage } from '../../i18n/languages';
import { signIn } from '../support/signIn';
import { processTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';

/**
 * The `Common` lookups of call catalogue 7.10 (resources/catalogues.ts `commonLookups`): each answers
 * the active records of its catalogue in select order, to every signed-in role, and refuses bad
 * input with 400.
 */
type Option = { id: number; code: string; name: string; active: boolean; displayOrder: number };

let server: TestServer;
let admin: ApiClient;
let viewer: ApiClient;

beforeAll(async () => {
  server = await processTestServer();
  const token = async (user: string) => (await signIn(server.url, user, user)).accessToken;
  admin = apiClient(server.url, await token('admin'));
  viewer = apiClient(server.url, await token('viewer'));
});
afterAll(() => server?.close());

const lookups = {
  GetAllCommodity: 'commodity',
  GetAllCommodityGroup: 'commodity-group',
  GetAllProductOrigin: 'product-origin',
  GetAllProductType: 'product-type',
} as const;

describe('common lookups', () => {
  it('answer the active records of their catalogue, in display order, as its get-all does', async () => {
    for (const [call, catalogue] of Object.entries(lookups)) {
      // Only the commodities take the interface language (call catalogue 7.10).
      const query = call === 'GetAllCommodity' ? { languageId: findLanguage('en').languageId } : {};
      const answer = await viewer.get<Option[]>(`/api/Common/${call}`, query);
      expect(answer.status, call).toBe(200);
      expect(answer.body.data.length, call).toBeGreaterThan(3);
      const all = await viewer.get<Option[]>(`/api/${catalogue}/get-all`);
      expect(answer.body.data.map((row) => row.code)).toEqual(all.body.data.map((row) => row.code));
      const orders = answer.body.data.map((row) => row.displayOrder);
      expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    }
  });

  it("answer each record's name in the language asked, by languageId or else the LanguageId header", async () => {
    const nameOf = async (client: ApiClient, query: Record<string, string>) =>
      (await client.get<Option[]>('/api/Common/GetAllCommodity', query)).body.data.find(
        (row) => row.code === 'COS',
      )?.name;
    expect(await nameOf(viewer, { languageId: findLanguage('ja').languageId })).toBe('化粧品');
    expect(await nameOf(viewer, { languageId: findLanguage('vi').languageId })).toBe('Mỹ phẩm');
    expect(await nameOf(viewer, {})).toBe('Cosmetics');
    const token = (await signIn(server.url, 'viewer', 'viewer')).accessToken;
    expect(await nameOf(apiClient(server.url, token, 'ja'), {})).toBe('化粧品');
    // A record without a text in the language asked is named by its Vietnamese text.
    const created = await admin.post<Option>('/api/commodity/create', { code: 'ZZVI', name: 'Hàng thử' });
    expect(created.status).toBe(200);
    const answer = (await viewer.get<Option[]>('/api/Common/GetAllCommodity')).body.data;
    expect(answer.find((row) => row.code === 'ZZVI')?.name).toBe('Hàng thử');
    await admin.post('/api/commodity/deletes', { ids: [created.body.data.id] });
  });

  it('leave out a record once it is deactivated', async () => {
    const [first] = (await admin.get<Option[]>('/api/Common/GetAllCommodityGroup')).body.data;
    await admin.post('/api/commodity-group/activates', { ids: [first.id], active: false });
    const after = await admin.get<Option[]>('/api/Common/GetAllCommodityGroup');
    expect(after.body.data.map((row) => row.id)).not.toContain(first.id);
    await admin.post('/api/commodity-group/activates', { ids: [first.id], active: true });
  });

  it('answer the bid configuration whole at Common/GetAllBidConfig, as BuyerConfig does', async () => {
    const common = await viewer.get<{ id: number }[]>('/api/Common/GetAllBidConfig');
    const own = await viewer.get<{ id: number }[]>('/api/BuyerConfig/GetAllBidConfig');
    expect(common.status).toBe(200);
    expect(common.body.data.map((row) => row.id)).toEqual(own.body.data.map((row) => row.id));
  });

  it('refuse a language id past its bounds with 400, and an anonymous caller with 401', async () => {
    const refused = await viewer.get('/api/Common/GetAllCommodity', { languageId: 'x'.repeat(65) });
    expect(refused.status).toBe(400);
    expect((await apiClient(server.url, null).get('/api/Common/GetAllProductType')).status).toBe(401);
  });
});
