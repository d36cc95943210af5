import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LateReportCounts } from '../../contract/reports';
import { findLanguage, type Locale } from '../../i18n/languages';
import { translate } from '../../i18n/translate';
import { fieldLabelKey, resourceLabelKey } from '../../resources/index';
import type { OpenedDatabase } from '../../server/db/database';
import { reportCounts, reportPage } from '../../server/reports/lateOrders';
import { signIn } from '../support/signIn';
import { openTestDatabase, startTestServer, type TestServer } from '../support/testServer';
import { apiClient, queryString, type ApiClient } from './support/api';

/**
 * The four late-order reports (resources/reports.ts). What breaks each rule is written here again as
 * plain SQL over a second copy of the same seeded database, with the seed 000 section 9 days and the
 * UTC business calendar spelled out: nothing is taken from the code under test.
 */
const day = 86_400_000;
const startOfToday = (now: Date) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
/** The start of the day `days` days before today: a clock before it is more than `days` days old. */
const cutoff = (now: Date, days: number) => new Date(startOfToday(now) - days * day).toISOString();

const expected: Record<string, (now: Date) => ReturnType<typeof sql>> = {
  OrderReportTracking: (now) => sql`select id from orders where status = 'purchased'
    and (tracking is null or tracking = '') and purchase_date < ${cutoff(now, 3)}::timestamptz`,
  OrderReportNumberTracking: () => sql`select o.id from orders o
    where o.status in ('purchased', 'domesticShipping') and (
      (o.status = 'domesticShipping' and coalesce(o.tracking, '') = '')
      or (o.tracking <> '' and o.tracking !~ '^[A-Za-z0-9-]{6,40}$')
      or (o.tracking <> '' and exists (select 1 from orders x where x.tracking = o.tracking and x.id <> o.id)))`,
  OrderImportExportReport: (now) => sql`select id from orders where status = 'inStorage'
    and status_changed_at < ${cutoff(now, 7)}::timestamptz`,
  OrderSlowBuyReport: (now) => sql`select id from orders where status = 'domesticShipping'
    and status_changed_at < ${cutoff(now, 3)}::timestamptz`,
};
const paths = Object.keys(expected);
const names: Record<string, string> = {
  OrderReportTracking: 'order-report-tracking',
  OrderReportNumberTracking: 'order-report-number-tracking',
  OrderImportExportReport: 'order-import-export-report',
  OrderSlowBuyReport: 'order-slow-buy-report',
};
const keys: Record<string, 'tracking' | 'numberTracking' | 'importExport' | 'slowBuy'> = {
  OrderReportTracking: 'tracking',
  OrderReportNumberTracking: 'numberTracking',
  OrderImportExportReport: 'importExport',
  OrderSlowBuyReport: 'slowBuy',
};

interface ReportRow {
  id: number;
  code: string;
  source: string;
  status: string;
  tracking: string | null;
  lateSince: string | null;
  daysLate: number | null;
  totalVnd: number;
}
interface ReportPage {
  items: ReportRow[];
  total: number;
  totalIsEstimate?: boolean;
}

let server: TestServer;
let admin: ApiClient;
let accountant: ApiClient;
let reference: { database: OpenedDatabase; drop(): Promise<void> };
let referenceDir: string;
let adminToken: string;

const ids = async (query: ReturnType<typeof sql>) =>
  ((await reference.database.db.execute(query)) as unknown as { rows: { id: number }[] }).rows.map((row) =>
    Number(row.id),
  );

