import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLanguage, type Locale } from '../../i18n/languages';
import { translate } from '../../i18n/translate';
import { orderApiFamilies } from '../../resources/orders/index';
import { dayStamp } from '../../server/http/xlsxFiles';
import { signIn } from '../support/signIn';
import { startTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';
import type { OrderItem, OrderPage } from './support/orders';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface ImportRow {
  row: number;
  code: string;
  tracking: string;
  ok: boolean;
  errorCode?: string;
  message?: string;
}

interface ImportResult {
  applied: number;
  failed: number;
  rows: ImportRow[];
}

interface EventRow {
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

let server: TestServer;
const tokens: Record<string, string> = {};
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'viewer']) tokens[user] = (await signIn(server.url, user, user)).accessToken;
  admin = apiClient(server.url, tokens.admin);
});
afterAll(() => server?.close());

const headers = (user: string, locale: Locale) => ({
  authorization: `Bearer ${tokens[user]}`,
  languageid: findLanguage(locale).languageId,
});

const exportList = (family: string, filters: object, { user = 'admin', locale = 'en' as Locale } = {}) =>
  fetch(`${server.url}/api/${family}/ExportExcel`, {
    method: 'POST',
    headers: { ...headers(user, locale), 'content-type': 'application/json' },
    body: JSON.stringify(filters),
  });

