import type { DataProvider, RaRecord, SortPayload } from 'react-admin';
import { asTextCell } from '../../contract/spreadsheetCells';
import {
  fieldChoiceLabelKey,
  fieldLabelKey,
  findDeclaration,
  resourceLabelKey,
  type FieldDeclaration,
  type ResourceDeclaration,
} from '../../resources';
import { showFields } from './formFields';

/**
 * Export of a catalogue list in the browser: every page of the current filter through the data
 * provider, reference ids resolved to names, values translated, written to .xlsx with `xlsx`
 * (loaded only when the user exports).
 */

/** The server caps `take` at 500; export pages at that size. */
export const exportPageSize = 500;

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Cell = string | number | boolean | Date | null;

export interface ExportProgress {
  loaded: number;
  total: number;
}

export interface ExportQuery {
  filter: Record<string, unknown>;
  sort: SortPayload;
}

/** Every record matching the filter, page after page, reporting progress after each page. */
export const fetchAllRecords = async (
  dataProvider: DataProvider,
  resource: string,
  query: ExportQuery,
  onProgress: (progress: ExportProgress) => void = () => {},
): Promise<RaRecord[]> => {
  const records: RaRecord[] = [];
  for (let page = 1; ; page += 1) {
    const { data, total } = await dataProvider.getList(resource, {
      pagination: { page, perPage: exportPageSize },
      sort: query.sort,
      filter: query.filter,
    });
    records.push(...data);
    const expected = total ?? records.length;
    onProgress({ loaded: records.length, total: expected });
    if (data.length < exportPageSize || records.length >= expected) return records;
  }
};

/** id -> the record's representation, for each reference field, through `getMany`. */
export const resolveReferenceNames = async (
  dataProvider: DataProvider,
  fields: readonly FieldDeclaration[],
  records: readonly RaRecord[],
): Promise<Map<string, Map<unknown, string>>> => {
  const namesBySource = new Map<string, Map<unknown, string>>();
  for (const field of fields) {
    if (field.type !== 'reference' || !field.reference) continue;
    const ids = [...new Set(records.map((record) => record[field.source]).filter((id) => id != null))];
    const representation = findDeclaration(field.reference)?.ui?.recordRepresentation ?? 'name';
    const names = new Map<unknown, string>();
    for (let start = 0; start < ids.length; start += exportPageSize) {
      const { data } = await dataProvider.getMany(field.reference, {
        ids: ids.slice(start, start + exportPageSize),
      });
      for (const target of data) names.set(target.id, String(target[representation] ?? target.id));
    }
    namesBySource.set(field.source, names);
  }
  return namesBySource;
};

const cellOf = (
  resource: string,
  field: FieldDeclaration,
  value: unknown,
  translate: Translate,
  referenceNames: Map<unknown, string> | undefined,
): Cell => {
  if (value === undefined || value === null || value === '') return null;
  switch (field.type) {
    case 'boolean':
      return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'enum':
      return translate(fieldChoiceLabelKey(resource, field, String(value)));
    case 'reference':
      return asTextCell(referenceNames?.get(value) ?? String(value));
    case 'number':
    case 'money':
    case 'duration':
      return Number(value);
    case 'date':
    case 'datetime':
      return new Date(String(value));
    default:
      return asTextCell(String(value));
  }
};

/** Header row (translated labels) and one row per record. */
export const buildExportTable = (
  declaration: ResourceDeclaration,
  records: readonly RaRecord[],
  translate: Translate,
  referenceNames: Map<string, Map<unknown, string>> = new Map(),
): Cell[][] => {
  const fields = showFields(declaration);
  const header = fields.map((field) => translate(fieldLabelKey(declaration.name, field.source)));
  const rows = records.map((record) =>
    fields.map((field) =>
      cellOf(declaration.name, field, record[field.source], translate, referenceNames.get(field.source)),
    ),
  );
  return [header, ...rows];
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The seed's export date stamp: DDMMyyyy. */
export const dateStamp = (date: Date) =>
  `${pad(date.getDate())}${pad(date.getMonth() + 1)}${date.getFullYear()}`;

/** The translated (plural) resource name, without characters file systems refuse. */
export const exportLabel = (declaration: ResourceDeclaration, translate: Translate) =>
  translate(resourceLabelKey(declaration.name), { smart_count: 2 }).replace(/[\\/:*?"<>|]/g, '-');

/** `<translated resource name>_<DDMMyyyy>.xlsx`. */
export const exportFileName = (label: string, date = new Date()) => `${label}_${dateStamp(date)}.xlsx`;

export const xlsxMimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel refuses sheet names over 31 characters or with these characters. */
const sheetName = (name: string) => name.replace(/[\\/?*[\]:]/g, '-').slice(0, 31) || 'Sheet1';

/** The .xlsx bytes of a table. `xlsx` is imported here, on demand, so no page load carries it. */
export const workbookBytes = async (table: Cell[][], name: string): Promise<ArrayBuffer> => {
  const XLSX = await import('xlsx');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(table, { cellDates: true }), sheetName(name));
  return XLSX.write(book, { bookType: 'xlsx', type: 'array' }) as ArrayBuffer;
};

/** Hands a file to the browser's download. */
export const downloadFile = (bytes: ArrayBuffer, fileName: string, mimeType: string) => {
  const url = URL.createObjectURL(new Blob([bytes], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next tick: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** The whole export: fetch, resolve, translate, write, download. Returns the number of rows. */
export const exportList = async (
  dataProvider: DataProvider,
  declaration: ResourceDeclaration,
  query: ExportQuery,
  translate: Translate,
  onProgress?: (progress: ExportProgress) => void,
): Promise<number> => {
  const records = await fetchAllRecords(dataProvider, declaration.name, query, onProgress);
  const referenceNames = await resolveReferenceNames(dataProvider, showFields(declaration), records);
  const table = buildExportTable(declaration, records, translate, referenceNames);
  const label = exportLabel(declaration, translate);
  downloadFile(await workbookBytes(table, label), exportFileName(label), xlsxMimeType);
  return records.length;
};
