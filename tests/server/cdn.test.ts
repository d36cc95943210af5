import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPicturePath, writeProductPictures } from '../../server/cdn/productPictures';
import { products } from '../../server/seed/orderNames';
import { signIn } from '../support/signIn';
import { processTestServer, type TestServer } from '../support/testServer';
import { apiClient } from './support/api';

let server: TestServer;

beforeAll(async () => {
  server = await processTestServer();
});
afterAll(() => server?.close());

/**
 * A GET with the path and headers sent exactly as written: fetch would resolve `..` before sending,
 * and adds `cache-control: no-cache` to a conditional request.
 */
const rawGet = (pathAsSent: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    const request = httpRequest({ hostname, port, path: pathAsSent, method: 'GET', headers }, (response) => {
      let body = '';
      response.setEncoding('latin1');
      response.on('data', (part: string) => (body += part));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });

interface DecodedPng {
  width: number;
  height: number;
  /** Distinct colours, as `r,g,b`. */
  colours: Set<string>;
}

/** Reads back an 8-bit RGB PNG whose scanlines are unfiltered (what the seed writes). */
const decodePng = (bytes: Buffer): DecodedPng => {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('ascii', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect([...body.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const scanlines = inflateSync(Buffer.concat(data));
  expect(scanlines.length).toBe((width * 3 + 1) * height);
  const colours = new Set<string>();
  for (let row = 0; row < height; row += 1) {
    const start = row * (width * 3 + 1);
    expect(scanlines[start]).toBe(0);
    for (let x = 0; x < width; x += 1) {
      const at = start + 1 + x * 3;
      colours.add(`${scanlines[at]},${scanlines[at + 1]},${scanlines[at + 2]}`);
    }
  }
  return { width, height, colours };
};

describe('/cdn', () => {
  it('serves the picture of every order a list shows, as PNG, publicly, with caching headers', async () => {
    const token = (await signIn(server.url, 'admin', 'admin')).accessToken;
    const { body } = await apiClient(server.url, token).get<{ items: { image: string | null }[] }>(
      '/api/orderSearch/getorders',
      {
        take: 50,
      },
    );
    const images = new Set(body.data.items.map((order) => String(order.image)));
    expect(images.size).toBeGreaterThan(1);
    for (const image of images) {
      expect(image).toMatch(/^orders\/[a-z0-9-]+\.png$/);
      // No bearer token: an <img> sends none.
      const response = await fetch(`${server.url}/cdn/${image}`);
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('etag')).toBeTruthy();
      const picture = decodePng(Buffer.from(await response.arrayBuffer()));
      expect([picture.width, picture.height]).toEqual([160, 160]);
      // A tile, its darker foot and the white initials: a picture, not an empty square.
      expect(picture.colours.has('255,255,255')).toBe(true);
      expect(picture.colours.size).toBe(3);
    }
  });

  it('holds a picture for every product of the seed, each product its own', async () => {
    const bodies = new Set<string>();
    for (const [name] of products) {
      const response = await fetch(`${server.url}/cdn/${productPicturePath(name)}`);
      expect(response.status, name).toBe(200);
      bodies.add(Buffer.from(await response.arrayBuffer()).toString('base64'));
    }
    expect(bodies.size).toBe(products.length);
  });

  it('answers 304 to a browser revalidating a picture it holds', async () => {
    const picture = `/cdn/${productPicturePath(products[0][0])}`;
    const etag = (await fetch(`${server.url}${picture}`)).headers.get('etag')!;
    expect((await rawGet(picture, { 'if-none-match': etag })).status).toBe(304);
    expect((await rawGet(picture, { 'if-none-match': '"another"' })).status).toBe(200);
  });

  it('serves other picture types with their own content type, and nothing that is not a picture', async () => {
    const cdnDir = path.join(server.dataDir, 'cdn');
    // The smallest GIF: one transparent pixel.
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    writeFileSync(path.join(cdnDir, 'orders', 'pixel.gif'), gif);
    writeFileSync(path.join(cdnDir, 'orders', 'photo.JPG'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    writeFileSync(path.join(cdnDir, 'notes.txt'), 'not a picture');
    writeFileSync(path.join(cdnDir, 'orders', '.hidden.png'), gif);

    const gifAnswer = await fetch(`${server.url}/cdn/orders/pixel.gif`);
    expect(gifAnswer.status).toBe(200);
    expect(gifAnswer.headers.get('content-type')).toBe('image/gif');
    expect(Buffer.from(await gifAnswer.arrayBuffer())).toEqual(gif);
    const jpegAnswer = await fetch(`${server.url}/cdn/orders/photo.JPG`);
    expect(jpegAnswer.status).toBe(200);
    expect(jpegAnswer.headers.get('content-type')).toBe('image/jpeg');

    for (const refused of ['/cdn/notes.txt', '/cdn/orders/.hidden.png', '/cdn/orders/missing.png', '/cdn/']) {
      const answer = await fetch(`${server.url}${refused}`);
      expect(answer.status, refused).toBe(404);
      expect(((await answer.json()) as { success: boolean }).success).toBe(false);
    }
  });

  it('refuses every path that leaves the CDN folder', async () => {
    // A picture beside the CDN folder, which a traversal would reach.
    writeFileSync(path.join(server.dataDir, 'outside.png'), 'outside the cdn folder');
    for (const attempt of [
      '/cdn/../outside.png',
      '/cdn/orders/../../outside.png',
      '/cdn/%2e%2e/outside.png',
      '/cdn/..%2foutside.png',
      '/cdn/..%5coutside.png',
      '/cdn/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      `/cdn/${encodeURIComponent(path.join(server.dataDir, 'outside.png'))}`,
    ]) {
      const { status, body } = await rawGet(attempt);
      expect([403, 404], attempt).toContain(status);
      expect(body, attempt).not.toContain('outside the cdn folder');
      expect(body, attempt).not.toContain('root:');
    }
  });
});

describe('writeProductPictures', () => {
  it('writes each picture once and leaves a picture already there alone', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'kago-cdn-'));
    try {
      const names = products.map(([name]) => name);
      expect(await writeProductPictures(folder, names)).toBe(names.length);
      const replaced = path.join(folder, productPicturePath(names[0]));
      writeFileSync(replaced, 'a photo put there by hand');
      expect(await writeProductPictures(folder, names)).toBe(0);
      expect(readFileSync(replaced, 'utf8')).toBe('a photo put there by hand');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
