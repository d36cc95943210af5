// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPublicPage, resetPublicPageLoad } from '../../../authProvider/publicPage';

describe('loadPublicPage', () => {
  afterEach(() => {
    resetPublicPageLoad();
    vi.unstubAllGlobals();
  });

  it('loads the page once, however many checks fail at the same time', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    for (let call = 0; call < 20; call += 1) loadPublicPage('/signin');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/signin');
  });
});
