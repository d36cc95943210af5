import { describe, expect, it } from 'vitest';
import { findDeclaration, resourceDeclarations } from '../../../resources';
import { cascadeFilter, dependentsOf } from '../../../src/generators/cascade';
import { imageUrls } from '../../../src/generators/imageUrls';
import { flattenServerErrors } from '../../../src/generators/serverErrors';
import { fallbackIcon, iconFor } from '../../../src/icons';
import { isChunkLoadError } from '../../../src/shell/chunkLoadError';
import { appForPath } from '../../../src/startup';

describe('generator helpers', () => {
  it('clear the whole cascade below a changed parent', () => {
    const ward = findDeclaration('ward')!;
    expect(dependentsOf(ward.fields, 'countryId')).toEqual(['stateProvinceId', 'districtId']);
    expect(dependentsOf(ward.fields, 'districtId')).toEqual([]);
    const district = ward.fields.find((field) => field.source === 'districtId')!;
    expect(cascadeFilter(district, 7)).toEqual({ stateProvinceId: 7 });
  });

  it('prefix image paths that are not full URLs with the CDN', () => {
    expect(imageUrls(' a/1.png ; https://x.test/2.jpg;;//cdn.test/3.gif ', 'https://cdn.kago.vn/')).toEqual([
      'https://cdn.kago.vn/a/1.png',
      'https://x.test/2.jpg',
      '//cdn.test/3.gif',
    ]);
    expect(imageUrls('/b.png', 'https://cdn.kago.vn')).toEqual(['https://cdn.kago.vn/b.png']);
    expect(imageUrls(null, 'https://cdn.kago.vn')).toEqual([]);
  });

  it('turn the wire list of messages per field into one text per field', () => {
    expect(flattenServerErrors({ code: ['a', 'b'], name: 'c', root: { serverError: 'd' } })).toEqual({
      code: 'a b',
      name: 'c',
      root: { serverError: 'd' },
    });
  });

  it('have an icon for every declaration', () => {
    const missing = resourceDeclarations.filter((declaration) => iconFor(declaration.icon) === fallbackIcon);
    expect(missing.map((declaration) => declaration.icon)).toEqual([]);
  });
});

describe('start-up', () => {
  const publicPaths = ['/', '/signin', '/callback', '/AccessDeny'];

  it('renders the public app for public paths and the admin for the rest', () => {
    expect(appForPath('/signin', publicPaths, false)).toBe('public');
    expect(appForPath('/callback', publicPaths, true)).toBe('public');
    expect(appForPath('/bank', publicPaths, false)).toBe('admin');
  });

  it('sends a signed-in user from / to the admin dashboard', () => {
    expect(appForPath('/', publicPaths, true)).toBe('admin');
    expect(appForPath('/', publicPaths, false)).toBe('public');
  });

  it('recognises a chunk that failed to download in each browser wording', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://kago.vn/assets/ResourceList-1.js',
      'error loading dynamically imported module',
      'Importing a module script failed.',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