/** The answer's workbook: its first sheet's rows as cell values, headings first. */
const sheetRows = async (response: Response) => {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(xlsxType);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const rows: ExcelJS.CellValue[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
};

/** Every row `getorders` lists for these filters, page after page. */
const listAll = async (family: string, filters: Record<string, string | boolean | string[]>) => {
  const items: OrderItem[] = [];
  for (let skip = 0; ; skip += 500) {
    const page = await admin.get<OrderPage>(`/api/${family}/getorders`, { ...filters, skip, take: 500 });
    items.push(...page.body.data.items);
    if (page.body.data.items.length < 500) return items;
  }
};

const heading = (locale: Locale, column: string) => translate(locale, `kago.orderFiles.columns.${column}`);

describe('ExportExcel', () => {
  it('holds exactly the filtered list, in its order, with real numbers and dates', async () => {
    const filters = { keyword: 'KG00001', status: ['purchased', 'domesticShipping', 'inStorage'] };
    const listed = await listAll('order', filters);
    expect(listed.length).toBeGreaterThan(3);
    const [headings, ...rows] = await sheetRows(await exportList('order', filters));
    expect(rows.map((row) => row[0])).toEqual(listed.map((item) => item.code));
    const column = (name: string) => headings.indexOf(heading('en', name));
    const first = rows[0];
    expect(first[column('price')]).toBe(listed[0].price);
    expect(first[column('total')]).toBe(listed[0].total);
    expect(first[column('orderDate')]).toBeInstanceOf(Date);
    expect(first[column('status')]).toBe(translate('en', `kago.orders.statuses.${listed[0].status}`));
  });

  it('reads a long list in batches that meet exactly, whatever the sort (nulls included)', async () => {
    for (const sortDesc of [false, true]) {
      // The whole list: two batches of 2,000 and more.
      const filters = { sortBy: 'purchaseDate', sortDesc };
      const listed = await listAll('order', filters);
      // Orders not bought yet (no purchase date) among them.
      expect(listed.length).toBeGreaterThan(2_000);
      expect(listed.some((item) => item.purchaseDate === null)).toBe(true);
      const [, ...rows] = await sheetRows(await exportList('order', filters));
      expect(rows.map((row) => row[0])).toEqual(listed.map((item) => item.code));
    }
  });

  it('names the file after the list and the day, and heads the columns in the request language', async () => {
    const today = dayStamp(new Date());
    const english = await exportList('OrderPurchasedIchiba', {}, { locale: 'en' });
    expect(english.headers.get('content-disposition')).toBe(
      `attachment; filename="Purchased orders Ichiba_${today}.xlsx"`,
    );
    expect((await sheetRows(english))[0].slice(0, 3)).toEqual(['Order code', 'Title', 'Source']);

    const vietnamese = await exportList('OrderPurchasedIchiba', {}, { locale: 'vi' });
    const disposition = vietnamese.headers.get('content-disposition')!;
    expect(disposition).toContain(`filename="Don hang da mua Ichiba_${today}.xlsx"`);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)![1];
    expect(decodeURIComponent(encoded)).toBe(`Đơn hàng đã mua Ichiba_${today}.xlsx`);
    expect((await sheetRows(vietnamese))[0][0]).toBe(heading('vi', 'code'));

    const pcs = await exportList('OrderPurchased', { source: 'pcs' }, { locale: 'en' });
    expect(pcs.headers.get('content-disposition')).toBe(
      `attachment; filename="Purchased orders PCS_${today}.xlsx"`,
    );
    await pcs.arrayBuffer();

    const japanese = await exportList('OrderPurchasedIchiba', {}, { locale: 'ja' });
    expect(japanese.headers.get('content-disposition')).toContain(
      `filename="OrderPurchasedIchiba_${today}.xlsx"`,
    );
    expect((await sheetRows(japanese))[0][0]).toBe('注文コード');
  });

  it('gives the cancelled-order export its cancellation columns, and only lists that hold such orders', async () => {
    const [headings, ...rows] = await sheetRows(
      await exportList('OrderCancelMercari', { status: ['cancelled'] }),
    );
    const reason = headings.indexOf('Cancel reason');
    expect(reason).toBeGreaterThan(0);
    expect(headings).toContain('Cancelled by');
    expect(headings).toContain('Cancelled at');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => typeof row[reason] === 'string' && row[reason] !== '')).toBe(true);
    const [purchased] = await sheetRows(await exportList('OrderPurchased', { keyword: 'KG00000' }));
    expect(purchased).not.toContain('Cancel reason');
  });

  it('exports only the chosen orders (`ids`) the family lists, in the sort asked, and bounds the choice', async () => {
    const listed = await listAll('OrderCancel', { keyword: 'KG0000' });
    const inStorage = (await listAll('order', { keyword: 'KG0000', status: ['inStorage'] }))[0];
    const chosen = [listed[0], listed[2], listed[4]];
    const [, ...rows] = await sheetRows(
      await exportList('OrderCancel', {
        // An order of another stage is not the cancelled list's to export, chosen or not.
        ids: [...chosen.map((item) => item.id), inStorage.id],
        sortBy: 'code',
        sortDesc: false,
      }),
    );
    expect(rows.map((row) => row[0])).toEqual(chosen.map((item) => item.code).sort());
    for (const ids of [[], [0], [1, 1], Array.from({ length: 501 }, (_, index) => index + 1)]) {
      const refused = await exportList('OrderCancel', { ids });
      expect(refused.status, JSON.stringify(ids).slice(0, 20)).toBe(400);
    }
  });

  it('refuses invalid filters and unknown callers with the envelope, before any file', async () => {
    const invalid = await exportList('order', { status: ['nonsense'], take: 5 });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { success: boolean }).success).toBe(false);
    // The seed's cancelled-order export is "a POST returning a blob": no body is no filter.
    const bare = await fetch(`${server.url}/api/OrderCancelJan/ExportExcel`, {
      method: 'POST',
      headers: headers('admin', 'en'),
    });
    expect((await sheetRows(bare)).length).toBeGreaterThan(1);
    const anonymous = await fetch(`${server.url}/api/order/ExportExcel`, { method: 'POST', body: '{}' });
    expect(anonymous.status).toBe(401);
  });

  it('is served for every family that offers it, each file named after its own list', async () => {
    const exporting = orderApiFamilies.filter((family) => family.actions.includes('ExportExcel'));
    expect(exporting.length).toBeGreaterThan(50);
    const names = new Set<string>();
    for (const family of exporting) {
      const answer = await exportList(family.path, { keyword: 'KG000000' });
      expect(answer.status, family.path).toBe(200);
      expect(answer.headers.get('content-type')).toBe(xlsxType);
      const name = /filename="([^"]+)"/.exec(answer.headers.get('content-disposition')!)![1];
      expect(name, family.path).not.toMatch(/kago\./);
      names.add(name);
      await answer.arrayBuffer();
    }
    expect(names.size).toBe(exporting.length);
  });

  it('documents the file calls in the OpenAPI description, the template as ours', async () => {
    const docs = (await (await fetch(`${server.url}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    expect(docs.paths['/api/OrderCancelIchiba/ExportExcel'].post).toBeDefined();
    expect(docs.paths['/api/OrderPurchasedIchiba/ImportTracking'].post).toBeDefined();
    expect(docs.paths['/api/OrderPurchasedIchiba/ImportTracking/template'].get.summary).toMatch(/^Ours/);
  });

  it('lets a viewer export', async () => {
    const answer = await exportList('OrderPurchasedIchiba', { keyword: 'KG00001' }, { user: 'viewer' });
    expect((await sheetRows(answer)).length).toBeGreaterThan(1);
  });
});

const importPath = '/api/OrderPurchasedIchiba/ImportTracking';

/** An .xlsx with these headings and rows. */
const workbookOf = async (rows: (string | number | null)[][]) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return new Blob([await workbook.xlsx.writeBuffer()], { type: xlsxType });
};

const upload = async (file: Blob, name: string, { user = 'admin', locale = 'en' as Locale } = {}) => {
  const form = new FormData();
  form.append('file', file, name);
  const response = await fetch(`${server.url}${importPath}`, {
    method: 'POST',
    headers: headers(user, locale),
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; data: ImportResult; message: string },
  };
};

describe('ImportTracking', () => {
  it('applies the good rows, reports each bad one with its code, and refuses the same trackings again', async () => {
    const purchased = (
      await admin.get<OrderPage>('/api/OrderPurchasedIchiba/getorders', { take: 3, sortBy: 'code' })
    ).body.data.items;
    expect(purchased).toHaveLength(3);
    const [first, second, third] = purchased;
    const used = (
      await admin.get<OrderPage>('/api/OrderDomesticShippingIchiba/getorders', { take: 50 })
    ).body.data.items.find((item) => (item as OrderItem & { tracking: string | null }).tracking);
    const usedTracking = (used as OrderItem & { tracking: string }).tracking;
    const stamp = Date.now().toString(36).toUpperCase();
    const file = await workbookOf([
      ['Code', 'TRACKING'],
      [first.code, `JP${stamp}1`],
      [second.code, null],
      ['KG9999999', `JP${stamp}2`],
      [third.code, usedTracking],
      [third.code, `JP${stamp}1`],
      [],
      [third.code, `JP${stamp}3`],
    ]);

    const answer = await upload(file, 'trackings.xlsx');
    expect(answer.status).toBe(200);
    expect(answer.body.data.applied).toBe(2);
    expect(answer.body.data.failed).toBe(4);
    expect(answer.body.data.rows.map(({ row, ok, errorCode }) => ({ row, ok, errorCode }))).toEqual([
      { row: 2, ok: true, errorCode: undefined },
      { row: 3, ok: false, errorCode: 'TRACKING_NOT_ALLOW_NULL' },
      { row: 4, ok: false, errorCode: 'TRACKING_NOT_EXIST' },
      { row: 5, ok: false, errorCode: 'TRACKING_EXIST' },
      { row: 6, ok: false, errorCode: 'TRACKING_EXIST' },
      { row: 8, ok: true, errorCode: undefined },
    ]);
    expect(answer.body.data.rows[1].message).toBe('Enter the tracking code of the order');

    for (const [order, tracking] of [
      [first, `JP${stamp}1`],
      [third, `JP${stamp}3`],
    ] as const) {
      const stored = await admin.get<OrderItem & { tracking: string }>('/api/order/getorder', {
        id: order.id,
      });
      expect(stored.body.data).toMatchObject({ status: 'domesticShipping', tracking });
      const events = await admin.get<EventRow[]>('/api/order/GetEventLog', { orderId: order.id });
      expect(events.body.data[0]).toMatchObject({
        action: 'ImportTracking',
        fromStatus: 'purchased',
        toStatus: 'domesticShipping',
        after: { tracking, status: 'domesticShipping' },
      });
    }
    const untouched = await admin.get<OrderItem>('/api/order/getorder', { id: second.id });
    expect(untouched.body.data).toMatchObject({ status: 'purchased', version: second.version });

    const again = await upload(file, 'trackings.xlsx', { locale: 'vi' });
    expect(again.body.data.applied).toBe(0);
    expect(again.body.data.rows[0]).toMatchObject({
      ok: false,
      errorCode: 'TRACKING_EXIST',
      message: translate('vi', 'kago.errors.codes.TRACKING_EXIST'),
    });
  });

  it('takes the template it serves, headings in the request language', async () => {
    const template = await fetch(`${server.url}${importPath}/template`, { headers: headers('admin', 'ja') });
    const [headings] = await sheetRows(template);
    expect(headings).toEqual(['注文コード', '追跡番号']);
    const [order] = (await admin.get<OrderPage>('/api/OrderPurchasedIchiba/getorders', { take: 1 })).body.data
      .items;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      await (
        await fetch(`${server.url}${importPath}/template`, { headers: headers('admin', 'ja') })
      ).arrayBuffer(),
    );
    workbook.worksheets[0].addRow([order.code, `JP${Date.now().toString(36)}T`]);
    const answer = await upload(new Blob([await workbook.xlsx.writeBuffer()]), 'template.xlsx', {
      locale: 'ja',
    });
    expect(answer.body.data).toMatchObject({ applied: 1, failed: 0 });
  });

  it('refuses a viewer (403), and anything that is not an .xlsx with its headings (400)', async () => {
    const file = await workbookOf([['code', 'tracking']]);
    expect((await upload(file, 'trackings.xlsx', { user: 'viewer' })).status).toBe(403);

    const text = await upload(new Blob(['code,tracking\nKG1,JP1\n'], { type: 'text/csv' }), 'trackings.csv');
    expect(text).toMatchObject({
      status: 400,
      body: { success: false, message: 'The file is not an Excel workbook (.xlsx).' },
    });
    const disguised = await upload(new Blob(['not a zip at all']), 'trackings.xlsx');
    expect(disguised.status).toBe(400);
    const headless = await upload(await workbookOf([['order', 'number']]), 'trackings.xlsx');
    expect(headless.status).toBe(400);
    expect(headless.body.message).toBe(
      'The first row of the sheet must have the headings "Order code" and "Tracking".',
    );
    const noFile = await fetch(`${server.url}${importPath}`, {
      method: 'POST',
      headers: { ...headers('admin', 'en'), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as { message: string }).message).toBe(
      translate('en', 'kago.orderFiles.import.fileRequired'),
    );
    const tooLarge = await upload(new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]), 'big.xlsx');
    expect(tooLarge).toMatchObject({ status: 400, body: { message: 'The file is larger than 5 MB.' } });
  });
});
