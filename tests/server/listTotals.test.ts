import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findDeclaration } from '../../resources/index';
import { findOrderFamilyByRoute } from '../../resources/orders/index';
import { exactCountLimit, Repository } from '../../server/resources/repository';
import type { OpenedDatabase } from '../../server/db/database';
import { scanCountLimit, type ListTotal } from '../../server/db/listTotal';
import { orders } from '../../server/db/orderTables';
import { customersNamed, listOrders, orderListWhere } from '../../server/orders/queries';
import { openTestDatabase } from '../support/testServer';

/**
 * Forgets the planner's statistics of a table, as a table filled by a seed or an import has none on
 * PGlite (no autovacuum) until someone runs ANALYZE: the state in which order lists stopped at 1,001.
 * On PostgreSQL autovacuum may analyze the table again at its next round, each minute, so in the
 * middle of a test on a loaded machine: it is off for the table, as PGlite has none.
 */
const forgetStatistics = async (database: OpenedDatabase, table: string) => {
  await database.db.execute(sql.raw(`alter table ${table} set (autovacuum_enabled = false)`));
  await database.db.execute(sql`delete from pg_statistic where starelid = ${table}::regclass`);
  await database.db.execute(
    sql`update pg_class set reltuples = -1, relpages = 0 where oid = ${table}::regclass`,
  );
};

/**
 * Copies the seeded orders under new ids and codes until the table holds `total` rows: order lists
 * whose whole count is beyond what is counted exactly (`exactCountLimit`) from the tests' smaller
 * seed (tests/support/seedSize.ts).
 */
const growOrders = async (database: OpenedDatabase, total: number) => {
  const [{ rows: seeded }] = await database.db.select({ rows: count() }).from(orders);
  const copies = Math.ceil(total / seeded) - 1;
  await database.db.execute(sql`
    insert into orders overriding system value
    select copied.*
    from orders o
    cross join generate_series(1, ${copies}) as copy
    -- Once per row: \`(jsonb_populate_record(...)).*\` would build the record once per column (41 s).
    cross join lateral jsonb_populate_record(
      null::orders,
      to_jsonb(o) || jsonb_build_object('id', o.id + copy * 1000000, 'code', 'C' || copy || '-' || o.code)
    ) as copied
    order by copy, o.id
    limit ${total - seeded}`);
};

/**
 * Pages as a user does with the pagination's last-page button: to the last page the total offers,
 * until the answer says it is exact. Answers every page visited.
 */
const walkToLastPage = async <Page extends ListTotal & { items: unknown[] }>(
  read: (skip: number) => Promise<Page>,
  take: number,
) => {
  const visited: { skip: number; page: Page }[] = [];
  let skip = 0;
  for (let jump = 0; jump < 50; jump += 1) {
    const page = await read(skip);
    visited.push({ skip, page });
    const lastSkip = (Math.ceil(page.total / take) - 1) * take;
    if (!page.totalIsEstimate && lastSkip === skip) return visited;
    // An estimate offers at least one more row: the last page it offers is always further on.
    expect(lastSkip).toBeGreaterThanOrEqual(skip);
    skip = lastSkip;
  }
  throw new Error('the last page was never reached');
};

