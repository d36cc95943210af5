import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { fieldLabelKey } from '../../resources/index';
import { paymentDeclaration } from '../../resources/payments';
import type { OpenedDatabase } from '../../server/db/database';
import { seedDay } from '../support/seedCalendar';
import { signIn } from '../support/signIn';
import { openTestDatabase, startTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';

/**
 * The orders' payments (resources/payments.ts, server/money/paymentRules.ts): the list against plain
 * SQL over a second copy of the same seeded database, and each move of a payment with its refusals.
 */

interface PaymentRow {
  id: number;
  orderId: number;
  orderCode: string;
  customerCode: string | null;
  type: string;
  status: string;
  amount: number;
  wallet: string;
}
interface Page {
  items: PaymentRow[];
  total: number;
}

let server: TestServer;
let admin: ApiClient;
let reference: { database: OpenedDatabase; drop(): Promise<void> };
let referenceDir: string;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await reference.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const everyRow = async (query: Record<string, string | number>) => {
  const items: PaymentRow[] = [];
  let total = 0;
  for (let skip = 0; ; skip += 500) {
    const answer = await admin.get<Page>('/api/Payment/GetListPayment', { ...query, skip, take: 500 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    items.push(...answer.body.data.items);
    total = answer.body.data.total;
    if (answer.body.data.items.length < 500) break;
  }
  return { items, total };
};

beforeAll(async () => {
  server = await startTestServer();
  referenceDir = mkdtempSync(path.join(tmpdir(), 'kago-payments-reference-'));
  reference = await openTestDatabase(referenceDir);
  admin = apiClient(server.url, (await signIn(server.url, 'admin', 'admin')).accessToken);
});
afterAll(async () => {
  await server?.close();
  await reference?.database.close();
  await reference?.drop();
  if (referenceDir) rmSync(referenceDir, { recursive: true, force: true });
});

describe('Payments', () => {
  it('lists the payments of every status, newest first, with their order, as SQL filters them', async () => {
    for (const status of ['new', 'success', 'canceled']) {
      const expected = await rows<{ id: number; code: string }>(sql`
        select p.id, o.code from order_payments p join orders o on o.id = p.order_id
        where p.status = ${status} and p.at >= ${`${seedDay(90)}T00:00:00Z`}::timestamptz
        order by p.at desc, p.id desc`);
      expect(expected.length, status).toBeGreaterThan(0);
      const { items, total } = await everyRow({ status, atFrom: seedDay(90) });
      expect(total).toBe(expected.length);
      expect(items.map(({ id, orderCode }) => ({ id, code: orderCode }))).toEqual(
        expected.map(({ id, code }) => ({ id: Number(id), code })),
      );
    }
    const [order] = await rows<{ code: string; payments: number }>(sql`
      select o.code, count(*)::int as payments from order_payments p join orders o on o.id = p.order_id
      group by o.code order by count(*) desc, o.code limit 1`);
    expect((await everyRow({ orderCode: order.code })).total).toBe(order.payments);
  });

  it('exports the payments the list shows under the same filters, one a row, in its order', async () => {
    const filters = { status: 'success', atFrom: seedDay(90) };
    const { items } = await everyRow(filters);
    const response = await admin.postForFile('/api/Payment/ExportExcel', filters);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = headers.indexOf(translate('en', fieldLabelKey(paymentDeclaration.name, 'orderCode'))) + 1;
    expect(column).toBeGreaterThan(0);
    const codes: unknown[] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) codes.push(row.getCell(column).value);
    });
    expect(codes).toEqual(items.map(({ orderCode }) => orderCode));
  });

  it('asks a payment only of an order waiting for payment, then confirms or cancels it while new', async () => {
    const [waiting] = await rows<{ code: string }>(sql`
      select code from orders where status = 'waitingSettlement' order by id limit 1`);
    const wallets = await admin.get<{ code: string; closed: boolean }[]>('/api/Payment/GetWallets');
    const wallet = wallets.body.data.find((each) => !each.closed)!.code;
    const closedWallet = wallets.body.data.find((each) => each.closed)!.code;
    const throughClosed = await admin.post('/api/Payment/Create', {
      orderCode: waiting.code,
      type: 'deposit',
      amount: 150_000,
      wallet: closedWallet,
    });
    expect(throughClosed.status).toBe(400);
    expect(Object.keys(throughClosed.body.errors ?? {})).toEqual(['wallet']);
    const asked = await admin.post<PaymentRow>('/api/Payment/Create', {
      orderCode: waiting.code,
      type: 'deposit',
      amount: 150_000,
      wallet,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data).toMatchObject({
      orderCode: waiting.code,
      status: 'new',
      amount: 150_000,
      wallet,
    });
    const confirmed = await admin.post<PaymentRow>('/api/Payment/Confirm', { id: asked.body.data.id });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data.status).toBe('success');
    // A paid payment is not canceled nor confirmed again.
    expect((await admin.post('/api/Payment/Cancel', { id: asked.body.data.id })).status).toBe(400);
    expect((await admin.post('/api/Payment/Confirm', { id: asked.body.data.id })).status).toBe(400);

    const [purchased] = await rows<{ code: string }>(sql`
      select code from orders where status = 'purchased' order by id limit 1`);
    const refused = await admin.post('/api/Payment/Create', {
      orderCode: purchased.code,
      type: 'deposit',
      amount: 150_000,
      wallet,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Not eligible for a payment offer');
    const unknown = await admin.post('/api/Payment/Create', {
      orderCode: 'KG-NOPE',
      type: 'deposit',
      amount: 1,
      wallet,
    });
    expect(unknown.body.DetailErrors?.[0]?.ErrorCode).toBe('ORDER_ID_NOT_ALLOW_NULL');
  });

  it('refunds a paid payment once through its wallet; a closed wallet answers REFUND_FAIL', async () => {
    const [paid] = await rows<{ id: number; order_id: number; amount: number; wallet: string }>(sql`
      select p.id, p.order_id, p.amount::float8 as amount, p.wallet from order_payments p
      join payment_wallets w on w.code = p.wallet
      where p.status = 'success' and p.type = 'deposit' and not w.closed
        and not exists (select 1 from order_payments r where r.order_id = p.order_id and r.type = 'refund')
      order by p.id limit 1`);
    const refunded = await admin.post<PaymentRow>('/api/Payment/Refund', { id: Number(paid.id) });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.data).toMatchObject({ type: 'refund', status: 'success', amount: paid.amount });
    const again = await admin.post('/api/Payment/Refund', { id: Number(paid.id) });
    expect(again.status).toBe(400);
    expect(again.body.DetailErrors?.[0]?.ErrorCode).toBe('REFUND_FAIL');

    const [closed] = await rows<{ id: number; code: string }>(sql`
      select p.id, o.code from order_payments p join orders o on o.id = p.order_id
      where p.wallet = 'PAYOO-OLD' and p.status = 'success' and p.type <> 'refund'
      order by p.id limit 1`);
    const refundsOf = async () => (await everyRow({ orderCode: closed.code, type: 'refund' })).total;
    const before = await refundsOf();
    const failed = await admin.post('/api/Payment/Refund', { id: Number(closed.id) });
    expect(failed.status).toBe(400);
    expect(failed.body.DetailErrors?.[0]?.ErrorCode).toBe('REFUND_FAIL');
    expect(await refundsOf()).toBe(before);
  });

  it('answers bad input with 400, and only admin and accounting', async () => {
    expect(
      (await admin.get('/api/Payment/GetListPayment', { atFrom: seedDay(1), atTo: seedDay(9) })).status,
    ).toBe(400);
    expect((await admin.get('/api/Payment/GetListPayment', { status: 'lost' })).status).toBe(400);
    expect(
      (await admin.post('/api/Payment/Create', { orderCode: 'X', type: 'deposit', amount: -1 })).status,
    ).toBe(400);
    const accountant = apiClient(
      server.url,
      (await signIn(server.url, 'accountant', 'accountant')).accessToken,
    );
    expect((await accountant.get('/api/Payment/GetListPayment', { take: 1 })).status).toBe(200);
    for (const user of ['viewer', 'purchaser']) {
      const api = apiClient(server.url, (await signIn(server.url, user, user)).accessToken);
      expect((await api.get('/api/Payment/GetListPayment')).status, user).toBe(403);
      expect((await api.post('/api/Payment/Refund', { id: 1 })).status, user).toBe(403);
    }
  });
});
