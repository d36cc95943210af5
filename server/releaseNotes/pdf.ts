import type { Locale } from '../../i18n/languages';
import { translate } from '../../i18n/translate';
import { releaseNoteDeclaration } from '../../resources/releaseNotes';
import { choiceLabelKey, declaredFieldLabelKey } from '../../resources/index';
import { fieldLines, heading, makePdf, pdfFormats, signatures } from '../pdf/kit';
import type { Row } from '../resources/records';

/**
 * The printed goods release note (`GET /api/ManageReleaseNotes/GetPdf`): one A4 page or more in the
 * interface language, the note's fields, its packages with their orders, and a place for each side's
 * signature; made with the server's one PDF kit (server/pdf/kit.ts).
 */

/** A package on the note as the print reads it (server/releaseNotes/rules.ts `packagesOfNote`). */
interface NotePackage {
  readonly code: string;
  readonly weight: unknown;
  readonly orders: readonly { readonly code: string; readonly title: string }[];
}

type NotePackages = readonly NotePackage[];

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
  const format = pdfFormats(locale);
  if (value === null || value === undefined || value === '') return format.text(value);
  if (source === 'recipientType')
    return translate(locale, choiceLabelKey(releaseNoteDeclaration.name, source, String(value)));
  if (source === 'domesticShippingFee') return format.money(value, 'VND');
  if (source === 'releasedAt') return format.dateTime(value);
  if (source === 'deliveryDate') return format.date(value);
  return String(value);
};

/** The PDF of a note and its packages, as bytes. */
export const releaseNotePdf = (locale: Locale, note: Row, packages: NotePackages): Promise<Buffer> => {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const label = (source: string) => t(declaredFieldLabelKey(releaseNoteDeclaration, source));
  const title = t('kago.releaseNoteServer.pdf.title');
  return makePdf({ title: `${title} ${String(note.code)}` }, (document) => {
    heading(document, title, `${label('code')}: ${String(note.code)}`);
    fieldLines(
      document,
      printed.map((source) => [label(source), shown(locale, source, note[source])] as const),
    );
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
    signatures(
      document,
      [t('kago.releaseNoteServer.pdf.warehouseSignature'), t('kago.releaseNoteServer.pdf.receiverSignature')],
      [undefined, String(note.receiverName ?? '')],
    );
  });
};