describe('list totals', () => {
  let dataDir: string;
  let opened: { database: OpenedDatabase; drop(): Promise<void> };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'kago-totals-'));
    opened = await openTestDatabase(dataDir);
  });
  afterAll(async () => {
    await opened?.database.close();
    await opened?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('of order lists over 11,000 orders, without planner statistics', () => {
    const take = 25;
    const realCount = async (route: string) => {
      const where = orderListWhere(findOrderFamilyByRoute(route)!, {}, []);
      const [{ rows }] = await opened.database.db.select({ rows: count() }).from(orders).where(where);
      return rows;
    };

    beforeAll(async () => {
      await growOrders(opened.database, exactCountLimit + 1_000);
      await forgetStatistics(opened.database, 'orders');
    });

    it.each(['search-orders', 'order-cancel', 'purchased-order-ichiba'])(
      '%s: the total is the real count or flagged (and then never below the rows it proved), and its last page has rows',
      async (route) => {
        const family = findOrderFamilyByRoute(route)!;
        const real = await realCount(route);
        expect(real).toBeGreaterThan(take);
        const visited = await walkToLastPage(
          (skip) => listOrders(opened.database.db, family, { skip, take }),
          take,
        );
        for (const { skip, page } of visited) {
          if (page.totalIsEstimate) expect(page.total).toBeGreaterThan(skip + page.items.length);
          else expect(page.total).toBe(real);
          expect(page.total).toBeLessThanOrEqual(real);
        }
        const { skip, page } = visited.at(-1)!;
        expect(page.items.length).toBe(real - skip);
        expect(page.items.length).toBeGreaterThan(0);
        // The rows of the last page are the list's last rows: ordered as asked, none missing.
        const lastRows = await listOrders(opened.database.db, family, { skip: real - 1, take });
        expect(page.items.at(-1)).toEqual(lastRows.items[0]);
      },
    );

    it('a first page of the whole list says it is an estimate that offers the next pages', async () => {
      const page = await listOrders(opened.database.db, findOrderFamilyByRoute('search-orders')!, { take });
      expect(page.items).toHaveLength(take);
      expect(page).toMatchObject({ totalIsEstimate: true });
      expect(page.total).toBeGreaterThan(exactCountLimit);
    });

    it('a page past the end is empty and answers where the list really ends', async () => {
      const family = findOrderFamilyByRoute('order-cancel')!;
      const real = await realCount('order-cancel');
      const page = await listOrders(opened.database.db, family, { skip: real + 500, take });
      expect(page).toEqual({ items: [], total: real, totalIsEstimate: false });
    });

    it('a keyword too short for the trigram indexes is counted only a short way on, and pages to its exact end', async () => {
      const family = findOrderFamilyByRoute('search-orders')!;
      const { db } = opened.database;
      const where = orderListWhere(family, { keyword: 'Do' }, await customersNamed(db, 'Do'));
      const [{ rows: real }] = await db.select({ rows: count() }).from(orders).where(where);
      // Under the full count's reach, beyond the short one: counted to its end, it would be exact.
      expect(real).toBeGreaterThan(scanCountLimit + take);
      expect(real).toBeLessThan(exactCountLimit);
      const first = await listOrders(db, family, { keyword: 'Do', take });
      expect(first.items).toHaveLength(take);
      expect(first).toMatchObject({ totalIsEstimate: true });
      expect(first.total).toBeGreaterThan(scanCountLimit + take);
      const visited = await walkToLastPage(
        (skip) => listOrders(db, family, { keyword: ' Do ', skip, take }),
        take,
      );
      const { skip, page } = visited.at(-1)!;
      expect(page).toMatchObject({ total: real, totalIsEstimate: false });
      expect(page.items).toHaveLength(real - skip);
    });

    it('counts on a plan made for its values on every call, never a generic one (embedded database)', async (context) => {
      if (opened.database.kind !== 'pglite') context.skip();
      const { db } = opened.database;
      const family = findOrderFamilyByRoute('order-cancel')!;
      const real = await realCount('order-cancel');
      // Past the five calls after which a kept statement may go generic (server/db/preparedStatements.ts).
      for (let call = 0; call < 7; call += 1) {
        // Exact although the list goes on past the page: the rows were counted.
        expect(await listOrders(db, family, { take })).toMatchObject({ total: real, totalIsEstimate: false });
      }
      const generic = await db.execute(
        sql`select statement from pg_prepared_statements
            where generic_plans > 0 and statement like 'select count(%' and statement like '%limit%'`,
      );
      expect((generic as unknown as { rows: unknown[] }).rows).toEqual([]);
    });

    it('a filtered list under the limit is counted exactly', async () => {
      const family = findOrderFamilyByRoute('search-orders')!;
      const where = orderListWhere(family, { source: 'jan', status: ['delivered'] }, []);
      const [{ rows }] = await opened.database.db.select({ rows: count() }).from(orders).where(where);
      const page = await listOrders(opened.database.db, family, {
        source: 'jan',
        status: ['delivered'],
        take,
      });
      expect(page).toMatchObject({ total: rows, totalIsEstimate: false });
    });
  });

  describe('of a catalogue grown past the exact count', () => {
    const grownTo = exactCountLimit + 2500;
    let truckers: Repository;
    /** The seed's own truckers, and the grown ones. */
    let rowsInAll: number;

    beforeAll(async () => {
      const { db } = opened.database;
      await db.execute(sql`
        insert into trucker (code, name, active, display_order)
        select 'T' || n, 'Xe tải ' || n, n % 20 <> 0, n from generate_series(1, ${grownTo}) as n`);
      truckers = new Repository(findDeclaration('trucker')!, db);
      [{ rowsInAll }] = (
        (await db.execute(sql`select count(*)::int as "rowsInAll" from trucker`)) as unknown as {
          rows: { rowsInAll: number }[];
        }
      ).rows;
    });

    it('counts exactly up to the limit', async () => {
      const page = await truckers.list({ keyword: 'Xe tải 1', filters: { active: false }, limit: 25 });
      // 'Xe tải 1...' among the inactive ones (every 20th).
      const expected = [...Array(grownTo).keys()]
        .map((index) => index + 1)
        .filter((n) => n % 20 === 0 && String(n).startsWith('1')).length;
      expect(page).toMatchObject({ total: expected, totalIsEstimate: false });
      expect(page.items).toHaveLength(Math.min(25, expected));
    });

    it('without statistics, estimates at least one row past the count, and the last page is exact', async () => {
      await forgetStatistics(opened.database, 'trucker');
      const first = await truckers.list({ limit: 25 });
      expect(first).toMatchObject({ totalIsEstimate: true });
      expect(first.total).toBeGreaterThan(exactCountLimit);
      const visited = await walkToLastPage((offset) => truckers.list({ limit: 25, offset }), 25);
      const { skip, page } = visited.at(-1)!;
      expect(page).toMatchObject({ total: rowsInAll, totalIsEstimate: false });
      expect(page.items).toHaveLength(rowsInAll - skip);
    });

    it('with statistics, takes the planner at its word, without counting what it expects to go far beyond', async () => {
      const { db } = opened.database;
      await db.execute(sql`
        insert into trucker (code, name, active, display_order)
        select 'U' || n, 'Xe tải lớn ' || n, true, n from generate_series(1, ${grownTo * 2}) as n`);
      await db.execute(sql`analyze trucker`);
      // The count is the one select of a `total`: the page's rows are a plain select.
      const selects = vi.spyOn(db, 'select');
      try {
        const page = await truckers.list({ limit: 25 });
        expect(page.totalIsEstimate).toBe(true);
        expect(Math.abs(page.total - (rowsInAll + grownTo * 2)) / (grownTo * 3)).toBeLessThan(0.1);
        expect(selects.mock.calls.filter(([fields]) => fields !== undefined && 'total' in fields)).toEqual(
          [],
        );
        // Near its end the list is counted again, and the last page is exact.
        const nearEnd = Math.floor((rowsInAll + grownTo * 2) / 25) * 25 - exactCountLimit;
        const counted = await truckers.list({ limit: 25, offset: nearEnd });
        expect(counted).toMatchObject({ total: rowsInAll + grownTo * 2, totalIsEstimate: false });
      } finally {
        selects.mockRestore();
      }
    });
  });
});
