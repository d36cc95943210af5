import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { fieldLabelKey } from '../../resources/index';
import { signIn } from '../support/signIn';
import { processTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';

type Page = { items: Record<string, unknown>[]; total: number };

/** Bad input answers 400 with translated messages per field, and writes nothing. */
let server: TestServer;
let token: string;
let english: ApiClient;
let vietnamese: ApiClient;

beforeAll(async () => {
  server = await processTestServer();
  token = (await signIn(server.url, 'admin', 'admin')).accessToken;
  english = apiClient(server.url, token, 'en');
  vietnamese = apiClient(server.url, token, 'vi');
});
afterAll(() => server?.close());

const total = async (resource: string) =>
  (await english.get<Page>(`/api/${resource}/get`, { take: 1 })).body.data.total;

describe('validation', () => {
  it('names every empty required field, in the language of the request', async () => {
    const before = await total('bank');
    const en = await english.post('/api/bank/create', { code: '', swiftCode: null });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ success: false, data: null, message: 'The data is not valid' });
    expect(en.body.errors).toEqual({ code: ['Code must not be empty'], name: ['Name must not be empty'] });

    const vi = await vietnamese.post('/api/bank/create', { code: '', swiftCode: null });
    expect(vi.status).toBe(400);
    expect(vi.body.message).toBe(translate('vi', 'kago.validation.invalid'));
    expect(vi.body.errors.code).toEqual([
      translate('vi', 'kago.validation.required', { field: translate('vi', fieldLabelKey('bank', 'code')) }),
    ]);
    expect(vi.body.errors.code[0]).not.toBe(en.body.errors.code[0]);
    expect(await total('bank')).toBe(before);
  });

  it('checks lengths, numbers, choices, formats and unknown fields together', async () => {
    const answer = await english.post('/api/airport/create', {
      code: 'x'.repeat(51),
      name: 'Test',
      iata: 'AB',
      countryId: 'VN',
      surprise: 1,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      code: ['Code no more than 50 characters'],
      iata: ['IATA code must be at least 3 characters'],
      countryId: ['Country must be a whole number'],
      surprise: ['Unknown field surprise'],
    });

    const formats = await english.post('/api/consignee/create', {
      code: 'FMT',
      name: 'Formats',
      email: 'not-an-email',
      phone: 'call me',
    });
    expect(formats.body.errors).toMatchObject({
      email: ['Invalid email format'],
      phone: ['Phone is not a valid phone number'],
    });

    const ranges = await english.post('/api/payment-term/create', {
      code: 'RNG',
      name: 'Ranges',
      days: 400,
      fromDateType: 'tomorrow',
    });
    expect(ranges.body.errors).toMatchObject({
      days: [expect.stringMatching(/at most 365$/)],
      fromDateType: [expect.stringMatching(/must be one of the listed values$/)],
    });

    const url = await english.post('/api/carrier/create', {
      code: 'URL',
      name: 'Url',
      trackingUrl: 'ftp://x',
    });
    expect(url.body.errors.trackingUrl).toEqual([expect.stringMatching(/full web address/)]);
  });

  it('compares a field with another of the same record', async () => {
    const answer = await english.post('/api/delivery-time/create', {
      code: 'GE',
      name: 'Backwards',
      minValue: 5,
      maxValue: 2,
      timeUnit: 'day',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ maxValue: ['Maximum must be greater than or equal to Minimum'] });
  });

  it('refuses a code that already exists and a reference to nothing', async () => {
    const answer = await english.post('/api/airport/create', {
      code: 'HAN',
      name: 'Duplicate',
      iata: 'HAN',
      countryId: 999999,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      code: ['Code HAN already exists'],
      countryId: ['Country refers to a record that does not exist'],
    });
  });

  it('treats an emptied optional input as no value', async () => {
    const answer = await english.post<Record<string, unknown>>('/api/bank/create', {
      code: 'EMPTY-SWIFT',
      name: 'No swift code',
      swiftCode: '',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.swiftCode).toBeNull();
  });

  it('keeps an edit that fails validation from writing anything', async () => {
    const { data: hanoi } = (await english.get<Page>('/api/airport/get', { keyword: 'HAN', iata: 'HAN' }))
      .body;
    const record = hanoi.items[0];
    const answer = await english.post('/api/airport/edit', { ...record, name: '', icao: 'TOOLONG' });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['icao', 'name']);
    const after = await english.get<Record<string, unknown>>('/api/airport/edit', {
      id: record.id as number,
    });
    expect(after.body.data).toEqual(record);
  });

  it('refuses a record still referenced by others, keeping both', async () => {
    const vietnam = (
      await english.get<Page>('/api/country/get', { keyword: 'VN', iso3: undefined })
    ).body.data.items.find((item) => item.code === 'VN');
    const answer = await english.post('/api/country/deletes', { ids: [vietnam?.id] });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('This record is used by other records and cannot be deleted.');
    expect((await english.get('/api/country/edit', { id: vietnam?.id as number })).status).toBe(200);
  });

  it('limits how many records one call changes', async () => {
    const ids = Array.from({ length: 501 }, (_, index) => index + 1);
    const answer = await english.post('/api/bank/activates', { ids, active: false });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.ids).toEqual(['At most 500 items at a time.']);
  });

  it('answers a body that is not JSON with the envelope', async () => {
    const response = await fetch(`${server.url}/api/bank/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      message: expect.any(String),
      DetailErrors: [],
    });
  });
});
