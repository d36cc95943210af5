import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { languages, type Locale } from '../../../i18n/languages';
import { translate } from '../../../i18n/translate';
import type { TrackingImportResult, TrackingImportRow } from '../../../contract/orderFiles';
import { findOrderAction, type OrderFamily } from '../../../resources/orders/index';
import type { Database } from '../../db/database';
import { orders } from '../../db/orderTables';
import { analyzeAfterBulkWrite } from '../../db/statistics';
import { ApiError } from '../../http/apiError';
import { localeOf } from '../../http/locale';
import type { ActionRules } from '../../resources/rules';
import type { Upload, UploadedFile } from '../../resources/upload';
import { withErrorCode } from '../failures';
import { orderListWhere } from '../queries';
import { writeOrder } from '../writeFlow';
import { checkXlsxContent, notXlsx } from './xlsxUpload';

/** Data rows one import may carry (ours): each is a transaction of its own. */
export const maxImportRows = 5_000;
/** The width of `orders.tracking`. */
const maxTrackingLength = 100;

/** The template's two columns: their headings are the export's, so an exported sheet imports too. */
export const trackingColumns = ['code', 'tracking'] as const;
type TrackingColumn = (typeof trackingColumns)[number];

export const trackingHeading = (locale: Locale, column: TrackingColumn) =>
  translate(locale, `kago.orderFiles.columns.${column}`);

const normalise = (heading: string) => heading.trim().toLowerCase();

/** A heading names a column by its key or by its heading in any language, whatever the case. */
const acceptedHeadings = new Map<string, TrackingColumn>(
  trackingColumns.flatMap((column) => [
    [column, column] as const,
    ...languages.map(({ locale }) => [normalise(trackingHeading(locale, column)), column] as const),
  ]),
);

/** A data row of the sheet: its number as Excel shows it, and its two values. */
export type TrackingRow = Pick<TrackingImportRow, 'row' | 'code' | 'tracking'>;

/** The (code, tracking) rows of an uploaded workbook's first sheet; blank rows are skipped. */
export const readTrackingRows = async (request: FastifyRequest, content: Buffer): Promise<TrackingRow[]> => {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ExcelJS.Buffer);
  } catch {
    throw notXlsx();
  }
  const sheet = workbook.worksheets[0];
  const positions = new Map<TrackingColumn, number>();
  sheet?.getRow(1).eachCell((cell, column) => {
    const known = acceptedHeadings.get(normalise(cell.text));
    if (known && !positions.has(known)) positions.set(known, column);
  });
  if (!sheet || positions.size < trackingColumns.length) {
    const locale = localeOf(request);
    throw new ApiError(400, 'kago.orderFiles.import.headingsMissing', {
      params: { code: trackingHeading(locale, 'code'), tracking: trackingHeading(locale, 'tracking') },
    });
  }
  if (sheet.actualRowCount - 1 > maxImportRows)
    throw new ApiError(400, 'kago.orderFiles.import.tooManyRows', { params: { max: maxImportRows } });
  const rows: TrackingRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const text = (column: TrackingColumn) => row.getCell(positions.get(column)!).text.trim();
    const found = { row: number, code: text('code'), tracking: text('tracking') };
    if (found.code || found.tracking) rows.push(found);
  });
  return rows;
};

/** A row refused: its seed error code when it has one, and the message in the request's language. */
const refusal = (request: FastifyRequest, row: TrackingRow, error: unknown): TrackingImportRow => {
  if (!(error instanceof ApiError)) {
    request.log.error({ err: error, row: row.row }, 'Tracking import row failed');
    return { ...row, ok: false, message: translate(localeOf(request), 'kago.server.unexpected') };
  }
  const errorCode = error.details.detailErrors?.[0]?.ErrorCode;
  return {
    ...row,
    ok: false,
    ...(errorCode ? { errorCode } : {}),
    message: translate(localeOf(request), error.messageKey, error.details.params),
  };
};

/**
 * Applies each row on its own: the order (one of the family's, by code) gets the tracking and moves
 * on to domestic shipping through the shared write flow (one transaction and one event-log row per
 * order). A refused row never stops the others. Refusals: no tracking (`TRACKING_NOT_ALLOW_NULL`);
 * a tracking an order already has, or an earlier row of the file carries (`TRACKING_EXIST`, so
 * importing the same file twice refuses every row the first import applied); no such order in the
 * family (`TRACKING_NOT_EXIST`).
 */
