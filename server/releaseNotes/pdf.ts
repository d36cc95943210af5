import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Locale } from '../../i18n/languages';
import { translate } from '../../i18n/translate';
import { releaseNoteDeclaration } from '../../resources/releaseNotes';
import { choiceLabelKey, declaredFieldLabelKey } from '../../resources/index';
import type { Row } from '../resources/records';
import type { packagesOfNote } from './rules';

/**
 * The printed goods release note (`GET /api/ManageReleaseNotes/GetPdf`): one A4 page or more in the
 * interface language, the note's fields, its packages with their orders, and a place for each side's
 * signature. pdfkit runs on the server only, so the browser's bundle does not grow; its standard
 * fonts have no Vietnamese or Japanese letters, so it embeds Noto Sans JP (a package of the npm
 * registry), whose glyphs cover Latin with Vietnamese marks and Japanese alike.
 */
const fontFile = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
);

const intlLocales: Readonly<Record<Locale, string>> = { vi: 'vi-VN', en: 'en-US', ja: 'ja-JP' };

type NotePackages = Awaited<ReturnType<typeof packagesOfNote>>;

/** The fields the note prints, in order. */
const printed = [
  'recipientType',
  'customerCode',
  'receiverName',
  'receiverPhone',
  'domesticCarrier',
  'shipmentCode',
  'deliveryDate',
  'deliveryAddress',
  'domesticShippingFee',
  'releasedBy',
  'releasedAt',
  'shipmentNote',
] as const;

/** A field's value as the interface language writes it (VND without fractions). */
const shown = (locale: Locale, source: (typeof printed)[number], value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  const intl = intlLocales[locale];
  if (source === 'recipientType')
    return translate(locale, choiceLabelKey(releaseNoteDeclaration.name, source, String(value)));
  if (source === 'domesticShippingFee')
    return new Intl.NumberFormat(intl, {
      style: 'currency',
      currency: 'VND',
      maximumFractionDigits: 0,
    }).format(Number(value));
  if (source === 'releasedAt')
    return new Intl.DateTimeFormat(intl, { dateStyle: 'short', timeStyle: 'short' }).format(
      new Date(String(value)),
    );
  if (source === 'deliveryDate')
    return new Intl.DateTimeFormat(intl, { dateStyle: 'short', timeZone: 'UTC' }).format(
      new Date(`${String(value)}T00:00:00Z`),
    );
  return String(value);
};

/** The PDF of a note and its packages, as bytes. */
export const releaseNotePdf = (locale: Locale, note: Row, packages: NotePackages): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
    const label = (source: string) => t(declaredFieldLabelKey(releaseNoteDeclaration, source));
    const document = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `${t('kago.releaseNoteServer.pdf.title')} ${String(note.code)}` },
    });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.font(fontFile);

    document.fontSize(18).text(t('kago.releaseNoteServer.pdf.title'), { align: 'center' });
    document
      .fontSize(12)
      .text(`${label('code')}: ${String(note.code)}`, { align: 'center' })
      .moveDown();
    document.fontSize(10);
    for (const source of printed) document.text(`${label(source)}: ${shown(locale, source, note[source])}`);
    document.moveDown();

    document.fontSize(12).text(label('packageCodes')).fontSize(10);
    packages.forEach((found, index) => {
      const orders = found.orders.map((order) => `${order.code} (${order.title})`).join('; ');
      document.text(
        `${index + 1}. ${found.code}${found.weight ? ` — ${found.weight} g` : ''}: ${t('kago.releaseNoteServer.pdf.orders')} ${orders || '—'}`,
      );
    });
    document
      .moveDown()
      .text(t('kago.releaseNoteServer.pdf.total', { count: packages.length }))
      .moveDown(2);

    const top = document.y;
    const half = (document.page.width - 100) / 2;
    document.text(t('kago.releaseNoteServer.pdf.warehouseSignature'), 50, top, {
      width: half,
      align: 'center',
    });
    document.text(t('kago.releaseNoteServer.pdf.receiverSignature'), 50 + half, top, {
      width: half,
      align: 'center',
    });
    document.text(String(note.receiverName ?? ''), 50 + half, top + 70, { width: half, align: 'center' });
    document.end();
  });
