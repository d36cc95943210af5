// @vitest-environment jsdom
import { HttpError } from 'ra-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../dataProvider/dataProvider';
import { createHttpClient } from '../../../dataProvider/httpClient';
import { catalogue, ref } from '../../../resources/fields';
import { resourceDeclarations } from '../../../resources';
import {
  failure,
  ok,
  recordingAdapter,
  useTestConfig,
  type Answer,
  type RecordedRequest,
} from './recordingAdapter';
import { signIn } from './session';

const bank = { id: 1, code: 'VCB', name: 'Vietcombank', active: true, displayOrder: 0, version: 3 };

/** A data provider over the real declarations whose network answers with `respond`. */
const providerAnswering = (respond: (request: RecordedRequest) => Answer = () => ok(null)) => {
  const { adapter, requests } = recordingAdapter(respond);
  const provider = createDataProvider(resourceDeclarations, createHttpClient({ adapter }));
  return { provider, requests, lines: () => requests.map((request) => request.line) };
};

describe('createDataProvider: the catalogue wire contract', () => {
  beforeEach(() => {
    localStorage.clear();
    useTestConfig();
    signIn('token');
  });

  describe('getList', () => {
    it('sends paging, order, keyword and filters as query values', async () => {
      const { provider, lines } = providerAnswering(() => ok({ items: [bank], total: 31 }));
      const result = await provider.getList('bank-account', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'name', order: 'DESC' },
        filter: { q: 'vcb', active: true },
      });
      expect(lines()).toEqual([
        'GET /api/bank-account/get?skip=0&take=25&keyword=vcb&sortBy=name&sortDesc=true&active=true',
      ]);
      expect(result).toEqual({ data: [bank], total: 31 });
    });

    it("passes an estimated total on as the result's meta", async () => {
      const { provider } = providerAnswering(() =>
        ok({ items: [bank], total: 90412, totalIsEstimate: true }),
      );
      const result = await provider.getList('bank', { pagination: { page: 1, perPage: 25 } });
      expect(result).toEqual({ data: [bank], total: 90412, meta: { totalIsEstimate: true } });
    });

    it('leaves out an empty keyword and emptied filters; references go as ids', async () => {
      const { provider, lines } = providerAnswering(() => ok({ items: [], total: 0 }));
      await provider.getList('bank-account', {
        pagination: { page: 3, perPage: 10 },
        sort: { field: 'displayOrder', order: 'ASC' },
        filter: { q: '', bankId: 4, currencyId: '', active: false },
      });
      expect(lines()).toEqual([
        'GET /api/bank-account/get?skip=20&take=10&sortBy=displayOrder&sortDesc=false&bankId=4&active=false',
      ]);
    });

    it('loads a parent-filter extra with its parameter', async () => {
      const provinces = [{ id: 9, name: 'Hà Nội', countryId: 1 }];
      const { provider, lines } = providerAnswering(() => ok(provinces));
      const result = await provider.getList('state-province', {
        filter: { countryId: 1 },
        meta: { extra: 'get-by-country-id' },
      });
      expect(lines()).toEqual(['GET /api/state-province/get-by-country-id?countryId=1']);
      expect(result).toEqual({ data: provinces, total: 1 });
    });

    it('loads a top-select extra with keyword and take, and get-all with nothing', async () => {
      const { provider, lines } = providerAnswering(() => ok([]));
      await provider.getList('country', {
        pagination: { page: 1, perPage: 20 },
        filter: { q: 'viet' },
        meta: { extra: 'get-top-select' },
      });
      await provider.getList('currency', { filter: { q: 'ignored' }, meta: { extra: 'get-all' } });
      expect(lines()).toEqual([
        'GET /api/country/get-top-select?keyword=viet&take=20',
        'GET /api/currency/get-all',
      ]);
    });

    it('narrows get-all and parent-extra answers by what the user typed (code or name)', async () => {
      const currencies = [
        { id: 1, code: 'VND', name: 'Đồng Việt Nam' },
        { id: 2, code: 'JPY', name: 'Yên Nhật' },
        { id: 3, code: 'USD', name: 'Đô la Mỹ' },
      ];
      const { provider, lines } = providerAnswering(() => ok(currencies));
      const byCode = await provider.getList('currency', { filter: { q: 'jp' }, meta: { extra: 'get-all' } });
      const byName = await provider.getList('currency', { filter: { q: 'ĐÔ' }, meta: { extra: 'get-all' } });
      const all = await provider.getList('currency', { filter: { q: ' ' }, meta: { extra: 'get-all' } });
      expect(byCode).toEqual({ data: [currencies[1]], total: 1 });
      expect(byName).toEqual({ data: [currencies[2]], total: 1 });
      expect(all.total).toBe(3);
      expect(lines()).toEqual(Array(3).fill('GET /api/currency/get-all'));
    });

    it('refuses a parent-filter extra without its parameter, and an undeclared extra', async () => {
      const { provider, requests } = providerAnswering();
      await expect(
        provider.getList('state-province', { filter: {}, meta: { extra: 'get-by-country-id' } }),
      ).rejects.toThrow('"get-by-country-id" of "state-province" needs the filter value "countryId"');
      await expect(provider.getList('bank', { meta: { extra: 'get-by-district-id' } })).rejects.toThrow(
        'declares no extra',
      );
      expect(requests).toHaveLength(0);
    });
  });

  it('getOne reads edit?id=', async () => {
    const { provider, lines } = providerAnswering(() => ok(bank));
    expect(await provider.getOne('bank', { id: 1 })).toEqual({ data: bank });
    expect(lines()).toEqual(['GET /api/bank/edit?id=1']);
  });

  it('getMany repeats ids and takes as many as asked', async () => {
    const { provider, lines } = providerAnswering(() => ok({ items: [bank, { ...bank, id: 2 }], total: 2 }));
    const result = await provider.getMany('bank', { ids: [1, 2] });
    expect(lines()).toEqual(['GET /api/bank/get?ids=1&ids=2&take=2']);
    expect(result.data.map((record) => record.id)).toEqual([1, 2]);
  });

  describe('getManyReference', () => {
    it('filters the list by the target field', async () => {
      const { provider, lines } = providerAnswering(() => ok({ items: [], total: 0 }));
      await provider.getManyReference('bank-account', {
        target: 'bankId',
        id: 3,
        pagination: { page: 2, perPage: 5 },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
      });
      expect(lines()).toEqual([
        'GET /api/bank-account/get?skip=5&take=5&sortBy=name&sortDesc=false&bankId=3',
      ]);
    });

    it('uses a parent-filter extra when asked, or when the target is no list filter', async () => {
      const city = catalogue('city', 'LocationCity', [ref('countryId', 'country', { filter: false })], {
        extras: ['get-by-country-id'],
      });
      const { adapter, requests } = recordingAdapter(() => ok([{ id: 5, name: 'Osaka' }]));
      const provider = createDataProvider([...resourceDeclarations, city], createHttpClient({ adapter }));
      const params = {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'name', order: 'ASC' as const },
        filter: {},
      };
      const result = await provider.getManyReference('city', { ...params, target: 'countryId', id: 81 });
      await provider.getManyReference('state-province', {
        ...params,
        target: 'countryId',
        id: 1,
        meta: { extra: 'get-by-country-id' },
      });
      expect(requests.map((request) => request.line)).toEqual([
        'GET /api/city/get-by-country-id?countryId=81',
        'GET /api/state-province/get-by-country-id?countryId=1',
      ]);
      expect(result).toEqual({ data: [{ id: 5, name: 'Osaka' }], total: 1 });
    });
  });

  it('create posts the record without an id and returns the created one', async () => {
    const { provider, requests } = providerAnswering(() => ok({ ...bank, id: 12 }));
    const { id: _id, version: _version, ...typed } = bank;
    const result = await provider.create('bank', { data: { ...typed, id: undefined } });
    expect(requests.map((request) => [request.line, request.body])).toEqual([
      ['POST /api/bank/create', typed],
    ]);
    expect(result.data.id).toBe(12);
  });

  it('update posts the record with its id and version', async () => {
    const { provider, requests } = providerAnswering(() => ok({ ...bank, name: 'VCB', version: 4 }));
    const result = await provider.update('bank', {
      id: 1,
      data: { code: 'VCB', name: 'VCB' },
      previousData: bank,
    });
    expect(requests.map((request) => [request.line, request.body])).toEqual([
      ['POST /api/bank/edit', { code: 'VCB', name: 'VCB', id: 1, version: 3 }],
    ]);
    expect(result.data.version).toBe(4);
  });

  it('update rejects a stale write with status 409 and the server message', async () => {
    const { provider } = providerAnswering(() =>
      failure(409, { message: 'Someone else changed this record' }),
    );
    const error: unknown = await provider
      .update('bank', { id: 1, data: { ...bank, version: 2 }, previousData: bank })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, message: 'Someone else changed this record' });
  });

  it('create rejects a validation failure with the field errors where react-admin forms read them', async () => {
    const { provider } = providerAnswering(() =>
      failure(400, { message: 'The data is not valid', errors: { code: ['Code VCB already exists'] } }),
    );
    await expect(provider.create('bank', { data: { code: 'VCB', name: 'x' } })).rejects.toMatchObject({
      status: 400,
      message: 'The data is not valid<ul><li>Code VCB already exists</li></ul>',
      body: {
        errors: {
          code: 'Code VCB already exists',
          root: { serverError: 'The data is not valid<ul><li>Code VCB already exists</li></ul>' },
        },
      },
    });
  });

  describe('updateMany', () => {
    it('activates or deactivates through POST activates', async () => {
      const { provider, requests } = providerAnswering(() => ok({ updated: 2 }));
      const result = await provider.updateMany('bank', { ids: [1, 2], data: { active: false } });
      expect(requests.map((request) => [request.line, JSON.stringify(request.body)])).toEqual([
        ['POST /api/bank/activates', '{"ids":[1,2],"active":false}'],
      ]);
      expect(result).toEqual({ data: [1, 2] });
    });

    it('refuses other bulk edits and resources without an activate call', async () => {
      const { provider, requests } = providerAnswering();
      await expect(provider.updateMany('bank', { ids: [1], data: { name: 'x' } })).rejects.toThrow(
        'supports only { active }',
      );
      await expect(
        provider.updateMany('bank', { ids: [1], data: { active: true, name: 'x' } }),
      ).rejects.toThrow();
      await expect(provider.updateMany('currency', { ids: [1], data: { active: true } })).rejects.toThrow(
        'Resource "currency" has no activates operation',
      );
      expect(requests).toHaveLength(0);
    });
  });

  it('delete and deleteMany post the ids to deletes', async () => {
    const { provider, requests } = providerAnswering(() => ok({ deleted: 1 }));
    expect(await provider.delete('bank', { id: 4, previousData: { ...bank, id: 4 } })).toEqual({
      data: { ...bank, id: 4 },
    });
    expect(await provider.deleteMany('bank', { ids: [5, 6] })).toEqual({ data: [5, 6] });
    expect(requests.map((request) => [request.line, JSON.stringify(request.body)])).toEqual([
      ['POST /api/bank/deletes', '{"ids":[4]}'],
      ['POST /api/bank/deletes', '{"ids":[5,6]}'],
    ]);
  });

  it('getCreateDefaults reads GET create and getExtra any declared extra', async () => {
    const defaults = { code: '', name: '', active: true, displayOrder: 0 };
    const { provider, lines } = providerAnswering((request) =>
      ok(request.url.includes('/create') ? defaults : [{ id: 1, name: 'Tokyo shipper', address: 'Tokyo' }]),
    );
    expect(await provider.getCreateDefaults('bank')).toEqual({ data: defaults });
    const addresses = await provider.getExtra('shipper', 'get-addresses-top-select', {
      keyword: 'Tokyo',
      take: 10,
    });
    expect(addresses.data[0]).toMatchObject({ address: 'Tokyo' });
    expect(lines()).toEqual([
      'GET /api/bank/create',
      'GET /api/shipper/get-addresses-top-select?keyword=Tokyo&take=10',
    ]);
  });

  it('reads the Status / Data spelling of the envelope', async () => {
    const { provider } = providerAnswering(() => ({
      status: 200,
      data: { Status: true, Data: bank, Message: null },
    }));
    expect(await provider.getOne('bank', { id: 1 })).toEqual({ data: bank });
  });

  it('turns an unsuccessful 200 answer into an error with the known code message', async () => {
    const { provider } = providerAnswering(() => failure(200, { message: 'x', code: 'SUPPLIER_NOT_FOUND' }));
    await expect(provider.getOne('bank', { id: 1 })).rejects.toMatchObject({
      message: 'kago.errors.codes.SUPPLIER_NOT_FOUND',
      status: 400,
      body: { code: 'SUPPLIER_NOT_FOUND' },
    });
  });

  it('answers no results when a call returns no data', async () => {
    const { provider } = providerAnswering(() => ok(null));
    await expect(provider.getOne('bank', { id: 1 })).rejects.toMatchObject({
      message: 'common.notify.error.noResults',
    });
  });

  it('rejects an unknown record with 404 and an unknown resource without calling', async () => {
    const { provider, requests } = providerAnswering(() => failure(404, { message: 'Not found' }));
    await expect(provider.getOne('bank', { id: 999 })).rejects.toMatchObject({
      status: 404,
      message: 'Not found',
    });
    await expect(provider.getList('nope', {})).rejects.toThrow('Unknown resource "nope"');
    expect(requests).toHaveLength(1);
  });

  it('passes the abort signal to the request, and an aborted call rejects with an AbortError', async () => {
    const { provider } = providerAnswering(() => ok({ items: [], total: 0 }));
    const controller = new AbortController();
    controller.abort();
    const aborted = provider.getList('bank', { signal: controller.signal });
    await expect(aborted).rejects.toBeInstanceOf(DOMException);
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });

  describe('a page past the end of a list', () => {
    it('reads the last page that exists, where react-admin would go back to page 1', async () => {
      // An estimate offered page 271 of 25 rows; the list really has 6,538 rows (262 pages).
      const { provider, lines } = providerAnswering((request) =>
        request.url.includes('skip=6750')
          ? ok({ items: [], total: 6538, totalIsEstimate: false })
          : ok({ items: [bank], total: 6538 }),
      );
      const result = await provider.getList('bank', { pagination: { page: 271, perPage: 25 } });
      expect(lines()).toEqual([
        'GET /api/bank/get?skip=6750&take=25&sortBy=id&sortDesc=false',
        'GET /api/bank/get?skip=6525&take=25&sortBy=id&sortDesc=false',
      ]);
      expect(result).toEqual({ data: [bank], total: 6538 });
    });

    it('answers an empty list, an empty estimate and an empty page that is not past the end as they came', async () => {
      for (const answer of [
        { items: [], total: 0 },
        { items: [], total: 9000, totalIsEstimate: true },
        { items: [], total: 6538 },
      ]) {
        const { provider, lines } = providerAnswering(() => ok(answer));
        const page = answer.total === 6538 ? 200 : 3;
        await provider.getList('bank', { pagination: { page, perPage: 25 } });
        expect(lines()).toHaveLength(1);
      }
    });
  });
});
