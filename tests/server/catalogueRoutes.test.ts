import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, parentExtras, catalogueDeclarations, type ExtraName } from '../../resources/index';
import { filterFields, sortableFields } from '../../server/db/tables';
import { translate } from '../../i18n/translate';
import { signIn } from '../support/signIn';
import { processTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';
import { expectedFields, sampleRecord } from './support/sampleRecords';

type Item = Record<string, unknown> & { id: number; version: number };
type Page = { items: Item[]; total: number };

/** Every catalogue route, generated per declaration, exercised against the real server and database. */
let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await processTestServer();
  api = apiClient(server.url, (await signIn(server.url, 'admin', 'admin')).accessToken);
});
afterAll(() => server?.close());

describe.each(catalogueDeclarations.map((declaration) => [declaration.name, declaration] as const))(
  '%s',
  (_name, declaration) => {
    const base = `/api/${apiPath(declaration)}`;

    it('serves create, list, edit, stale edit, activates, extras and deletes', async () => {
      const defaults = await api.get<Item>(`${base}/create`);
      expect(defaults.status).toBe(200);
      for (const field of declaration.fields.filter((candidate) => candidate.defaultValue !== undefined)) {
        expect(defaults.body.data[field.source]).toBe(field.defaultValue);
      }

      // Active, so that the select extras list it.
      const sent: Record<string, unknown> = {
        ...(await sampleRecord(declaration, `t${declaration.name.length}${declaration.fields.length}`, api)),
        active: true,
      };
      const created = await api.post<Item>(`${base}/create`, sent);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body.success).toBe(true);
      const record = created.body.data;
      expect(record).toMatchObject({ ...expectedFields(declaration, sent), version: 1 });
      expect(Number.isInteger(record.id)).toBe(true);
      expect(Date.parse(String(record.createdAt))).not.toBeNaN();

      const read = await api.get<Item>(`${base}/edit`, { id: record.id });
      expect(read.body.data).toEqual(record);

      const byKeyword = await api.get<Page>(`${base}/get`, { keyword: String(sent.code).toLowerCase() });
      expect(byKeyword.body.data.items.map((item) => item.id)).toEqual([record.id]);
      expect(byKeyword.body.data.total).toBe(1);

      const byIds = await api.get<Page>(`${base}/get`, { ids: [record.id, 1] });
      expect(byIds.body.data.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(
        [...new Set([1, record.id])].sort((a, b) => a - b),
      );

      for (const field of filterFields(declaration)) {
        const value = String(record[field.source]);
        const filtered = await api.get<Page>(`${base}/get`, { [field.source]: value, take: 500 });
        expect(filtered.status).toBe(200);
        expect(filtered.body.data.items.every((item) => item[field.source] === record[field.source])).toBe(
          true,
        );
        const withKeyword = await api.get<Page>(`${base}/get`, {
          [field.source]: value,
          keyword: String(sent.code),
        });
        expect(
          withKeyword.body.data.items.map((item) => item.id),
          field.source,
        ).toEqual([record.id]);
      }

      for (const field of sortableFields(declaration)) {
        const sorted = await api.get<Page>(`${base}/get`, { sortBy: field.source, sortDesc: true, take: 5 });
        expect(sorted.status, `${field.source}: ${JSON.stringify(sorted.body)}`).toBe(200);
      }

      const edited = await api.post<Item>(`${base}/edit`, { ...record, name: `${record.name} 2` });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.data).toMatchObject({ id: record.id, name: `${record.name} 2`, version: 2 });

      const stale = await api.post<Item>(`${base}/edit`, { ...record, name: 'lost update' });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        success: false,
        message: expect.stringContaining('Someone else changed'),
      });
      expect((await api.get<Item>(`${base}/edit`, { id: record.id })).body.data.name).toBe(
        `${record.name} 2`,
      );

      for (const extra of declaration.extras ?? []) {
        const parent = parentExtras[extra as keyof typeof parentExtras];
        const query = parent
          ? { [parent.param]: record[parent.param] as number }
          : { keyword: String(sent.code) };
        const answer = await api.get<Item[]>(`${base}/${extra}`, query);
        expect(answer.status, `${extra}: ${JSON.stringify(answer.body)}`).toBe(200);
        expect(
          answer.body.data.some((item) => item.id === record.id),
          extra,
        ).toBe(true);
      }

      if (!declaration.operations.activates) {
        expect((await api.post(`${base}/activates`, { ids: [record.id], active: false })).status).toBe(404);
      } else {
        const deactivated = await api.post<{ updated: number }>(`${base}/activates`, {
          ids: [record.id],
          active: false,
        });
        expect(deactivated.body.data).toEqual({ updated: 1 });
        const after = (await api.get<Item>(`${base}/edit`, { id: record.id })).body.data;
        expect(after).toMatchObject({ active: false, version: 3 });
        for (const extra of (declaration.extras ?? []) as ExtraName[]) {
          const parent = parentExtras[extra as keyof typeof parentExtras];
          const query = parent ? { [parent.param]: record[parent.param] as number } : {};
          const answer = await api.get<Item[]>(`${base}/${extra}`, query);
          expect(
            answer.body.data.some((item) => item.id === record.id),
            `${extra} lists inactive`,
          ).toBe(false);
        }
      }

      const deleted = await api.post<{ deleted: number }>(`${base}/deletes`, { ids: [record.id] });
      expect(deleted.body.data).toEqual({ deleted: 1 });
      expect((await api.get(`${base}/edit`, { id: record.id })).status).toBe(404);
    });
  },
);

