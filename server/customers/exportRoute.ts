import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../../i18n/translate';
import type { Locale } from '../../i18n/languages';
import { localizedValue } from '../../resources/types';
import type { Database } from '../db/database';
import { localeOf } from '../http/locale';
import { drained, nextTurn, rowsPerTurn } from '../http/xlsxFiles';
import { asTextCell } from '../../contract/spreadsheetCells';
import { customerBatches, type CustomerFilters, type CustomerRecord } from './records';

export const spreadsheetType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The list's columns in the file, in this order, each headed by its field label. */
export const exportColumns = [
  'customerCode',
  'username',
  'fullname',
  'email',
  'phone',
  'gender',
  'countryCode',
  'levelName',
  'supporterName',
  'careByName',
  'bidActive',
  'tranActive',
  'bidStatus',
  'cashAvailable',
  'cashFrozen',
  'createdDate',
] as const satisfies readonly (keyof CustomerRecord)[];

const cellValue = (record: CustomerRecord, column: (typeof exportColumns)[number], locale: Locale) =>
  column === 'createdDate'
    ? new Date(record.createdDate)
    : // The level in the interface language, as the list names it.
      asTextCell(column === 'levelName' ? localizedValue(record, column, locale) : record[column]);

/** DDMMyyyy, as the seed names the file (section 9). */
export const fileDate = (now: Date) =>
  `${String(now.getDate()).padStart(2, '0')}${String(now.getMonth() + 1).padStart(2, '0')}${now.getFullYear()}`;

/** `filename*` carries the translated name in UTF-8; `filename` an ASCII stand-in for old clients. */
const contentDisposition = (fileName: string) =>
  `attachment; filename="${fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * The customer's `export` (7.9 ExportExcel, on the generic route with the area's rule in
 * : the filtered list as an .xlsx named `{list label}_{DDMMyyyy}.xlsx`, streamed:
 * exceljs's streaming writer writes each row as it comes, and the rows come from the database in
 * keyset batches, so neither the workbook nor the list is ever whole in memory.
 */
export const exportCustomers = async (db: Database, request: FastifyRequest, reply: FastifyReply) => {
  const locale = localeOf(request);
  const label = translate(locale, 'kago.customers.listLabel');
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: false,
    useSharedStrings: false,
  });
  // Sheet names are at most 31 characters, without []:*?/\.
  const sheet = workbook.addWorksheet(label.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Customers');
  sheet.columns = exportColumns.map((column) => ({
    header: translate(locale, `kago.customers.fields.${column}`),
    key: column,
    width: column === 'fullname' || column === 'email' ? 30 : 16,
  }));
  const write = async () => {
    // As the order export does (server/orders/files/exportWorkbook.ts): a turn of the event loop
    // every few rows, and the next batch only once the reader has caught up. Without them a batch was
    // built and zipped in one go, and cheap reads waited behind it.
    for await (const batch of customerBatches(db, request.body as CustomerFilters)) {
      if (stream.destroyed) return;
      for (const [index, record] of batch.entries()) {
        sheet.addRow(exportColumns.map((column) => cellValue(record, column, locale))).commit();
        if (index % rowsPerTurn === rowsPerTurn - 1) await nextTurn();
      }
      await drained(stream);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    // The headers are gone by now: the log keeps the cause, the client sees a broken download.
    request.log.error({ err: error }, 'Customer export failed');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', spreadsheetType)
    .header('content-disposition', contentDisposition(`${label}_${fileDate(new Date())}.xlsx`))
    .send(stream);
};
