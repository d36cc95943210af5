import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDeclaration } from '../../resources/index';
import { exactCountLimit, Repository } from '../../server/catalogues/repository';
import type { OpenedDatabase } from '../../server/db/database';
import { openTestDatabase } from '../support/testServer';

const grownTo = 3000;

describe('list totals over a large catalogue', () => {
  let dataDir: string;
  let opened: { database: OpenedDatabase; drop(): Promise<void> };
  let truckers: Repository;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'kago-totals-'));
    opened = await openTestDatabase(dataDir);
    const { db } = opened.database;
    await db.execute(sql`
      insert into trucker (code, name, active, display_order)
      select 'T' || n, 'Xe tải ' || n, n % 20 <> 0, n from generate_series(1, ${grownTo}) as n`);
    await db.execute(sql`analyze trucker`);
    truckers = new Repository(findDeclaration('trucker')!, db);
  });
  afterAll(async () => {
    await opened?.database.close();
    await opened?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts exactly up to the limit', async () => {
    const page = await truckers.list({ keyword: 'Xe tải 1', filters: { active: false }, limit: 25 });
    // 'Xe tải 1...' among the inactive ones (every 20th): 1000, 1020 ... 1980, 100, 120 ... 180, 1xx0
    const expected = [...Array(grownTo).keys()]
      .map((index) => index + 1)
      .filter((n) => n % 20 === 0 && String(n).startsWith('1')).length;
    expect(page).toMatchObject({ total: expected, totalIsEstimate: false });
    expect(page.items).toHaveLength(Math.min(25, expected));
  });

  it('estimates beyond the limit, and says so', async () => {
    const page = await truckers.list({ limit: 25, offset: 100 });
    expect(page.totalIsEstimate).toBe(true);
    expect(page.total).toBeGreaterThan(exactCountLimit);
    // The planner's figure after ANALYZE: close to the real number of rows.
    expect(Math.abs(page.total - grownTo) / grownTo).toBeLessThan(0.1);
    expect(page.items).toHaveLength(25);
  });

  it('takes the planner at its word when it expects many times the limit', async () => {
    const { db } = opened.database;
    await db.execute(sql`
      insert into trucker (code, name, active, display_order)
      select 'U' || n, 'Xe tải lớn ' || n, true, n from generate_series(1, ${grownTo * 2}) as n`);
    await db.execute(sql`analyze trucker`);
    const page = await truckers.list({ limit: 25 });
    expect(page.totalIsEstimate).toBe(true);
    expect(Math.abs(page.total - grownTo * 3) / (grownTo * 3)).toBeLessThan(0.1);
  });
});
