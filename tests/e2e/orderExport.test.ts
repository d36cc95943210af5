import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { findOrderFamilyByRoute } from '../../resources/orders/index';
import { dayStamp } from '../../server/http/xlsxFiles';
import { familyListLabel } from '../../server/orders/files/listLabel';
import { signIn } from '../support/signIn';
import { openInApp, openSignedIn } from './support/browser';
import { useBrowser } from './support/useBrowser';

const t = (key: string, params?: Record<string, string | number>) => translate('vi', key, params);

/** The codes of a workbook's first sheet, read under the code column's heading wherever it sits. */
const codesOf = async (file: string) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  const heading = t('kago.orderFiles.columns.code');
  let headingRow = 0;
  let column = 0;
  sheet.eachRow((row, number) => {
    if (headingRow) return;
    row.eachCell((cell, at) => {
      if (cell.text === heading) [headingRow, column] = [number, at];
    });
  });
  expect(headingRow).toBeGreaterThan(0);
  const codes: string[] = [];
  sheet.eachRow((row, number) => {
    if (number > headingRow) codes.push(row.getCell(column).text);
  });
  return codes;
};

describe('an order list exported from the browser', () => {
  const { server, browser } = useBrowser();
  let token: string;
  const downloads = mkdtempSync(path.join(tmpdir(), 'kago-export-'));

  beforeAll(async () => {
    ({ accessToken: token } = await signIn(server.url, 'admin', 'admin'));
  });
  afterAll(async () => {
    rmSync(downloads, { recursive: true, force: true });
  });

  it(
    'downloads <label>_<DDMMyyyy>.xlsx holding exactly the filtered orders',
    { timeout: 180_000 },
    async () => {
      const { page } = browser;
      const route = 'purchase-waiting-order-ichiba';
      const family = findOrderFamilyByRoute(route)!;
      const filter = encodeURIComponent(JSON.stringify({ status: ['purchasePending'] }));
      await openSignedIn(page, server.url, `/${route}`);
      await openInApp(page, `/${route}?filter=${filter}`);
      const response = await fetch(
        `${server.url}/api/${family.path}/getorders?status=purchasePending&take=500&sortBy=orderDate&sortDesc=true`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      const { items, total } = (
        (await response.json()) as { data: { items: { code: string }[]; total: number } }
      ).data;
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(500);
      await page.locator('tbody').getByRole('link', { name: items[0].code, exact: true }).waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        page.getByRole('button', { name: t('kago.orderFiles.export.button') }).click(),
      ]);
      const label = familyListLabel('vi', family);
      expect(download.suggestedFilename()).toBe(`${label}_${dayStamp(new Date())}.xlsx`);
      expect(download.suggestedFilename()).toMatch(/^.+_\d{8}\.xlsx$/);
      const file = path.join(downloads, 'export.xlsx');
      await download.saveAs(file);
      // Same order as the list: the export takes the list's sort too.
      expect(await codesOf(file)).toEqual(items.map((item) => item.code));
      await page.getByText(t('common.notify.success')).first().waitFor();

      expect(browser.pageErrors).toEqual([]);
      expect(browser.consoleErrors).toEqual([]);
    },
  );
});
