/**
 * What every spreadsheet the server answers with shares, whichever area writes it (a declared
 * resource's export, server/resources/exportFile.ts; an order list's, server/orders/files/): its
 * content type, its file name and how the name is sent, its sheet's name, and how it is paced.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `DDMMyyyy`, the date part of an export's file name (seed 000 section 9), in the server's time zone. */
export const dayStamp = (date: Date) =>
  `${twoDigits(date.getDate())}${twoDigits(date.getMonth() + 1)}${date.getFullYear()}`;

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

/** Excel's limits on a sheet name: 31 characters, none of `[]:*?/\`. */
export const sheetName = (label: string) => label.replace(/[[\]:*?/\\]/g, '-').slice(0, 31);

/**
 * Rows written between two turns of the event loop. The embedded database answers in promise
 * callbacks only, and exceljs zips through zlib's thread pool, whose results come back one turn of
 * the event loop at a time: without these pauses the whole file would be built in memory before the
 * first byte left (and every other request would wait for it).
 */
export const rowsPerTurn = 50;

export const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Resolves once the reader has taken what is buffered, or is gone. */
export const drained = async (output: Writable) => {
  if (!output.writableNeedDrain || output.destroyed) return;
  await Promise.race([once(output, 'drain'), once(output, 'close')]);
};
