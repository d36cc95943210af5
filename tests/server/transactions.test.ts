import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLanguage } from '../../i18n/languages';
import type { OpenedDatabase } from '../../server/db/database';
import { dayAfter, seedDay, startOf } from '../support/seedCalendar';
import { signIn } from '../support/signIn';
import { openTestDatabase, startTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';

/**
 * The transactions screen's calls (call catalogue 7.4 `Transaction`, resources/transactions.ts). The
 * expectations are plain SQL over a second copy of the same seeded database: nothing is taken from the
 * code under test.
 */

interface TransactionRow {
  id: number;
  customerCode: string;
  customerName: string;
  type: string;
  status: string;
  amount: number;
  createdAt: string;
}
interface Page {
  items: TransactionRow[];
  total: number;
  totalIsEstimate?: boolean;
}
interface Sums {
  byType: { type: string; count: number; amount: number }[];
  moneyIn: number;
  moneyOut: number;
  net: number;
}

let server: TestServer;
let admin: ApiClient;
let adminToken: string;
let reference: { database: OpenedDatabase; drop(): Promise<void> };
let referenceDir: string;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await reference.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every row of a filtered list, page after page. */
const everyRow = async (query: Record<string, string | number>) => {
  const items: TransactionRow[] = [];
  let total = 0;
  for (let skip = 0; ; skip += 500) {
    const answer = await admin.get<Page>('/api/Transaction/GetListTransaction', {
      ...query,
      skip,
      take: 500,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    items.push(...answer.body.data.items);
    total = answer.body.data.total;
    if (answer.body.data.items.length < 500) break;
  }
  return { items, total };
};

/** The last 60 seeded days, as the list's range filter names them. */
const range = () => ({ createdAtFrom: seedDay(60), createdAtTo: seedDay(1) });
const inRange = (from: string, to: string) =>
  sql`t.created_at >= ${startOf(from)}::timestamptz and t.created_at < ${startOf(dayAfter(to))}::timestamptz`;

beforeAll(async () => {
  server = await startTestServer();
  referenceDir = mkdtempSync(path.join(tmpdir(), 'kago-transactions-reference-'));
  reference = await openTestDatabase(referenceDir);
  adminToken = (await signIn(server.url, 'admin', 'admin')).accessToken;
  admin = apiClient(server.url, adminToken);
});
afterAll(async () => {
  await server?.close();
  await reference?.database.close();
  await reference?.drop();
  if (referenceDir) rmSync(referenceDir, { recursive: true, force: true });
});

describe('Transaction (7.4)', () => {
  it('seeds moves for at least 2,000 customers in the app, and moves of every status in the tests', async () => {
    const [{ customers, statuses }] = await rows<{ customers: number; statuses: string[] }>(sql`
      select count(distinct customer_id)::int as customers, array_agg(distinct status) as statuses
      from customer_transactions`);
    // The test seed has 1,500 customers (tests/support/seedSize.ts); the app's 5,000 give over 3,000.
    expect(customers).toBeGreaterThan(1_000);
    expect([...statuses].sort()).toEqual(['canceled', 'new', 'success']);
  });

  it('GetListTransaction: the range, newest first, with the customer, paged to its end', async () => {
    const { createdAtFrom, createdAtTo } = range();
    const expected = await rows<{ id: number; code: string }>(sql`
      select t.id, c.customer_code as code from customer_transactions t
      join customers c on c.id = t.customer_id
      where ${inRange(createdAtFrom, createdAtTo)}
      order by t.created_at desc, t.id desc`);
    expect(expected.length).toBeGreaterThan(50);
    const { items, total } = await everyRow(range());
    expect(total).toBe(expected.length);
    expect(items.map(({ id, customerCode }) => ({ id, code: customerCode }))).toEqual(expected);
  });

  it.each([
    ['type', { type: 'deposit' }, sql`t.type = 'deposit'`],
    ['status', { status: 'new' }, sql`t.status = 'new'`],
    [
      'type and status',
      { type: 'withdrawal', status: 'canceled' },
      sql`t.type = 'withdrawal' and t.status = 'canceled'`,
    ],
  ])('filters by %s, as SQL does', async (_name, filter, where) => {
    const expected = await rows<{ id: number }>(sql`
      select t.id from customer_transactions t where ${where} order by t.created_at desc, t.id desc`);
    expect(expected.length).toBeGreaterThan(0);
    const { items, total } = await everyRow(filter);
    expect(total).toBe(expected.length);
    expect(items.map(({ id }) => id)).toEqual(expected.map(({ id }) => Number(id)));
  });

  it("filters by the customer's code, and its keyword finds a customer by name", async () => {
    const [customer] = await rows<{ code: string; fullname: string; moves: number }>(sql`
      select c.customer_code as code, c.fullname, count(*)::int as moves from customer_transactions t
      join customers c on c.id = t.customer_id group by c.id order by count(*) desc, c.id limit 1`);
    const byCode = await everyRow({ customerCode: customer.code });
    expect(byCode.total).toBe(customer.moves);
    expect(byCode.items.every((row) => row.customerCode === customer.code)).toBe(true);
    const byName = await everyRow({ keyword: customer.fullname });
    expect(byName.items.map((row) => row.customerCode)).toContain(customer.code);
    expect(byName.items.every((row) => row.customerName.includes(customer.fullname))).toBe(true);
  });

  it('GetTotalAmount: per type, in, out and net of the moves made, as SQL sums them', async () => {
    const { createdAtFrom, createdAtTo } = range();
    const byType = await rows<{ type: string; count: number; amount: number }>(sql`
      select t.type, count(*)::int as count, sum(t.amount)::float8 as amount from customer_transactions t
      where ${inRange(createdAtFrom, createdAtTo)} and t.status = 'success' group by t.type`);
    const answer = await admin.get<Sums>('/api/Transaction/GetTotalAmount', range());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const of = (type: string) => byType.find((row) => row.type === type) ?? { count: 0, amount: 0 };
    for (const row of answer.body.data.byType) {
      expect(row.count, row.type).toBe(of(row.type).count);
      expect(row.amount, row.type).toBeCloseTo(of(row.type).amount, 2);
    }
    const sum = (types: string[]) => types.reduce((total, type) => total + of(type).amount, 0);
    expect(answer.body.data.moneyIn).toBeCloseTo(sum(['deposit', 'refund']), 2);
    expect(answer.body.data.moneyOut).toBeCloseTo(sum(['payment', 'withdrawal']), 2);
    expect(answer.body.data.net).toBeCloseTo(sum(['deposit', 'refund']) - sum(['payment', 'withdrawal']), 2);
    // A move awaited or canceled counted nothing: the withdrawals asked for and not made are left out.
    const awaited = await admin.get<Sums>('/api/Transaction/GetTotalAmount', { status: 'new' });
    expect(awaited.body.data.byType.every((row) => row.count === 0)).toBe(true);
  });

  it("exports the screen's columns as an .xlsx named after the screen in the user's language", async () => {
    const [customer] = await rows<{ code: string }>(sql`
      select c.customer_code as code from customer_transactions t join customers c on c.id = t.customer_id
      group by c.id order by count(*) desc, c.id limit 1`);
    const filters = { customerCode: customer.code };
    const response = await fetch(`${server.url}/api/Transaction/ExportExcel`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${adminToken}`,
        'content-type': 'application/json',
        languageid: findLanguage('vi').languageId,
      },
      body: JSON.stringify(filters),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition') ?? '').toMatch(/Giao/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Thời gian',
      'Mã khách hàng',
      'Khách hàng',
      'Loại',
      'Trạng thái',
      'Số tiền',
      'Số dư khả dụng sau',
      'Số dư tạm giữ sau',
      'Ghi chú',
      'Người thực hiện',
    ]);
    const { items } = await everyRow(filters);
    const types: unknown[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) types.push(row.getCell(4).value);
    });
    expect(types).toHaveLength(items.length);
    // Enum values are written as their labels in the user's language, never as the code.
    expect(types).not.toContain('deposit');
  });

  it('answers bad input with 400 and the validation list, never a 500', async () => {
    const inverted = await admin.get('/api/Transaction/GetListTransaction', {
      createdAtFrom: seedDay(1),
      createdAtTo: seedDay(10),
    });
    expect(inverted.status).toBe(400);
    expect(Object.keys(inverted.body.errors ?? {})).toContain('createdAtTo');
    const invertedTotals = await admin.get('/api/Transaction/GetTotalAmount', {
      createdAtFrom: seedDay(1),
      createdAtTo: seedDay(10),
    });
    expect(invertedTotals.status).toBe(400);
    for (const query of [{ createdAtFrom: 'yesterday' }, { type: 'gift' }, { status: 'lost' }, { take: 0 }]) {
      const answer = await admin.get('/api/Transaction/GetListTransaction', query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect((await admin.get('/api/Transaction/GetTotalAmount', { type: 'gift' })).status).toBe(400);
  });

  it('is read by admin and accounting only; anonymous calls are refused', async () => {
    const accountant = apiClient(
      server.url,
      (await signIn(server.url, 'accountant', 'accountant')).accessToken,
    );
    expect((await accountant.get('/api/Transaction/GetListTransaction', { take: 1 })).status).toBe(200);
    expect((await accountant.get('/api/Transaction/GetTotalAmount')).status).toBe(200);
    for (const user of ['viewer', 'purchaser', 'warehouse', 'operator']) {
      const api = apiClient(server.url, (await signIn(server.url, user, user)).accessToken);
      expect((await api.get('/api/Transaction/GetListTransaction')).status, user).toBe(403);
      expect((await api.get('/api/Transaction/GetTotalAmount')).status, user).toBe(403);
      expect((await api.post('/api/Transaction/ExportExcel', {})).status, user).toBe(403);
    }
    const anonymous = apiClient(server.url, null);
    expect((await anonymous.get('/api/Transaction/GetListTransaction')).status).toBe(401);
  });
});
