import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asTextCell } from '../../contract/spreadsheetCells';
import type { Database } from '../../server/db/database';
import { signIn } from '../support/signIn';
import { startTestServer } from '../support/testServer';

/** Exports carry no live formula: a cell that starts like one is written as text. */
let url: string;
let db: Database;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ url, db, close } = await startTestServer());
  token = (await signIn(url, 'admin', 'admin')).accessToken;
});
afterAll(() => close?.());

const post = (path: string, body: unknown) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('formula-like cells', () => {
  it('are prefixed as text, and nothing else is', () => {
    for (const value of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])
      expect(asTextCell(value)).toBe(`'${value}`);
    for (const value of ['a=1', '1', '', 'Nguyễn', -1, 0, null]) expect(asTextCell(value)).toBe(value);
  });

  it('reach the customer export as text', async () => {
    const formula = '=HYPERLINK("https://attacker.example","click")';
    const [{ id }] = (
      (await db.execute(
        sql`update customers set fullname = ${formula} where id = (select min(id) from customers) returning id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    expect(id).toBeGreaterThan(0);
    const response = await post('/api/customer/ExportExcel', { sortBy: 'fullname' });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const names: unknown[] = [];
    workbook.worksheets[0].eachRow((row, index) => {
      if (index > 1) names.push(row.getCell(3).value);
    });
    expect(names).toContain(`'${formula}`);
    expect(names).not.toContain(formula);
  });
});
