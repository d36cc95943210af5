import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { glyphHeight, glyphInks, glyphWidth } from './glyphs';
import { encodePng } from './png';

/**
 * The seed's product pictures: a tile in a colour of the product's own with its initials, one PNG
 * per product, named after it. The order seed stores their CDN paths; the CDN folder gets the files.
 */

const size = 160;
const scale = 12;
const letterGap = 12;

/** Tile colours, dark enough for white initials to read (contrast above 4.5:1). */
const palette: readonly (readonly [number, number, number])[] = [
  [0x1e, 0x5a, 0x9c],
  [0xb0, 0x3a, 0x2e],
  [0x2e, 0x7d, 0x32],
  [0x6a, 0x1b, 0x9a],
  [0xad, 0x14, 0x57],
  [0x00, 0x69, 0x5c],
  [0x8d, 0x4e, 0x00],
  [0x37, 0x47, 0x4f],
];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Where a product's picture lives on the CDN (relative, as image values are stored). */
export const productPicturePath = (productName: string) => `orders/${slug(productName)}.png`;

/** The first letters of the first two words: "Canon EOS Kiss" is CE. */
export const initialsOf = (productName: string) =>
  productName
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');

/** A stable colour per name, so the same product always looks the same. */
const colourOf = (name: string) => {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length];
};

/** The picture of one product as PNG bytes. */
export const productPicture = (productName: string): Buffer => {
  const [red, green, blue] = colourOf(productName);
  const initials = initialsOf(productName);
  const pixels = new Uint8Array(size * size * 3);
  const textWidth = initials.length * glyphWidth * scale + Math.max(0, initials.length - 1) * letterGap;
  const left = Math.floor((size - textWidth) / 2);
  const top = Math.floor((size - glyphHeight * scale) / 2);
  const inked = (x: number, y: number) => {
    const column = x - left;
    const row = Math.floor((y - top) / scale);
    if (column < 0 || row < 0 || row >= glyphHeight) return false;
    const letter = Math.floor(column / (glyphWidth * scale + letterGap));
    const within = column - letter * (glyphWidth * scale + letterGap);
    return letter < initials.length && within < glyphWidth * scale
      ? glyphInks(initials[letter], Math.floor(within / scale), row)
      : false;
  };
  for (let y = 0; y < size; y += 1) {
    // A darker band at the foot, like a label: the tile reads as a product card, not a flat swatch.
    const shade = y >= size - 20 ? 0.7 : 1;
    for (let x = 0; x < size; x += 1) {
      const at = (y * size + x) * 3;
      if (inked(x, y)) pixels.set([255, 255, 255], at);
      else pixels.set([red * shade, green * shade, blue * shade].map(Math.round), at);
    }
  }
  return encodePng(size, size, pixels);
};

/**
 * Writes the pictures of these products into the CDN folder, leaving files already there alone: the
 * first start of a data folder writes them, later starts (and any picture replaced by hand) keep them.
 */
export const writeProductPictures = async (cdnDir: string, productNames: readonly string[]) => {
  let written = 0;
  for (const name of productNames) {
    const file = path.join(cdnDir, productPicturePath(name));
    if (existsSync(file)) continue;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, productPicture(name));
    written += 1;
  }
  return written;
};