describe('lists', () => {
  it('pages through a large catalogue in a stable order, each record once', async () => {
    const all = await api.get<Page>('/api/district/get', { take: 500, sortBy: 'name' });
    const pages: number[] = [];
    for (let skip = 0; skip < 150; skip += 50) {
      const page = await api.get<Page>('/api/district/get', { skip, take: 50, sortBy: 'name' });
      pages.push(...page.body.data.items.map((item) => item.id));
    }
    expect(pages).toEqual(all.body.data.items.slice(0, 150).map((item) => item.id));
    expect(new Set(pages).size).toBe(150);
  });

  it('caps take at 500', async () => {
    const wards = await api.get<Page>('/api/ward/get', { take: 5000 });
    expect(wards.body.data.items).toHaveLength(500);
    expect(wards.body.data.total).toBeGreaterThan(500);
  });

  it('sorts descending when asked', async () => {
    const countries = await api.get<Page>('/api/country/get', { sortBy: 'code', sortDesc: true, take: 3 });
    const codes = countries.body.data.items.map((item) => item.code as string);
    expect(codes).toEqual([...codes].sort().reverse());
    expect(codes[0]).toBe('ZW');
  });

  it('treats % and _ in a keyword as plain characters', async () => {
    const answer = await api.get<Page>('/api/country/get', { keyword: '%' });
    expect(answer.body.data.total).toBe(0);
  });

  it('finds a record by its name in any of the three languages, in the list and the picker', async () => {
    for (const keyword of ['Việt', 'viet', 'ベトナム']) {
      const list = await api.get<Page>('/api/country/get', { keyword });
      expect(
        list.body.data.items.map((item) => item.code),
        keyword,
      ).toContain('VN');
      const picker = await api.get<Item[]>('/api/country/get-top-select', { keyword, take: 10 });
      expect(
        picker.body.data.map((item) => item.code),
        keyword,
      ).toContain('VN');
    }
    const [vietnam] = (await api.get<Page>('/api/country/get', { keyword: 'ベトナム' })).body.data.items;
    // The record carries its three names; the interface picks the one of its language.
    expect(vietnam).toMatchObject({ name: 'Việt Nam', nameEn: 'Vietnam', nameJa: 'ベトナム' });
    const none = await api.get<Page>('/api/country/get', { keyword: 'ベトナムX' });
    expect(none.body.data.total).toBe(0);
  });

  it("names the customer address's provinces in the caller's language", async () => {
    const [japan] = (await api.get<Page>('/api/country/get', { keyword: 'Japan' })).body.data.items;
    const token = (await signIn(server.url, 'admin', 'admin')).accessToken;
    const names = async (locale: 'vi' | 'en' | 'ja') =>
      (
        await apiClient(server.url, token, locale).get<{ name: string }[]>(
          '/api/customer/GetStateProvinceByCountry',
          { countryId: japan.id },
        )
      ).body.data.map((province) => province.name);
    expect(await names('ja')).toContain('北海道');
    expect(await names('vi')).toContain('Hokkaido');
    expect(await names('vi')).not.toContain('北海道');
  });

  it("refuses a sort column the list does not have, naming the parameter in the caller's language", async () => {
    const answer = await api.get('/api/country/get', { sortBy: 'password' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.sortBy).toHaveLength(1);
    // The list's parameters are no field of the record: they have labels of their own.
    const token = (await signIn(server.url, 'admin', 'admin')).accessToken;
    for (const locale of ['vi', 'ja', 'en'] as const) {
      const refused = await apiClient(server.url, token, locale).get('/api/country/get', {
        sortBy: 'password',
        take: 0,
      });
      expect(refused.body.errors).toEqual({
        sortBy: [
          translate(locale, 'kago.validation.choice', {
            field: translate(locale, 'kago.validation.listQuery.sortBy'),
          }),
        ],
        take: [
          translate(locale, 'kago.validation.min', {
            field: translate(locale, 'kago.validation.listQuery.take'),
            min: 1,
          }),
        ],
      });
    }
  });
});
