import { ApiError } from '../../http/apiError';
import { xlsxContentType } from '../../http/xlsxFiles';

/** An uploaded workbook may weigh this much (seed: not shown; ours). */
export const maxUploadMegabytes = 5;
export const maxUploadBytes = maxUploadMegabytes * 1024 * 1024;

/**
 * What its parts may add up to once unzipped. A sheet of a few thousand rows is a few megabytes of
 * XML; a small file that claims far more is a zip bomb, refused before exceljs inflates it.
 */
const maxUnzippedBytes = 64 * 1024 * 1024;

const localFileSignature = 0x04034b50;
const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;

/** The unzipped size the zip's central directory declares, or null when it cannot be read. */
const declaredUnzippedBytes = (zip: Buffer): number | null => {
  // The end record is the last 22 bytes, unless a comment (at most 65535 bytes) follows it.
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let at = zip.length - 22; at >= earliest && end < 0; at -= 1) {
    if (zip.readUInt32LE(at) === endOfDirectorySignature) end = at;
  }
  if (end < 0) return null;
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let entry = 0; entry < entries; entry += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== directoryEntrySignature) return null;
    total += zip.readUInt32LE(at + 24);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return total;
};

export const notXlsx = () => new ApiError(400, 'kago.orderFiles.import.notXlsx');

/**
 * Refuses (400) what is not an .xlsx workbook before anything parses it: by name or declared type,
 * then by content (a zip whose declared content is of a sane size).
 */
export const checkXlsxUpload = (file: { filename: string; mimetype: string; content: Buffer }) => {
  const named = /\.xlsx$/i.test(file.filename) || file.mimetype === xlsxContentType;
  if (!named || file.content.length < 22 || file.content.readUInt32LE(0) !== localFileSignature)
    throw notXlsx();
  const unzipped = declaredUnzippedBytes(file.content);
  if (unzipped === null || unzipped > maxUnzippedBytes) throw notXlsx();
};
