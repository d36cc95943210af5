import { createRequire } from 'node:module';
import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import type { Locale } from '../../i18n/languages';
import { attachmentDisposition } from '../http/xlsxFiles';

/**
 * The one PDF kit of the reference server: every printed document (the goods release note,
 * server/releaseNotes/pdf.ts; a shipping order's label, packing list and commercial invoice,
 * server/shippingOrders/documents.ts) is made with it, so the page set-up, the font, the values'
 * formats, the tables and the signatures are written once. pdfkit runs on the server only, so the
 * browser's bundle does not grow; its standard fonts have no Vietnamese or Japanese letters, so the
 * kit embeds Noto Sans JP (a package of the npm registry), whose glyphs cover Latin with Vietnamese
 * marks and Japanese alike.
 */
const fontFile = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
);

const intlLocales: Readonly<Record<Locale, string>> = { vi: 'vi-VN', en: 'en-US', ja: 'ja-JP' };

/** Currencies without fractions in everyday use (as the browser's src/kit/format.ts writes them). */
const wholeCurrencies: ReadonlySet<string> = new Set(['VND', 'JPY', 'KRW']);

/** An empty value, as every document prints it. */
export const noValue = '—';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** The values of a document written as its interface language writes them. */
export const pdfFormats = (locale: Locale) => {
  const intl = intlLocales[locale];
  return {
    number: (value: unknown, fractionDigits = 2) =>
      isBlank(value)
        ? noValue
        : new Intl.NumberFormat(intl, { maximumFractionDigits: fractionDigits }).format(Number(value)),
    /** An amount in a currency (ISO code): VND and JPY without fractions. */
    money: (value: unknown, currency: string) => {
      if (isBlank(value)) return noValue;
      const digits = wholeCurrencies.has(currency) ? 0 : 2;
      return new Intl.NumberFormat(intl, {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(Number(value));
    },
    /** A calendar day stored as `yyyy-MM-dd`. */
    date: (value: unknown) =>
      isBlank(value)
        ? noValue
        : new Intl.DateTimeFormat(intl, { dateStyle: 'short', timeZone: 'UTC' }).format(
            new Date(`${String(value).slice(0, 10)}T00:00:00Z`),
          ),
    /** A moment, in Viet Nam's time (where the warehouse and the post offices are). */
    dateTime: (value: unknown) =>
      isBlank(value)
        ? noValue
        : new Intl.DateTimeFormat(intl, {
            dateStyle: 'short',
            timeStyle: 'short',
            timeZone: 'Asia/Ho_Chi_Minh',
          }).format(new Date(value instanceof Date ? value : String(value))),
    text: (value: unknown) => (isBlank(value) ? noValue : String(value)),
  };
};

export type PdfDocument = InstanceType<typeof PDFDocument>;

/**
 * A document of `size` (A4 unless said) with the kit's font, written by `write`; its bytes once
 * `write` has drawn everything.
 */
export const makePdf = (
  { title, size = 'A4', margin = 50 }: { title: string; size?: string | [number, number]; margin?: number },
  write: (document: PdfDocument) => void,
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const document = new PDFDocument({ size, margin, info: { Title: title } });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.font(fontFile);
    try {
      write(document);
      document.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });

/** The width between the page's margins. */
export const innerWidth = (document: PdfDocument) =>
  document.page.width - document.page.margins.left - document.page.margins.right;

/** A document's heading: its title, and a line under it (the record's code) if given. */
export const heading = (document: PdfDocument, title: string, subtitle?: string) => {
  document.fontSize(18).text(title, { align: 'center' });
  if (subtitle) document.fontSize(12).text(subtitle, { align: 'center' });
  document.moveDown().fontSize(10);
};

/** `label: value` lines. */
export const fieldLines = (document: PdfDocument, lines: readonly (readonly [string, string])[]) => {
  document.fontSize(10);
  for (const [label, value] of lines) document.text(`${label}: ${value}`);
};

export interface PdfColumn {
  readonly header: string;
  /** Its share of the page's width (the shares need not add up to 1: they are scaled). */
  readonly share: number;
  readonly align?: 'left' | 'right' | 'center';
}

/**
 * A table across the page: a header row, then each row, a new page (with the header again) when the
 * next row would not fit.
 */
export const table = (
  document: PdfDocument,
  columns: readonly PdfColumn[],
  rows: readonly (readonly string[])[],
) => {
  const left = document.page.margins.left;
  const width = innerWidth(document);
  const total = columns.reduce((sum, column) => sum + column.share, 0);
  const widths = columns.map((column) => (column.share / total) * width);
  const padding = 3;
  const drawRow = (cells: readonly string[], bold: boolean) => {
    document.fontSize(9);
    const height =
      Math.max(
        ...cells.map((cell, index) => document.heightOfString(cell, { width: widths[index] - 2 * padding })),
      ) +
      2 * padding;
    if (document.y + height > document.page.height - document.page.margins.bottom) {
      document.addPage();
      if (!bold)
        drawRow(
          columns.map((column) => column.header),
          true,
        );
    }
    const top = document.y;
    let x = left;
    cells.forEach((cell, index) => {
      if (bold) document.rect(x, top, widths[index], height).fillAndStroke('#eeeeee', '#999999');
      else document.rect(x, top, widths[index], height).stroke('#999999');
      document.fillColor('black').text(cell, x + padding, top + padding, {
        width: widths[index] - 2 * padding,
        align: columns[index].align ?? 'left',
      });
      x += widths[index];
    });
    document.x = left;
    document.y = top + height;
  };
  drawRow(
    columns.map((column) => column.header),
    true,
  );
  for (const row of rows) drawRow(row, false);
  document.moveDown();
};

/** Two signature boxes side by side: who hands over and who receives, a name under either. */
export const signatures = (
  document: PdfDocument,
  [leftTitle, rightTitle]: readonly [string, string],
  [leftName, rightName]: readonly [string?, string?] = [],
) => {
  const left = document.page.margins.left;
  const half = innerWidth(document) / 2;
  if (document.y + 100 > document.page.height - document.page.margins.bottom) document.addPage();
  const top = document.y;
  document.fontSize(10);
  document.text(leftTitle, left, top, { width: half, align: 'center' });
  document.text(rightTitle, left + half, top, { width: half, align: 'center' });
  if (leftName) document.text(leftName, left, top + 70, { width: half, align: 'center' });
  if (rightName) document.text(rightName, left + half, top + 70, { width: half, align: 'center' });
  document.x = left;
};

/**
 * Answers a printed document as a file (not the envelope), named `fileName` (and its ASCII
 * `fallbackName` for old clients), never cached: it holds a customer's details.
 */
export const sendPdf = (reply: FastifyReply, pdf: Buffer, fileName: string, fallbackName: string) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentDisposition(fileName, fallbackName))
    .header('access-control-expose-headers', 'content-disposition')
    .header('cache-control', 'no-store')
    .send(pdf);
