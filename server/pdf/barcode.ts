// The Node build by name: the project resolves modules as a bundler does, without the  condition.
import bwipjs from 'bwip-js/node';

/**
 * A scannable barcode of a text, as a PNG, for the PDF kit's documents (a shipping label's
 * reference): Code 128, which every warehouse scanner reads, when the text is printable ASCII; a QR
 * code (UTF-8) when it is not, since a reference may be typed in Vietnamese or Japanese and Code 128
 * has no such letters. bwip-js draws it on the server; a test decodes it back
 * (tests/server/shippingDocuments.test.ts).
 */
export type BarcodeSymbology = 'code128' | 'qrcode';

/** The symbology a text is printed in. */
export const barcodeSymbologyOf = (text: string): BarcodeSymbology =>
  /^[\x20-\x7e]+$/.test(text) ? 'code128' : 'qrcode';

// Opaque: a transparent PNG's pixels are black under its alpha, which a reader of the bare colours
// (and some label printers) would take for ink. And a quiet zone the scanners need.
const white = 'FFFFFF';

export const barcodePng = (text: string): Promise<Buffer> =>
  barcodeSymbologyOf(text) === 'code128'
    ? bwipjs.toBuffer({
        bcid: 'code128',
        text,
        scale: 3,
        height: 14,
        paddingwidth: 10,
        backgroundcolor: white,
      })
    : bwipjs.toBuffer({ bcid: 'qrcode', text, scale: 4, padding: 4, backgroundcolor: white });
