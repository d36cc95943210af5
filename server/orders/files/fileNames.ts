import type { Locale } from '../../../i18n/languages';
import { translate } from '../../../i18n/translate';
import type { OrderFamily } from '../../../resources/orders/index';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `DDMMyyyy`, the date part of an export's file name (seed 000 section 9), in the server's time zone. */
export const dayStamp = (date: Date) =>
  `${twoDigits(date.getDate())}${twoDigits(date.getMonth() + 1)}${date.getFullYear()}`;

/**
 * The name of a family's list in this language: its stage and source, or its own name. A stage's
 * base family filtered to one source (the PCS screens) is named after that source.
 */
export const familyListLabel = (locale: Locale, family: OrderFamily, sourceFilter?: string) => {
  if (!family.stage) return translate(locale, `kago.orderFiles.lists.${family.path}`);
  const list = translate(locale, `kago.orderFiles.stages.${family.stage}`);
  const sourceKey = family.source ?? sourceFilter;
  if (!sourceKey) return list;
  const source = translate(locale, `kago.orderSource.${sourceKey}`);
  return translate(locale, 'kago.orderFiles.withSource', { list, source });
};

/** Characters no file system takes in a name (control characters, then the reserved ones). */
const unsafeInFileName = (character: string) => character < ' ' || '\\/:*?"<>|'.includes(character);

/** `<label>_<DDMMyyyy>.xlsx`, as the seed names the customer export. */
export const xlsxFileName = (label: string, date = new Date()) =>
  `${[...label]
    .map((character) => (unsafeInFileName(character) ? '-' : character))
    .join('')
    .trim()}_${dayStamp(date)}.xlsx`;

/** Vietnamese without its accents; null when the name still holds other than printable ASCII. */
const asciiOf = (name: string) => {
  const plain = name.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
  return /^[\x20-\x7e]+$/.test(plain) ? plain : null;
};

/** RFC 5987 `value-chars`: what encodeURIComponent leaves alone, minus `'()*`. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `attachment; filename="..."` and, for a name that is not plain ASCII, `filename*=UTF-8''...`
 * (RFC 6266): browsers take the exact name from the latter, older clients the ASCII fallback
 * (`fallback` when even the accent-stripped name is not ASCII, as in Japanese).
 */
export const attachmentDisposition = (fileName: string, fallback: string) => {
  const ascii = asciiOf(fileName) ?? fallback;
  const quoted = ascii.replace(/["\\]/g, '_');
  return ascii === fileName
    ? `attachment; filename="${quoted}"`
    : `attachment; filename="${quoted}"; filename*=UTF-8''${rfc5987(fileName)}`;
};