export const importTrackingRows = async (
  db: Database,
  request: FastifyRequest,
  family: OrderFamily,
  rows: readonly TrackingRow[],
): Promise<TrackingImportResult> => {
  const distinct = (values: string[]) => [...new Set(values.filter(Boolean))];
  const codes = distinct(rows.map((row) => row.code));
  const trackings = distinct(rows.map((row) => row.tracking));
  // One query for every row's order and one for every row's tracking, not one per row.
  const [found, taken] = await Promise.all([
    codes.length
      ? db
          .select({ id: orders.id, code: orders.code })
          .from(orders)
          .where(and(orderListWhere(family, {}, []), inArray(orders.code, codes)))
      : [],
    trackings.length
      ? db
          .selectDistinct({ tracking: orders.tracking })
          .from(orders)
          .where(inArray(orders.tracking, trackings))
      : [],
  ]);
  const idByCode = new Map(found.map((order) => [order.code, order.id]));
  const known = new Set(taken.map((order) => order.tracking));
  const seen = new Set<string>();
  const results: TrackingImportRow[] = [];
  for (const row of rows) {
    try {
      if (!row.tracking) throw withErrorCode(request, 400, 'TRACKING_NOT_ALLOW_NULL');
      if (row.tracking.length > maxTrackingLength)
        throw new ApiError(400, 'kago.orderFiles.import.trackingTooLong', {
          params: { max: maxTrackingLength },
        });
      const repeated = seen.has(row.tracking);
      seen.add(row.tracking);
      if (repeated || known.has(row.tracking)) throw withErrorCode(request, 400, 'TRACKING_EXIST');
      const orderId = idByCode.get(row.code);
      if (orderId === undefined) throw withErrorCode(request, 400, 'TRACKING_NOT_EXIST');
      await writeOrder(db, {
        request,
        action: 'ImportTracking',
        families: [family],
        orderId,
        change: async (tx) => {
          // Checked again in the transaction, holding a lock on the tracking itself: two imports
          // racing with the same tracking for different orders must not both apply it.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${row.tracking}))`);
          const [used] = await tx
            .select({ id: orders.id })
            .from(orders)
            .where(eq(orders.tracking, row.tracking))
            .limit(1);
          if (used) throw withErrorCode(request, 400, 'TRACKING_EXIST');
          return { status: 'domesticShipping', values: { tracking: row.tracking } };
        },
      });
      results.push({ ...row, ok: true });
    } catch (error) {
      results.push(refusal(request, row, error));
    }
  }
  const applied = results.filter((result) => result.ok).length;
  // Thousands of orders may just have moved stage: the list queries must not plan on the old counts.
  await analyzeAfterBulkWrite(db, ['orders', 'order_events'], applied);
  return { applied, failed: results.length - applied, rows: results };
};

const importText = (name: string) => `kago.orderFiles.import.${name}`;
const workbookInput = findOrderAction('ImportTracking')!.inputs!.find((input) => input.files)!;

/**
 * The import's body: one .xlsx in its declared file input, at most that input's size
 * (resources/orders/orderActions.ts), refused in the import's own words.
 */
const trackingUpload: Upload = {
  field: workbookInput.source,
  accept: {
    endings: ['.xlsx'],
    mediaTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
  maxBytes: workbookInput.maxBytes!,
  messages: {
    missing: importText('fileRequired'),
    tooLarge: importText('tooLarge'),
    wrongKind: importText('notXlsx'),
  },
};

/**
 * `POST /api/<Family>/ImportTracking` (Ichiba purchased only): its upload, which the registrar reads
 * and refuses (server/resources/upload.ts), checked to be a workbook, its rows applied each in a
 * transaction of its own.
 */
export const importRules = (family: OrderFamily): ActionRules => ({
  upload: trackingUpload,
  summary: `Sets trackings from an .xlsx (multipart, field \`${trackingUpload.field}\`, at most ${trackingUpload.maxBytes / (1024 * 1024)} MB; headings code and tracking) and moves each order to domestic shipping; a refused row does not stop the others.`,
  ownTransactions: true,
  handle: async ({ tx, request, input }) => {
    const file = input[trackingUpload.field] as UploadedFile;
    checkXlsxContent(file.data);
    const rows = await readTrackingRows(request, file.data);
    return importTrackingRows(tx, request, family, rows);
  },
});
