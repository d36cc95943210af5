// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type Transport } from '../../../dataProvider/httpClient';
import {
  downloadTrackingTemplate,
  exportOrders,
  fileNameFromDisposition,
  importTracking,
  saveBlob,
} from '../../../dataProvider/orderFiles';
import { failure, ok, recordingAdapter, useTestConfig, type Answer } from './recordingAdapter';
import { signIn } from './session';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file answer: the bytes as a Blob, as the client gives a `responseType: 'blob'` call in the browser. */
const fileAnswer = (contents: string, disposition?: string): Answer => ({
  status: 200,
  data: new Blob([contents], { type: xlsxType }),
  headers: { 'content-type': xlsxType, ...(disposition ? { 'content-disposition': disposition } : {}) },
});

/** An error envelope as a Blob: what a blob call receives when the server answers JSON instead. */
const blobFailure = (status: number, options: Parameters<typeof failure>[1]): Answer => {
  const answer = failure(status, options);
  return { ...answer, data: new Blob([JSON.stringify(answer.data)], { type: 'application/json' }) };
};

beforeEach(() => {
  localStorage.clear();
  useTestConfig();
  signIn('token-a');
});

describe('exportOrders', () => {
  it('posts the set filters to the family export and names the file from the answer', async () => {
    const { adapter, requests } = recordingAdapter(() =>
      fileAnswer('xlsx', 'attachment; filename="Purchased orders Ichiba_01022025.xlsx"'),
    );
    const file = await exportOrders(createHttpClient({ adapter }), 'OrderPurchasedIchiba', {
      keyword: 'KG1',
      status: ['purchased'],
      dateFrom: '',
      warehouse: undefined,
      source: [] as unknown as string,
      sortDesc: false,
    });
    expect(requests[0].line).toBe('POST /api/OrderPurchasedIchiba/ExportExcel');
    expect(requests[0].body).toEqual({ keyword: 'KG1', status: ['purchased'], sortDesc: false });
    expect(requests[0].headers.Authorization).toBe('Bearer token-a');
    expect(file.fileName).toBe('Purchased orders Ichiba_01022025.xlsx');
    expect(file.blob.type).toBe(xlsxType);
    expect(await file.blob.text()).toBe('xlsx');
  });

  it('calls an irregular family path as the path table says', async () => {
    const { adapter, requests } = recordingAdapter(() => fileAnswer('x'));
    const file = await exportOrders(createHttpClient({ adapter }), 'OrderCancelMercari', {});
    expect(requests[0].line).toBe('POST /api/OrderCancelMercari/ExportExcel');
    expect(file.fileName).toBe('OrderCancelMercari.xlsx');
  });

  it('turns an error envelope read from the blob into the error callApi throws', async () => {
    const { adapter } = recordingAdapter(() =>
      blobFailure(403, { message: 'You do not have permission to do this.' }),
    );
    await expect(exportOrders(createHttpClient({ adapter }), 'order', {})).rejects.toMatchObject({
      status: 403,
      message: 'You do not have permission to do this.',
    });
    const validation = recordingAdapter(() =>
      blobFailure(400, {
        message: 'The data is not valid',
        errors: { dateFrom: ['Date from is not a valid date'] },
      }),
    );
    await expect(
      exportOrders(createHttpClient({ adapter: validation.adapter }), 'order', {}),
    ).rejects.toMatchObject({
      status: 400,
      body: { errors: { dateFrom: 'Date from is not a valid date' } },
    });
  });

  it('reports progress, and rejects with an AbortError when its signal aborts', async () => {
    const progressing: Transport = async (config) => {
      config.onDownloadProgress?.({ loaded: 1024, total: undefined });
      config.onDownloadProgress?.({ loaded: 4096, total: 8192 });
      return { data: new Blob(['x']), status: 200, headers: {} };
    };
    const seen: [number, number | undefined][] = [];
    await exportOrders(
      createHttpClient({ adapter: progressing }),
      'order',
      {},
      {
        onProgress: (loaded, total) => seen.push([loaded, total]),
      },
    );
    expect(seen).toEqual([
      [1024, undefined],
      [4096, 8192],
    ]);

    const controller = new AbortController();
    const { adapter } = recordingAdapter(() => new Promise<Answer>(() => undefined));
    const pending = exportOrders(createHttpClient({ adapter }), 'order', {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers the RFC 5987 name, then the quoted or bare one', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Don hang da mua_01022025.xlsx"; filename*=UTF-8''%C4%90%C6%A1n%20h%C3%A0ng%20%C4%91%C3%A3%20mua_01022025.xlsx`,
      ),
    ).toBe('Đơn hàng đã mua_01022025.xlsx');
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".xlsx"')).toBe('a "b".xlsx');
    expect(fileNameFromDisposition('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A; filename=fallback.xlsx")).toBe(
      'fallback.xlsx',
    );
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(undefined)).toBeNull();
  });
});

describe('importTracking', () => {
  it('uploads the file as multipart field `file` and answers the rows', async () => {
    const result = {
      applied: 1,
      failed: 1,
      rows: [
        { row: 2, code: 'KG1', tracking: 'JP1', ok: true },
        { row: 3, code: 'KG2', tracking: '', ok: false, errorCode: 'TRACKING_NOT_ALLOW_NULL', message: 'x' },
      ],
    };
    const { adapter, requests } = recordingAdapter(() => ok(result));
    const uploading: Transport = (config) => {
      config.onUploadProgress?.({ loaded: 2, total: 4 });
      return adapter(config);
    };
    const file = new File(['xlsx'], 'trackings.xlsx', { type: xlsxType });
    const uploaded: [number, number | undefined][] = [];
    const answer = await importTracking(createHttpClient({ adapter: uploading }), file, {
      onProgress: (loaded, total) => uploaded.push([loaded, total]),
    });
    expect(answer).toEqual(result);
    expect(uploaded).toEqual([[2, 4]]);
    expect(requests[0].line).toBe('POST /api/OrderPurchasedIchiba/ImportTracking');
    const body = requests[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('trackings.xlsx');
  });

  it("rejects with the server's translated refusal", async () => {
    const { adapter } = recordingAdapter(() =>
      failure(400, { message: 'The file is not an Excel workbook (.xlsx).' }),
    );
    await expect(importTracking(createHttpClient({ adapter }), new Blob(['csv']))).rejects.toMatchObject({
      status: 400,
      message: 'The file is not an Excel workbook (.xlsx).',
    });
  });
});

describe('downloadTrackingTemplate', () => {
  it('gets the template of the tracking import', async () => {
    const { adapter, requests } = recordingAdapter(() =>
      fileAnswer('template', `attachment; filename="Tracking import template_01022025.xlsx"`),
    );
    const file = await downloadTrackingTemplate(createHttpClient({ adapter }));
    expect(requests[0].line).toBe('GET /api/OrderPurchasedIchiba/ImportTracking/template');
    expect(file.fileName).toBe('Tracking import template_01022025.xlsx');
  });
});

describe('saveBlob', () => {
  const created = vi.fn(() => 'blob:kago/1');
  const revoked = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a temporary download link, then removes it and releases the URL', () => {
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });
    const blob = new Blob(['x']);
    saveBlob(blob, 'Đơn hàng_01022025.xlsx');
    expect(created).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:kago/1', download: 'Đơn hàng_01022025.xlsx', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revoked).toHaveBeenCalledWith('blob:kago/1');
  });
});
