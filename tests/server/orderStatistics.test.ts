import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStages } from '../../resources/orders/index';
import type { OrderStatistics } from '../../resources/statistics';
import type { OpenedDatabase } from '../../server/db/database';
import { dayAfter, seedDay, startOf } from '../support/seedCalendar';
import { signIn } from '../support/signIn';
import { openTestDatabase, startTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';

/**
 * The second menu's statistics (resources/statistics.ts, `Statistics/GetOrderStatistics`). The
 * expectations are plain SQL over a second copy of the seeded database: nothing is taken from the
 * code under test.
 */

let server: TestServer;
let admin: ApiClient;
let accountant: ApiClient;
let purchaser: ApiClient;
let reference: { database: OpenedDatabase; drop(): Promise<void> };
let referenceDir: string;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await reference.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const read = (client: ApiClient, query: Record<string, string>) =>
  client.get<OrderStatistics>('/api/Statistics/GetOrderStatistics', query);

const range = { orderDateFrom: seedDay(45), orderDateTo: seedDay(1) };
const inRange = sql`o.order_date >= ${startOf(range.orderDateFrom)}::timestamptz
  and o.order_date < ${startOf(dayAfter(range.orderDateTo))}::timestamptz`;

beforeAll(async () => {
  server = await startTestServer();
  referenceDir = mkdtempSync(path.join(tmpdir(), 'kago-statistics-reference-'));
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

describe('Statistics/GetOrderStatistics', () => {
  it('per day and source: every day of the range, each cell as SQL counts and sums it', async () => {
    const expected = await rows<{ day: string; source: string; count: number; fee: number }>(sql`
      select to_char(o.order_date at time zone 'UTC', 'YYYY-MM-DD') as day, o.source, count(*)::int as count,
        sum(o.service_fee * coalesce(o.exchange_rate, 1))::float8 as fee
      from orders o where ${inRange} group by 1, 2`);
    expect(expected.length).toBeGreaterThan(40);
    const answer = await read(accountant, { ...range, period: 'day', groupBy: 'source' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body.data;
    expect(data.periods).toHaveLength(45);
    expect(data.periods[0].dateFrom).toBe(range.orderDateFrom);
    for (const each of data.periods) {
      expect(each.dateTo).toBe(each.dateFrom);
      for (const [index, group] of data.groups.entries()) {
        const row = expected.find(
          (candidate) => candidate.day === each.dateFrom && candidate.source === group,
        );
        expect(each.cells[index].count, `${each.dateFrom} ${group}`).toBe(row?.count ?? 0);
        expect(Math.abs(each.cells[index].serviceFee - (row?.fee ?? 0))).toBeLessThan(1);
      }
    }
    const total = expected.reduce((sum, row) => sum + row.count, 0);
    expect(data.count).toBe(total);
    expect(data.totals.reduce((sum, cell) => sum + cell.count, 0)).toBe(total);
  });

  it("per week and stage: weeks from Monday, clipped to the range, each stage's statuses counted", async () => {
    const answer = await read(admin, { ...range, period: 'week', groupBy: 'stage' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body.data;
    expect(data.groups).toEqual(orderStages.map((stage) => stage.key));
    expect(data.periods[0].dateFrom).toBe(range.orderDateFrom);
    expect(data.periods.at(-1)?.dateTo).toBe(range.orderDateTo);
    for (const each of data.periods.slice(1))
      expect(new Date(`${each.dateFrom}T00:00:00Z`).getUTCDay()).toBe(1);
    for (const [index, stage] of orderStages.entries()) {
      const [{ count }] = await rows<{ count: number }>(sql`
        select count(*)::int as count from orders o where ${inRange}
          and o.status in (${sql.join(
            stage.statuses.map((status) => sql`${status}`),
            sql`, `,
          )})`);
      expect(data.totals[index].count, stage.key).toBe(count);
      expect(data.periods.reduce((sum, each) => sum + each.cells[index].count, 0)).toBe(count);
    }
  });

  it("per month of one source: only that source's orders", async () => {
    const answer = await read(admin, { ...range, period: 'month', source: 'mercari' });
    expect(answer.status).toBe(200);
    const [{ count }] = await rows<{ count: number }>(sql`
      select count(*)::int as count from orders o where ${inRange} and o.source = 'mercari'`);
    expect(answer.body.data.groups).toEqual(['mercari']);
    expect(answer.body.data.count).toBe(count);
    expect(answer.body.data.periods.length).toBeLessThanOrEqual(3);
  });

  it('refuses an inverted or unparsable range, an unknown source or period, and a range over a year', async () => {
    const inverted = await read(admin, { orderDateFrom: seedDay(1), orderDateTo: seedDay(5) });
    expect(inverted.status).toBe(400);
    expect(Object.keys(inverted.body.errors ?? {})).toEqual(['orderDateTo']);
    for (const query of <Record<string, string>[]>[
      { orderDateFrom: 'yesterday' },
      { source: 'amazon' },
      { period: 'year' },
      { orderDateFrom: '2024-01-01', orderDateTo: '2025-06-01' },
    ]) {
      const answer = await read(admin, query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(Object.keys(answer.body.errors ?? {}).length, JSON.stringify(query)).toBeGreaterThan(0);
    }
  });

  it('is read by admin and accounting only', async () => {
    expect((await read(purchaser, range)).status).toBe(403);
    expect((await read(accountant, range)).status).toBe(200);
  });
});
