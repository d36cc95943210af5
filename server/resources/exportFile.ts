import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { asTextCell } from '../../contract/spreadsheetCells';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../i18n/languages';
import { translate } from '../../i18n/translate';
import {
  fieldChoiceLabelKey,
  fieldLabelKey,
  listFields,
  localizedValue,
  resourceLabelKey,
  type FieldDeclaration,
  type ResourceDeclaration,
} from '../../resources/index';
import { localeOf } from '../http/locale';
import {
  attachmentDisposition,
  drained,
  nextTurn,
  rowsPerTurn,
  sheetName,
  xlsxContentType,
  xlsxFileName,
} from '../http/xlsxFiles';
import type { Row } from './records';
import type { Query } from './repository';

/**
 * Where an export's rows come from: a declared resource's table (its `Repository`), or the rows a
 * computed resource's rules read (a report's orders: server/reports/rules.ts), a batch at a time.
 */
export interface ExportSource<Filters extends object> {
  readonly declaration: ResourceDeclaration;
  select(query: Filters & { limit: number; offset: number }): Promise<readonly Row[]>;
}

/** Rows read per query while the file is written: one batch is all the memory an export holds. */
const batchSize = 1_000;

/**
 * The columns of a declaration's export: the list columns the screen shows, in its order, when the
 * body names them (`columns`: the user's choice with the columns button), else every list column
 * in declaration order (those shown only when chosen included).
 */
const exportFields = (declaration: ResourceDeclaration, columns: readonly string[] | undefined) => {
  const fields = listFields(declaration);
  if (!columns?.length) return fields;
  return columns.flatMap((source) => fields.filter((field) => field.source === source));
};

/** A cell as a reader expects it: dates as dates, enum values as their labels in this language. */
const cellOf = (declaration: ResourceDeclaration, field: FieldDeclaration, row: Row, locale: Locale) => {
  const value = row[field.source];
  if (value === null || value === undefined) return null;
  if (field.type === 'enum')
    return asTextCell(translate(locale, fieldChoiceLabelKey(declaration.name, field, String(value))));
  if (field.type === 'date') return new Date(`${String(value)}T00:00:00Z`);
  // A catalogue's name in the file's language, as the list shows it (its Vietnamese when untranslated).
  if (field.localized) return asTextCell(localizedValue(row, field.source, locale) as string);
  return asTextCell(value as string | number | boolean | Date);
};

/** The singular of a `singular |||| plural` label. */
const singular = (label: string) => label.split('||||')[0].trim();

/**
 * Streams every record the query matches as an .xlsx (the `export` operation of resources/types.ts):
 * exceljs's streaming writer commits each row as it comes, and rows are read a batch at a time, so
 * neither the list nor the workbook is ever whole in memory. Named `<resource label>_<DDMMyyyy>.xlsx`
 * in the user's language, as the seed names its exports.
 */
export const sendExport = <Filters extends object = Omit<Query, 'limit' | 'offset'>>(
  request: FastifyRequest,
  reply: FastifyReply,
  repository: ExportSource<Filters>,
  query: Filters,
) => {
  const { declaration } = repository;
  const locale = localeOf(request);
  const title = singular(translate(locale, resourceLabelKey(declaration.name)));
  // Read from the body as the export route's schema checked it (server/resources/routes.ts): the
  // rules that read their own rows (the reports, the payments) keep the generic body.
  const fields = exportFields(declaration, (request.body as { columns?: string[] } | undefined)?.columns);
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName(title));
  sheet.columns = fields.map((field) => ({
    header: translate(locale, fieldLabelKey(declaration.name, field.source)),
    key: field.source,
    width: field.type === 'text' || field.type === 'textarea' ? 24 : 16,
  }));
  const write = async () => {
    for (let offset = 0; ; offset += batchSize) {
      const rows = await repository.select({ ...query, limit: batchSize, offset });
      if (output.destroyed) return;
      for (const [index, row] of rows.entries()) {
        sheet.addRow(fields.map((field) => cellOf(declaration, field, row, locale))).commit();
        if (index % rowsPerTurn === rowsPerTurn - 1) await nextTurn();
      }
      await drained(output);
      if (rows.length < batchSize) break;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    // The file has started: all that is left is to cut it short, which the client sees.
    request.log.error({ err: error }, `${declaration.name} export failed`);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', xlsxContentType)
    .header('content-disposition', attachmentDisposition(xlsxFileName(title), xlsxFileName(declaration.name)))
    .header('access-control-expose-headers', 'content-disposition')
    .header('cache-control', 'no-store')
    .send(output);
};