const everyRow = async (
  api: ApiClient,
  report: string,
  query: Record<string, string | number> = {},
  list = 'GetListOrdersReportTracking',
) => {
  const rows: ReportRow[] = [];
  let total = 0;
  for (let skip = 0; ; skip += 500) {
    const answer = await api.get<ReportPage>(`/api/${report}/${list}`, {
      ...query,
      skip,
      take: 500,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    rows.push(...answer.body.data.items);
    total = answer.body.data.total;
    if (answer.body.data.items.length < 500) break;
  }
  return { rows, total };
};

beforeAll(async () => {
  server = await startTestServer();
  referenceDir = mkdtempSync(path.join(tmpdir(), 'kago-reports-reference-'));
  reference = await openTestDatabase(referenceDir);
  adminToken = (await signIn(server.url, 'admin', 'admin')).accessToken;
  admin = apiClient(server.url, adminToken);
  accountant = apiClient(server.url, (await signIn(server.url, 'accountant', 'accountant')).accessToken);
});
afterAll(async () => {
  await server?.close();
  await reference?.database.close();
  await reference?.drop();
  if (referenceDir) rmSync(referenceDir, { recursive: true, force: true });
});

describe('the late-order reports', () => {
  it.each(paths)('%s lists every order breaking its rule and nothing else, oldest first', async (report) => {
    const now = new Date();
    const { rows, total } = await everyRow(admin, report);
    const wanted = await ids(expected[report](now));
    expect(wanted.length, 'the seed gives the report rows').toBeGreaterThan(0);
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(wanted.sort((a, b) => a - b));
    expect(total).toBe(wanted.length);
    const clocks = rows.map((row) => row.lateSince ?? '');
    expect(clocks).toEqual([...clocks].sort());
    const days = rows.map((row) => row.daysLate ?? 0);
    // Past its days: the first report's orders are late by at least a day, the number report's have no grace.
    expect(Math.min(...days)).toBeGreaterThanOrEqual(report === 'OrderReportNumberTracking' ? 0 : 1);
    for (const row of rows.filter((each) => each.lateSince)) {
      const age = Math.floor((startOfToday(now) - startOfToday(new Date(row.lateSince!))) / day);
      const threshold = { OrderReportTracking: 3, OrderReportNumberTracking: 0 }[report] ?? 0;
      if (report === 'OrderImportExportReport') expect(row.daysLate).toBe(age - 7);
      else if (report === 'OrderSlowBuyReport') expect(row.daysLate).toBe(age - 3);
      else expect(row.daysLate).toBe(age - threshold);
    }
  });

  it("gives each row its order's total in dong (what a phone's line shows beside the code)", async () => {
    const answer = await admin.get<ReportPage>('/api/OrderSlowBuyReport/GetListOrdersReportTracking', {
      take: 50,
    });
    expect(answer.status).toBe(200);
    const rows = answer.body.data.items;
    expect(rows.length).toBeGreaterThan(0);
    const totals = (await reference.database.db.execute(
      sql`select id, round(total * coalesce(exchange_rate, 1))::float as vnd from orders
        where id = any(${`{${rows.map((row) => row.id).join(',')}}`}::int[])`,
    )) as unknown as { rows: { id: number; vnd: number }[] };
    const byId = new Map(totals.rows.map((row) => [Number(row.id), Number(row.vnd)]));
    expect(rows.map((row) => [row.code, row.totalVnd])).toEqual(
      rows.map((row) => [row.code, byId.get(row.id)]),
    );
    // Orders of the business are not free: a zero everywhere would be a column never filled.
    expect(rows.some((row) => row.totalVnd > 0)).toBe(true);
  });

  it('counts every report under the same filters, each equal to its list total, at any report', async () => {
    const filters = { source: 'mercari' };
    const counts = await admin.get<LateReportCounts>(
      '/api/OrderSlowBuyReport/GetCountAllReportTracking',
      filters,
    );
    expect(counts.status, JSON.stringify(counts.body)).toBe(200);
    expect(counts.body.data.reports.map((each) => each.name)).toEqual(paths.map((report) => names[report]));
    for (const report of paths) {
      const counted = counts.body.data.reports.find((each) => each.name === names[report])!;
      const { rows, total } = await everyRow(admin, report, filters);
      expect(counted.total, report).toBe(total);
      expect(rows.every((row) => row.source === 'mercari')).toBe(true);
      expect(counted.bySource).toEqual(total ? [{ source: 'mercari', count: total }] : []);
      expect(counted.byStatus.reduce((sum, each) => sum + each.count, 0)).toBe(total);
    }
  });

  it("filters by a bid account of the buyer configuration, offered by the report's GetAllBidConfig", async () => {
    const configs = await admin.get<{ bidAccount: string }[]>('/api/OrderSlowBuyReport/GetAllBidConfig');
    expect(configs.status, JSON.stringify(configs.body)).toBe(200);
    const offered = new Set(configs.body.data.map((config) => config.bidAccount));
    const now = new Date();
    const [{ account }] = (
      (await reference.database.db.execute(sql`select o.bid_account as account from orders o
        where o.id in (${expected.OrderSlowBuyReport(now)}) and o.bid_account is not null
        group by o.bid_account order by count(*) desc limit 1`)) as unknown as { rows: { account: string }[] }
    ).rows;
    expect(offered.has(account)).toBe(true);
    const wanted = await ids(sql`select o.id from orders o
      where o.id in (${expected.OrderSlowBuyReport(now)}) and o.bid_account = ${account}`);
    const { rows, total } = await everyRow(admin, 'OrderSlowBuyReport', { bidAccount: account });
    expect(total).toBe(wanted.length);
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(wanted.sort((a, b) => a - b));
  });

  it('moves its thresholds with the clock (a fixed clock, a day apart)', async () => {
    const db = reference.database.db;
    for (const report of paths) {
      const key = keys[report];
      // Today, then tomorrow: no order changed, yet the clock made some late.
      const today = new Date(startOfToday(new Date()) + 12 * 3_600_000);
      const tomorrow = new Date(today.getTime() + day);
      const now = await reportPage(db, key, { take: 500 }, today);
      const later = await reportPage(db, key, { take: 500 }, tomorrow);
      expect(later.total).toBeGreaterThanOrEqual(now.total);
      const before = new Map(now.items.map((row) => [row.id, row.daysLate]));
      for (const row of later.items.filter((each) => before.has(each.id)))
        expect(row.daysLate, `${report} ${row.code}`).toBe((before.get(row.id) ?? 0) + 1);
      const wanted = await ids(expected[report](tomorrow));
      expect((await reportCounts(db, key, {}, tomorrow)).total).toBe(wanted.length);
    }
    // Far enough ahead, every order in storage is late; far enough back, none is.
    const stored = await ids(sql`select id from orders where status = 'inStorage'`);
    const future = new Date(Date.now() + 3_000 * day);
    expect((await reportCounts(db, 'importExport', {}, future)).total).toBe(stored.length);
    const past = new Date(Date.now() - 3_000 * day);
    expect((await reportCounts(db, 'importExport', {}, past)).total).toBe(0);
  });

  it('at a fixed clock two days ahead, through the routes: counts equal list totals, bucket by bucket', async () => {
    // The server runs in this process: its clock is this one. Only Date is faked, so the database,
    // the sockets and the timers run as ever; a token is taken at the fixed clock, as a user would.
    const noon = new Date(startOfToday(new Date()) + 12 * 3_600_000);
    const fixed = new Date(noon.getTime() + 2 * day);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(fixed);
    try {
      const api = apiClient(server.url, (await signIn(server.url, 'accountant', 'accountant')).accessToken);
      const counts = await api.get<LateReportCounts>('/api/OrderReportTracking/GetCountAllReportTracking');
      expect(counts.status, JSON.stringify(counts.body)).toBe(200);
      const totalOf = async (report: string, query: Record<string, string> = {}) => {
        const page = await api.get<ReportPage>(`/api/${report}/GetListOrdersReportTracking`, {
          ...query,
          take: 1,
        });
        expect(page.status, JSON.stringify(page.body)).toBe(200);
        expect(page.body.data.totalIsEstimate ?? false).toBe(false);
        return page.body.data.total;
      };
      let movedOn = 0;
      for (const report of paths) {
        const counted = counts.body.data.reports.find((each) => each.name === names[report])!;
        const wanted = await ids(expected[report](fixed));
        movedOn += wanted.length - (await ids(expected[report](noon))).length;
        expect(counted.total, report).toBe(wanted.length);
        expect(await totalOf(report), report).toBe(wanted.length);
        for (const { source, count } of counted.bySource)
          expect(await totalOf(report, { source }), `${report} ${source}`).toBe(count);
        expect(
          counted.byStatus.reduce((sum, each) => sum + each.count, 0),
          report,
        ).toBe(wanted.length);
        expect(
          counted.byLateDay.reduce((sum, each) => sum + each.count, 0),
          report,
        ).toBe(wanted.length);
      }
      // The clock alone made orders late: the seed has orders on every recent day.
      expect(movedOn).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets an order that no longer breaks the rule leave the list', async () => {
    const { rows } = await everyRow(admin, 'OrderReportTracking');
    const order = rows[0];
    const read = await admin.get<{ version: number }>('/api/OrderReportTracking/getorder', { id: order.id });
    expect(read.status).toBe(200);
    const cancelled = await admin.post('/api/order/CancelOrder', {
      orderId: order.id,
      version: read.body.data.version,
      cancelReason: 'Out of stock',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = await everyRow(admin, 'OrderReportTracking');
    expect(after.rows.map((row) => row.id)).not.toContain(order.id);
    expect(after.total).toBe(rows.length - 1);
  });

  it("serves the orders' own reads at the report's path", async () => {
    const { rows } = await everyRow(admin, 'OrderImportExportReport');
    const order = rows[0];
    const byCode = await admin.get<{ id: number }>('/api/OrderImportExportReport/GetOrderByCode', {
      code: order.code,
    });
    expect(byCode.body.data.id).toBe(order.id);
    const same = async (reportCall: string, orderCall: string, query: Record<string, number>) => {
      const fromReport = await admin.get(`/api/OrderImportExportReport/${reportCall}`, query);
      const fromOrders = await admin.get(`/api/orderSearch/${orderCall}`, query);
      expect(fromReport.status, reportCall).toBe(200);
      expect(fromReport.body.data, reportCall).toEqual(fromOrders.body.data);
    };
    await same('sellers', 'getallordersellers', { orderId: order.id });
    await same('services', 'GetOrderServiceByOrderId', { orderId: order.id });
    await same('GetEventLog', 'GetEventLog', { orderId: order.id });
    await same('SumOrderTotalServiceFee', 'SumOrderTotalServiceFee', { orderId: order.id });
    for (const read of ['GetSupplierActive', 'GetAllBidConfig', 'GetOffice']) {
      const answer = await admin.get<unknown[]>(`/api/OrderImportExportReport/${read}`);
      expect(answer.status, read).toBe(200);
      expect(Array.isArray(answer.body.data), read).toBe(true);
    }
    const missing = await admin.get('/api/OrderImportExportReport/getorder', { id: 99_999_999 });
    expect(missing.status).toBe(404);
  });

  it('answers bad input with 400 and the validation list, never a 500', async () => {
    const bad = [
      { orderDateFrom: '2025-03-10', orderDateTo: '2025-03-01' },
      { orderDateFrom: 'yesterday' },
      { orderDateTo: '2025-13-40' },
      { source: 'nowhere' },
    ];
    for (const query of bad) {
      for (const call of ['GetListOrdersReportTracking', 'GetCountAllReportTracking']) {
        const answer = await admin.get(`/api/OrderSlowBuyReport/${call}`, query);
        expect(answer.status, `${call} ${JSON.stringify(query)}`).toBe(400);
        const errors = (answer.body as unknown as { errors?: Record<string, string[]> }).errors;
        expect(Object.keys(errors ?? {}).length, JSON.stringify(answer.body)).toBeGreaterThan(0);
      }
    }
    const inverted = await fetch(`${server.url}/api/OrderSlowBuyReport/ExportExcel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orderDateFrom: '2025-03-10', orderDateTo: '2025-03-01' }),
    });
    expect(inverted.status).toBe(400);
  });

  it('is read by admin and accounting only', async () => {
    expect((await accountant.get('/api/OrderReportTracking/GetListOrdersReportTracking')).status).toBe(200);
    for (const user of ['purchaser', 'warehouse', 'viewer']) {
      const api = apiClient(server.url, (await signIn(server.url, user, user)).accessToken);
      expect((await api.get('/api/OrderReportTracking/GetListOrdersReportTracking')).status, user).toBe(403);
      expect((await api.get('/api/OrderReportTracking/GetCountAllReportTracking')).status, user).toBe(403);
    }
  });

  it("exports the screen's columns as an .xlsx named after the report in the user's language", async () => {
    const filters = { source: 'ichiba' };
    const response = await fetch(`${server.url}/api/OrderSlowBuyReport/ExportExcel${queryString({})}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${adminToken}`,
        'content-type': 'application/json',
        languageid: findLanguage('en').languageId,
      },
      body: JSON.stringify(filters),
    });
    expect(response.status).toBe(200);
    const disposition = response.headers.get('content-disposition') ?? '';
    const now = new Date();
    const stamp = `${String(now.getDate()).padStart(2, '0')}${String(now.getMonth() + 1).padStart(2, '0')}${now.getFullYear()}`;
    expect(disposition).toContain(`_${stamp}.xlsx`);
    expect(disposition).toMatch(/slow/i);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Code',
      'Days late',
      'Late since',
      'Title',
      'Source',
      'Status',
      'Customer code',
      'Purchaser',
      'Tracking',
      'Warehouse',
      'Order date',
      'Total (VND)',
    ]);
    const codes: string[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) codes.push(String(row.getCell(1).value));
    });
    const { rows } = await everyRow(admin, 'OrderSlowBuyReport', filters);
    expect(codes).toEqual(rows.map((row) => row.code));
  });

  it('writes the columns the screen shows, in its order, and refuses a column the report does not list', async () => {
    const post = (body: object) =>
      fetch(`${server.url}/api/OrderSlowBuyReport/ExportExcel`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${adminToken}`,
          'content-type': 'application/json',
          languageid: findLanguage('en').languageId,
        },
        body: JSON.stringify(body),
      });
    const filters = { source: 'ichiba' };
    const response = await post({ ...filters, columns: ['daysLate', 'code', 'tracking'] });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Days late', 'Code', 'Tracking']);
    const { rows } = await everyRow(admin, 'OrderSlowBuyReport', filters);
    expect(rows.length).toBeGreaterThan(0);
    expect(sheet.getRow(2).getCell(2).value).toBe(rows[0].code);
    // The bid account is a filter, not a column; `secret` is nothing of the report's.
    for (const columns of [['bidAccount'], ['secret'], ['code', 'code']])
      expect((await post({ columns })).status, JSON.stringify(columns)).toBe(400);
  });
});

describe("each report's export", () => {
  const lateColumns = [
    'code',
    'daysLate',
    'lateSince',
    'title',
    'source',
    'status',
    'customerCode',
    'purchaser',
    'tracking',
    'warehouse',
    'orderDate',
    'totalVnd',
  ];
  const purchaseColumns = [
    'code',
    'reportDate',
    'title',
    'source',
    'status',
    'customerCode',
    'purchaser',
    'supplierName',
    'sellerName',
    'bidAccount',
    'warehouse',
    'totalVnd',
  ];
  const cases: {
    path: string;
    name: string;
    locale: Locale;
    columns: string[];
    filters: object;
    list: string;
  }[] = [
    ...paths.map((report, index) => ({
      path: report,
      name: names[report],
      locale: (index % 2 ? 'vi' : 'ja') as Locale,
      columns: lateColumns,
      filters: {},
      list: 'GetListOrdersReportTracking',
    })),
    {
      path: 'OrderReport',
      name: 'order-purchase-report',
      locale: 'vi',
      columns: purchaseColumns,
      filters: { preset: 'purchased', source: 'ichiba' },
      list: 'getorders',
    },
  ];

  it.each(cases)(
    "$path: an .xlsx named with the report in $locale and the date, the screen's columns, every row",
    async ({ path: report, name, locale, columns, filters, list }) => {
      const response = await fetch(`${server.url}/api/${report}/ExportExcel`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${adminToken}`,
          'content-type': 'application/json',
          languageid: findLanguage(locale).languageId,
        },
        body: JSON.stringify(filters),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('spreadsheetml');
      // The name in the user's language, written whole in the RFC 5987 form (Vietnamese and Japanese
      // are not ASCII), with the day.
      const disposition = response.headers.get('content-disposition') ?? '';
      const fileName = decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '');
      const now = new Date();
      const stamp = `${String(now.getDate()).padStart(2, '0')}${String(now.getMonth() + 1).padStart(2, '0')}${now.getFullYear()}`;
      const title = translate(locale, resourceLabelKey(name));
      expect(title).not.toBe(resourceLabelKey(name));
      expect(fileName.endsWith(`_${stamp}.xlsx`), fileName).toBe(true);
      expect(fileName.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''), fileName).toContain(
        title
          .toLowerCase()
          .replace(/[^\p{L}\p{N}]/gu, '')
          .slice(0, 8),
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const sheet = workbook.worksheets[0];
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
        columns.map((source) => translate(locale, fieldLabelKey(name, source))),
      );
      const codes: string[] = [];
      sheet.eachRow((row, index) => {
        if (index > 1) codes.push(String(row.getCell(1).value));
      });
      const { rows } = await everyRow(admin, report, filters as Record<string, string>, list);
      expect(codes.length).toBeGreaterThan(0);
      expect(codes).toEqual(rows.map((row) => row.code));
    },
  );
});

describe('the purchase report', () => {
  const lastMonth = () => {
    const today = startOfToday(new Date());
    const day10 = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    return { reportDateFrom: day10(today - 30 * day), reportDateTo: day10(today) };
  };

  it('lists the orders bought in the range (purchased preset) with the totals of the whole set', async () => {
    const range = lastMonth();
    const query = { preset: 'purchased', ...range };
    const { rows, total } = await everyRow(admin, 'OrderReport', query, 'getorders');
    const wanted = await ids(sql`select id from orders where purchase_date is not null
      and purchase_date >= ${`${range.reportDateFrom}T00:00:00Z`}::timestamptz
      and purchase_date < (${`${range.reportDateTo}T00:00:00Z`}::timestamptz + interval '1 day')`);
    expect(wanted.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(wanted.sort((a, b) => a - b));
    const totals = await admin.get<{ count: number; serviceFee: number }>(
      '/api/OrderReport/SumOrderPurchasedReportTotalServiceFee',
      query,
    );
    expect(totals.status, JSON.stringify(totals.body)).toBe(200);
    expect(totals.body.data.count).toBe(total);
    const [{ fee }] = (
      (await reference.database.db.execute(
        sql`select coalesce(sum(price), 0)::float as fee from order_services where order_id = any(${`{${wanted.join(',')}}`}::int[])`,
      )) as unknown as { rows: { fee: number }[] }
    ).rows;
    expect(totals.body.data.serviceFee).toBe(Number(fee));
    // Each row names its payer and seller, as the orders' references name them.
    const names = (
      (await reference.database.db.execute(sql`select o.id, p.name as payer, s.name as seller from orders o
        left join suppliers p on p.id = o.supplier_id left join sellers s on s.id = o.seller_id
        where o.id = any(${`{${wanted.join(',')}}`}::int[])`)) as unknown as {
        rows: { id: number; payer: string | null; seller: string | null }[];
      }
    ).rows;
    const named = new Map(names.map((row) => [Number(row.id), row]));
    expect(names.some((row) => row.payer && row.seller)).toBe(true);
    for (const row of rows as unknown as {
      id: number;
      supplierName: string | null;
      sellerName: string | null;
    }[])
      expect([row.supplierName, row.sellerName], String(row.id)).toEqual([
        named.get(row.id)?.payer ?? null,
        named.get(row.id)?.seller ?? null,
      ]);
  });

  it('lists the orders still to buy (purchase preset), narrowed by source, and refuses an inverted range', async () => {
    const { rows } = await everyRow(admin, 'OrderReport', { preset: 'purchase', source: 'jan' }, 'getorders');
    const wanted = await ids(sql`select id from orders where source = 'jan'
      and status in ('waitingProcessing', 'waitingSettlement', 'advancePaymentAwaited', 'purchasePending')`);
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(wanted.sort((a, b) => a - b));
    const inverted = await admin.get('/api/OrderReport/getorders', {
      reportDateFrom: '2025-03-10',
      reportDateTo: '2025-03-01',
    });
    expect(inverted.status).toBe(400);
    expect((await admin.get('/api/OrderReport/getorders', { preset: 'sold' })).status).toBe(400);
  });

  it('is read by purchasers and accounting too', async () => {
    const purchaser = apiClient(server.url, (await signIn(server.url, 'purchaser', 'purchaser')).accessToken);
    expect((await purchaser.get('/api/OrderReport/getorders')).status).toBe(200);
    expect((await accountant.get('/api/OrderReport/GetSupplierActive')).status).toBe(200);
    const warehouse = apiClient(server.url, (await signIn(server.url, 'warehouse', 'warehouse')).accessToken);
    expect((await warehouse.get('/api/OrderReport/getorders')).status).toBe(403);
  });
});
