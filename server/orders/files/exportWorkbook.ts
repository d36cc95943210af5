import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { asTextCell } from '../../../contract/spreadsheetCells';
import type { Locale } from '../../../i18n/languages';
import { translate } from '../../../i18n/translate';
import { drained, nextTurn, rowsPerTurn, sheetName } from '../../http/xlsxFiles';
import { numberFormats, type ExportColumn, type ExportRow } from './exportColumns';

export interface SheetStream {
  locale: Locale;
  title: string;
  columns: readonly ExportColumn[];
  batches: AsyncIterable<ExportRow[]>;
}

/**
 * Writes the sheet into `output` as the batches come, with exceljs's streaming writer: each row is
 * committed (serialised and zipped) at once, and the next batch is read only once the reader has
 * caught up, so memory holds about one batch whatever the list's size. Stops early, without error,
 * when `output` is destroyed (the client went away): resolves whether the sheet was written whole.
 */
export const writeOrderSheet = async (output: Writable, { locale, title, columns, batches }: SheetStream) => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName(title), { views: [{ state: 'frozen', ySplit: 1 }] });
  // One style object per column, given to each of its cells: exceljs caches a style's id by the
  // object, where a column style would be copied into a new object per cell and looked up anew.
  const styles: Partial<ExcelJS.Style>[] = columns.map((column) =>
    column.kind === 'text' ? {} : { numFmt: numberFormats[column.kind](locale) },
  );
  sheet.columns = columns.map((column, index) => ({
    key: column.key,
    width: column.width,
    style: styles[index],
  }));
  const heading = sheet.addRow(
    columns.map((column) => translate(locale, `kago.orderFiles.columns.${column.key}`)),
  );
  heading.font = { bold: true };
  heading.commit();
  for await (const batch of batches) {
    if (output.destroyed) return false;
    for (const [index, record] of batch.entries()) {
      const row = sheet.addRow(columns.map((column) => asTextCell(column.value(record, locale))));
      row.eachCell((cell, number) => {
        cell.style = styles[number - 1];
      });
      row.commit();
      if (index % rowsPerTurn === rowsPerTurn - 1) await nextTurn();
    }
    await drained(output);
  }
  if (output.destroyed) return false;
  sheet.commit();
  await workbook.commit();
  return true;
};
