import type { HttpClient, ProgressEvent, HttpResponse } from './httpClient';
import { findOrderAction, orderApiFamilies, type OrderExportQuery } from '../resources/orders/index';
import { readJsonBlob, callApi, sendRequest } from './callApi';
import { readEnvelope } from './envelope';
import { envelopeError, noResultsError } from './errors';
import { familyActionUrl } from './paths';

/**
 * The order file calls (no React): a family's list exported to Excel (the server streams it), the
 * tracking import of the Ichiba purchased family and its template, and saving a file in the browser.
 * Failures reject with the same `HttpError` as `callApi`, so the UI shows the translated message.
 */

/** A family list's filters and sort, as `getorders` takes them (the export has no paging). */
export type OrderExportFilters = OrderExportQuery;

export interface FileTransferOptions {
  /** Bytes moved so far, and the whole when the server says it (a streamed export does not). */
  onProgress?(loadedBytes: number, totalBytes?: number): void;
  /** Aborting rejects with an AbortError, as `callApi` does. */
  signal?: AbortSignal;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

import type { TrackingImportResult, TrackingImportRow } from '../contract/orderFiles';

export type { TrackingImportResult, TrackingImportRow };

/** The family that takes tracking imports (Ichiba purchased, call catalogue 7.2). */
export const trackingImportFamily = orderApiFamilies.find((family) =>
  family.actions.includes('ImportTracking'),
)!.path;

const trackingImportUrl = () => familyActionUrl(trackingImportFamily, 'ImportTracking');

/**
 * The file name of a `content-disposition` header: the RFC 5987 `filename*` (any language) when
 * present, else the plain `filename`; null without either.
 */
export const fileNameFromDisposition = (header: unknown): string | null => {
  if (typeof header !== 'string') return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // A malformed encoding: the plain name below still names the file.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2].trim()) : '';
  return name || null;
};

/** Filters with a value: an empty input is no filter (and the server refuses `""` for a date). */
const setFilters = (filters: OrderExportFilters) =>
  Object.fromEntries(
    Object.entries(filters).filter(
      ([, value]) =>
        value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length),
    ),
  );

const progress =
  (onProgress: FileTransferOptions['onProgress']) =>
  ({ loaded, total }: ProgressEvent) =>
    onProgress?.(loaded, total || undefined);

/** The file of a binary answer; an envelope where a file was expected is its failure. */
const fileOf = async (response: HttpResponse<Blob>, fallbackName: string): Promise<DownloadedFile> => {
  const body = await readJsonBlob(response.data);
  if (!(body instanceof Blob)) {
    const envelope = readEnvelope(body);
    throw envelope.success ? noResultsError() : envelopeError(envelope, 400);
  }
  return {
    blob: body,
    fileName: fileNameFromDisposition(response.headers['content-disposition']) ?? fallbackName,
  };
};

/** A binary answer of any call, as a file (the resources' `export` operations use it too). */
export const download = async (
  http: HttpClient,
  config: { method: 'GET' | 'POST'; url: string; data?: unknown },
  fallbackName: string,
  { onProgress, signal }: FileTransferOptions = {},
) =>
  fileOf(
    await sendRequest<Blob>(http, {
      ...config,
      responseType: 'blob',
      signal,
      onDownloadProgress: progress(onProgress),
    }),
    fallbackName,
  );

/** `POST /api/<Family>/ExportExcel`: the family's list as filtered and sorted on screen, as .xlsx. */
export const exportOrders = (
  http: HttpClient,
  familyPath: string,
  filters: OrderExportFilters,
  options: FileTransferOptions = {},
): Promise<DownloadedFile> =>
  download(
    http,
    { method: 'POST', url: familyActionUrl(familyPath, 'ExportExcel'), data: setFilters(filters) },
    `${familyPath}.xlsx`,
    options,
  );

/** `POST /api/OrderPurchasedIchiba/ImportTracking`: the file as multipart field `file`; each row's result. */
export const importTracking = (
  http: HttpClient,
  file: Blob,
  { onProgress, signal }: FileTransferOptions = {},
): Promise<TrackingImportResult> => {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'tracking.xlsx');
  return callApi<TrackingImportResult>(http, {
    method: 'POST',
    url: trackingImportUrl(),
    data: form,
    signal,
    onUploadProgress: progress(onProgress),
  });
};

/** `GET /api/OrderPurchasedIchiba/ImportTracking/template`: the .xlsx to fill, headings in the user's language. */
export const downloadTrackingTemplate = (http: HttpClient): Promise<DownloadedFile> =>
  download(http, { method: 'GET', url: `${trackingImportUrl()}/template` }, 'tracking.xlsx');

/** Hands a file to the browser's download: an object URL on a temporary link, released afterwards. */
export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The download has started from the click; the URL is only released once that has run.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
};

/**
 * The largest workbook the import takes, in megabytes: its declared file input's (resources/orders/
 * orderActions.ts), which the server's parser is given too. The dialog refuses a larger file before
 * sending it.
 */
export const trackingImportMaxMegabytes =
  findOrderAction('ImportTracking')!.inputs!.find((input) => input.files)!.maxBytes! / (1024 * 1024);

/** The file calls as custom data provider methods (react-admin wraps each; they take no resource). */
export interface OrderFileCalls {
  /** A family's list, as filtered and sorted on screen, as an .xlsx (`ExportExcel`). */
  exportOrderList: (
    familyPath: string,
    filters: OrderExportFilters,
    options?: FileTransferOptions,
  ) => Promise<{ data: DownloadedFile }>;
  /** Trackings from an .xlsx into the Ichiba purchased orders: each row's result. */
  importOrderTracking: (file: Blob, options?: FileTransferOptions) => Promise<{ data: TrackingImportResult }>;
  /** The .xlsx to fill for the tracking import. */
  downloadOrderTrackingTemplate: () => Promise<{ data: DownloadedFile }>;
}

export const orderFileCalls = (http: HttpClient): OrderFileCalls => ({
  exportOrderList: async (familyPath, filters, options) => ({
    data: await exportOrders(http, familyPath, filters, options),
  }),
  importOrderTracking: async (file, options) => ({ data: await importTracking(http, file, options) }),
  downloadOrderTrackingTemplate: async () => ({ data: await downloadTrackingTemplate(http) }),
});
