import { ApiError } from '../../http/apiError';

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
 * Refuses (400) what is not an .xlsx workbook by its content before anything parses it (its name or
 * media type the registrar checked: the import's upload, server/orders/files/trackingImport.ts): a zip
 * whose declared content is of a sane size.
 */
export const checkXlsxContent = (content: Buffer) => {
  if (content.length < 22 || content.readUInt32LE(0) !== localFileSignature) throw notXlsx();
  const unzipped = declaredUnzippedBytes(content);
  if (unzipped === null || unzipped > maxUnzippedBytes) throw notXlsx();
};
