import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueDeclarations } from '../../resources/index';
import { pendingMigration } from '../../server/db/migrationFiles';
import { snakeCase } from '../../server/db/naming';
import { seedRows } from '../../server/seed/rows';
import { insertionOrder } from '../../server/seed/seed';
import { signIn } from '../support/signIn';
import { startTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';

type Item = Record<string, unknown> & { id: number };
type Page = { items: Item[]; total: number };

describe('migrations', () => {
  it('are up to date with the declarations (run `npm run db:generate` after changing one)', async () => {
    const { statements } = await pendingMigration();
    expect(statements).toEqual([]);
  });

  it('name tables and columns in snake case', () => {
    expect(snakeCase('enabledARPay')).toBe('enabled_ar_pay');
    expect(snakeCase('state-province')).toBe('state_province');
    expect(snakeCase('countryId')).toBe('country_id');
  });
});

describe('seed data', () => {
  it('is deterministic and orders parents before children', () => {
    expect(seedRows()).toEqual(seedRows());
    const order = insertionOrder(catalogueDeclarations).map((declaration) => declaration.name);
    for (const declaration of catalogueDeclarations) {
      for (const field of declaration.fields.filter((candidate) => candidate.reference)) {
        expect(order.indexOf(field.reference ?? ''), `${declaration.name}.${field.source}`).toBeLessThan(
          order.indexOf(declaration.name),
        );
      }
    }
  });

  it('gives every catalogue a few records', () => {
    const rows = seedRows();
    for (const declaration of catalogueDeclarations) {
      expect(rows[declaration.name]?.length ?? 0, declaration.name).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('the seeded database', () => {
  let server: TestServer;
  let api: ApiClient;
  const find = async (resource: string, code: string) =>
    (await api.get<Page>(`/api/${resource}/get`, { keyword: code, take: 500 })).body.data.items.find(
      (item) => item.code === code,
    );

  beforeAll(async () => {
    server = await startTestServer();
    // A reader of every catalogue, settings (currencies) included: resources/access.ts.
    api = apiClient(server.url, (await signIn(server.url, 'accountant', 'accountant')).accessToken);
  });
  afterAll(() => server?.close());

  it('holds the real reference data', async () => {
    const total = async (resource: string, query = {}) =>
      (await api.get<Page>(`/api/${resource}/get`, { take: 1, ...query })).body.data.total;
    expect(await total('country')).toBeGreaterThanOrEqual(249);
    expect(await total('currency')).toBeGreaterThanOrEqual(150);
    expect(await total('incoterm')).toBe(11);
    expect(await total('airport')).toBeGreaterThanOrEqual(150);
    expect(await total('airline')).toBeGreaterThanOrEqual(60);

    expect(await find('country', 'VN')).toMatchObject({
      iso3: 'VNM',
      phoneCode: '+84',
      name: 'Việt Nam',
      nameEn: 'Vietnam',
      nameJa: 'ベトナム',
    });
    expect(await find('currency', 'JPY')).toMatchObject({ currencyCode: 'JPY', displayLocale: 'ja-JP' });
    expect(await find('currency', 'VND')).toMatchObject({ rate: 1 });
    expect(await find('airline', 'VN')).toMatchObject({ icao: 'HVN', prefix: '738' });
    expect(await find('airport', 'NRT')).toMatchObject({ icao: 'RJAA' });
    expect(await find('seaport', 'VNHPH')).toMatchObject({ unlocode: 'VNHPH' });

    const japan = await find('country', 'JP');
    expect(await total('state-province', { countryId: japan?.id })).toBe(47);
    const hanoi = await find('state-province', 'VN01');
    expect(await total('district', { stateProvinceId: hanoi?.id })).toBe(30);
    const baDinh = await find('district', 'VN001');
    const wards = await api.get<Item[]>('/api/ward/get-by-district-id', { districtId: baDinh?.id });
    expect(wards.body.data.map((ward) => ward.name)).toContain('Phường Phúc Xá');
  });

  it('serves selects in display order: the home markets first', async () => {
    const countries = await api.get<Item[]>('/api/country/get-all');
    expect(countries.body.data.slice(0, 2).map((country) => country.code)).toEqual(['VN', 'JP']);
    const narita = await api.get<Item[]>('/api/airport/get-top-select', { keyword: 'narita', take: 5 });
    expect(narita.body.data.map((airport) => airport.code)).toEqual(['NRT']);
  });

  it('finds Vietnamese names whatever the case of the keyword', async () => {
    const noiBai = await api.get<Item[]>('/api/airport/get-top-select', { keyword: 'NỘI BÀI' });
    expect(noiBai.body.data.map((airport) => airport.code)).toEqual(['HAN']);
  });
});
