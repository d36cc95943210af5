import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from 'xlsx';
import { findDeclaration } from '../../../resources';
import {
  buildExportTable,
  dateStamp,
  exportFileName,
  exportPageSize,
  fetchAllRecords,
} from '../../../src/generators/exportList';
import { catalogueTables } from '../../support/catalogueFixtures';
import { createMemoryDataProvider } from '../../support/memoryDataProvider';
import { renderAdmin } from '../../support/TestAdmin';

const identity = (key: string) => key;

/** Captures the file the page hands to the browser's download. */
const captureDownload = () => {
  const files: { name: string; blob: Blob }[] = [];
  let pending: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    pending = blob as Blob;
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: pending! });
  });
  return files;
};

// The component files share a window: the download's replacements end with their test.
afterEach(() => vi.restoreAllMocks());

const readSheet = async (blob: Blob) => {
  const book = XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
};

describe('list export', () => {
  it('fetches every page of the filter at the server cap and reports progress', async () => {
    const many = Array.from({ length: 1203 }, (_, index) => ({
      id: index + 1,
      code: `B${index}`,
      name: `Bank ${index}`,
      active: index % 2 === 0,
    }));
    const dataProvider = createMemoryDataProvider({ bank: many });
    const progress: number[] = [];
    const records = await fetchAllRecords(
      dataProvider,
      'bank',
      { filter: { active: 'true' }, sort: { field: 'id', order: 'ASC' } },
      ({ loaded }) => progress.push(loaded),
    );
    expect(records).toHaveLength(602);
    expect(progress).toEqual([500, 602]);
    expect(dataProvider.getList.mock.calls.map(([, params]) => params.pagination)).toEqual([
      { page: 1, perPage: exportPageSize },
      { page: 2, perPage: exportPageSize },
    ]);
  });

  it('names the file after the translated resource and the date as DDMMyyyy', () => {
    expect(dateStamp(new Date(2024, 0, 5))).toBe('05012024');
    expect(exportFileName('Banks', new Date(2024, 11, 31))).toBe('Banks_31122024.xlsx');
  });

  it('translates enum and boolean values', () => {
    const deliveryTime = findDeclaration('delivery-time')!;
    const table = buildExportTable(
      deliveryTime,
      [{ id: 1, code: 'STD', name: 'Standard', active: false, timeUnit: 'week' }],
      identity,
    );
    const header = table[0];
    const row = table[1];
    expect(row[header.indexOf('resources.delivery-time.fields.timeUnit')]).toBe(
      'resources.delivery-time.choices.timeUnit.week',
    );
    expect(row[header.indexOf('resources.delivery-time.fields.active')]).toBe('ra.boolean.false');
  });

  it('writes a value that starts like a formula as text (OWASP CSV injection)', () => {
    const deliveryTime = findDeclaration('delivery-time')!;
    const table = buildExportTable(
      deliveryTime,
      [{ id: 1, code: '@SUM(A1)', name: '=HYPERLINK("https://attacker.example")', active: true }],
      identity,
    );
    const header = table[0];
    const row = table[1];
    expect(row[header.indexOf('resources.delivery-time.fields.code')]).toBe("'@SUM(A1)");
    expect(row[header.indexOf('resources.delivery-time.fields.name')]).toBe(
      '\'=HYPERLINK("https://attacker.example")',
    );
  });

  it(
    'downloads the filtered bank list as .xlsx with translated headers and country names',
    { timeout: 60_000 },
    async () => {
      const files = captureDownload();
      const { user } = await renderAdmin({ path: '/bank', tables: catalogueTables() });
      // The first render of an isolated file loads the admin's lazy chunks: seconds on a loaded machine.
      await screen.findByText('Vietcombank', {}, { timeout: 30_000 });
      await user.type(screen.getByPlaceholderText('Search'), ' bank');
      // The search waits for a pause in typing, then the list asks again: past Testing Library's
      // one second when CI's other test runs share the CPU (it failed so once).
      await waitFor(() => expect(screen.queryByText('Vietcombank')).not.toBeInTheDocument(), {
        timeout: 10_000,
      });

      await user.click(screen.getByText('Export'));
      await waitFor(() => expect(files).toHaveLength(1));
      expect(files[0].name).toBe(`Banks_${dateStamp(new Date())}.xlsx`);
      expect(files[0].blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const rows = await readSheet(files[0].blob);
      expect(rows[0]).toEqual(expect.arrayContaining(['Code', 'Name', 'Active', 'SWIFT code', 'Country']));
      const codeColumn = (rows[0] as string[]).indexOf('Code');
      const countryColumn = (rows[0] as string[]).indexOf('Country');
      expect(rows.slice(1).map((row) => [row[codeColumn], row[countryColumn]])).toEqual([
        ['MUFG', 'Japan'],
        ['ACB', 'Vietnam'],
      ]);
      expect(await screen.findByTestId('notification')).toHaveTextContent('2 rows exported');
    },
  );
});
