import { crc32, deflateSync } from 'node:zlib';

/**
 * A truecolour PNG (8-bit RGB, no interlace) from raw pixels, with node:zlib only: the seed's
 * pictures need nothing more, and no image package is worth a dependency for it.
 */

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
};

/** `rgb` holds width x height pixels, row by row, three bytes each. */
export const encodePng = (width: number, height: number, rgb: Uint8Array): Buffer => {
  if (rgb.length !== width * height * 3)
    throw new Error(`encodePng: ${rgb.length} bytes for ${width}x${height} RGB pixels`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, adaptive filters, no interlace
  // Each scanline starts with its filter type; 0 (none) compresses flat tiles well enough.
  const stride = width * 3;
  const scanlines = Buffer.alloc((stride + 1) * height);
  for (let row = 0; row < height; row += 1) {
    scanlines.set(rgb.subarray(row * stride, (row + 1) * stride), row * (stride + 1) + 1);
  }
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
