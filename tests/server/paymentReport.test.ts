import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoneyRows, PayableRow, PaymentSummary, ReceivableRow } from '../../resources/paymentReport';
import type { OpenedDatabase } from '../../server/db/database';
import { dayAfter, seedDay, startOf } from '../support/seedCalendar';
import { signIn } from '../support/signIn';
import { openTestDatabase, startTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';

/**
 * The payment report (resources/paymentReport.ts, `PaymentReport/...`). The expectations are plain SQL
 * over a second copy of the seeded database: nothing is taken from the code under test.
 */

let server: TestServer;
let admin: ApiClient;
let accountant: ApiClient;
let purchaser: ApiClient;
let reference: { database: OpenedDatabase; drop(): Promise<void> };
let referenceDir: string;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await reference.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const range = { atFrom: seedDay(90), atTo: seedDay(1) };
const within = (column: string) =>
  sql`${sql.raw(column)} >= ${startOf(range.atFrom)}::timestamptz and ${sql.raw(column)} < ${startOf(
    dayAfter(range.atTo),
  )}::timestamptz`;

beforeAll(async () => {
  server = await startTestServer();
  referenceDir = mkdtempSync(path.join(tmpdir(), 'kago-payment-report-reference-'));
  reference = await openTestDatabase(referenceDir);
  admin = apiClient(server.url, (await signIn(server.url, 'admin', 'admin')).accessToken);
  accountant = apiClient(server.url, (await signIn(server.url, 'accountant', 'accountant')).accessToken);
  purchaser = apiClient(server.url, (await signIn(server.url, 'purchaser', 'purchaser')).accessToken);
});
afterAll(async () => {
  await server?.close();
  await reference?.database.close();
  await reference?.drop();
  if (referenceDir) rmSync(referenceDir, { recursive: true, force: true });
});

describe('PaymentReport', () => {
  it('GetPaymentSummary: by status, type and wallet, and the net received, as SQL sums them', async () => {
    const expected = await rows<{
      status: string;
      type: string;
      wallet: string;
      count: number;
      amount: number;
    }>(sql`
      select status, type, wallet, count(*)::int as count, sum(amount)::float8 as amount
      from order_payments where ${within('at')} group by 1, 2, 3`);
    expect(expected.length).toBeGreaterThan(3);
    const answer = await accountant.get<PaymentSummary>('/api/PaymentReport/GetPaymentSummary', range);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body.data;
    const sum = (keep: (row: (typeof expected)[number]) => boolean) =>
      expected
        .filter(keep)
        .reduce((total, row) => ({ count: total.count + row.count, amount: total.amount + row.amount }), {
          count: 0,
          amount: 0,
        });
    for (const figure of data.byStatus) {
      const want = sum((row) => row.status === figure.key);
      expect(figure.count, figure.key).toBe(want.count);
      expect(figure.amount).toBeCloseTo(want.amount, 2);
    }
    for (const figure of data.byType)
      expect(figure.count, figure.key).toBe(sum((row) => row.type === figure.key).count);
    for (const figure of data.byWallet)
      expect(figure.count, figure.key).toBe(sum((row) => row.wallet === figure.key).count);
    expect(data.byWallet.reduce((total, figure) => total + figure.count, 0)).toBe(sum(() => true).count);
    const received = sum((row) => row.status === 'success' && row.type !== 'refund').amount;
    const refunded = sum((row) => row.status === 'success' && row.type === 'refund').amount;
    expect(data.net).toBeCloseTo(received - refunded, 2);
  });

  it('GetReceivables: newest first with their orders, unpaid ones alone, totals per currency and state', async () => {
    const expected = await rows<{ id: number; code: string; paid: boolean }>(sql`
      select r.id, o.code, r.paid from order_receivables r join orders o on o.id = r.order_id
      where ${within('r.created_at')} order by r.created_at desc, r.id desc`);
    expect(expected.some((row) => row.paid)).toBe(true);
    expect(expected.some((row) => !row.paid)).toBe(true);
    const first = await admin.get<MoneyRows<ReceivableRow>>('/api/PaymentReport/GetReceivables', {
      ...range,
      take: 20,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.total).toBe(expected.length);
    expect(first.body.data.items.map((row) => [row.id, row.orderCode])).toEqual(
      expected.slice(0, 20).map((row) => [row.id, row.code]),
    );
    const unpaid = await admin.get<MoneyRows<ReceivableRow>>('/api/PaymentReport/GetReceivables', {
      ...range,
      paid: 'false',
      skip: 10,
      take: 10,
    });
    const expectedUnpaid = expected.filter((row) => !row.paid);
    expect(unpaid.body.data.total).toBe(expectedUnpaid.length);
    expect(unpaid.body.data.items.map((row) => row.id)).toEqual(
      expectedUnpaid.slice(10, 20).map((row) => row.id),
    );
    expect(unpaid.body.data.totals.every((total) => total.paid === false)).toBe(true);
    const [{ amount }] = await rows<{ amount: number }>(sql`
      select coalesce(sum(amount), 0)::float8 as amount from order_receivables r
      where ${within('r.created_at')} and not r.paid and r.currency = 'VND'`);
    expect(unpaid.body.data.totals.find((total) => total.currency === 'VND')?.amount).toBeCloseTo(amount, 2);
  });

  it('GetPayables: each tied to its order and supplier, totals per currency never added across them', async () => {
    const expected = await rows<{ id: number; code: string; currency: string }>(sql`
      select p.id, o.code, p.currency from order_payables p join orders o on o.id = p.order_id
      where ${within('p.created_at')} order by p.created_at desc, p.id desc`);
    expect(expected.length).toBeGreaterThan(10);
    const answer = await admin.get<MoneyRows<PayableRow>>('/api/PaymentReport/GetPayables', {
      ...range,
      take: 10,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.total).toBe(expected.length);
    expect(answer.body.data.items.map((row) => [row.id, row.orderCode, row.currency])).toEqual(
      expected.slice(0, 10).map((row) => [row.id, row.code, row.currency]),
    );
    const currencies = [...new Set(expected.map((row) => row.currency))].sort();
    expect(answer.body.data.totals.map((total) => total.currency)).toEqual(currencies);
  });

  it('refuses an inverted range and a page too large, and is read by admin and accounting only', async () => {
    const inverted = await admin.get('/api/PaymentReport/GetPayables', {
      atFrom: seedDay(1),
      atTo: seedDay(3),
    });
    expect(inverted.status).toBe(400);
    expect(Object.keys(inverted.body.errors ?? {})).toEqual(['atTo']);
    expect((await admin.get('/api/PaymentReport/GetReceivables', { take: 1000 })).status).toBe(400);
    expect((await admin.get('/api/PaymentReport/GetPaymentSummary', { atFrom: 'soon' })).status).toBe(400);
    expect((await purchaser.get('/api/PaymentReport/GetPaymentSummary', range)).status).toBe(403);
  });
});
