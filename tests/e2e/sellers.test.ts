import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import { openInApp, openRow, openSignedIn } from './support/browser';
import { useBrowser } from './support/useBrowser';

/**
 * Seller management as a purchaser works it, in Vietnamese (the default), from its declaration alone:
 * the menu leaf beside buyer-config, the list, an edit refused with the seed-style message and fixed,
 * and no create or delete button, since the seed declares no such calls.
 */
describe('sellers in a real browser', () => {
  const { server, browser } = useBrowser({ width: 1280, height: 800 });

  it('lists, edits with the tax-code rule, and offers nothing the API does not serve', async () => {
    const { page, pageErrors } = browser;
    await openSignedIn(page, server.url, '/sellers', 'purchaser');
    await openInApp(page, `/sellers?filter=${encodeURIComponent(JSON.stringify({ q: 'Sakura Store 1' }))}`);
    const vi = (key: string, options?: Record<string, string | number>) => translate('vi', key, options);
    await page
      .getByRole('menuitem', { name: vi('resources.sellers.name', { smart_count: 2 }) })
      .first()
      .waitFor();
    await page.getByRole('cell', { name: /Sakura Store 1$/ }).waitFor();
    expect(await page.getByRole('link', { name: vi('ra.action.create') }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);

    // The list's filter bar has a tax-code box of the same name: the edit page must have replaced it.
    await openRow(page, page.getByRole('cell', { name: /Sakura Store 1$/ }), (url) =>
      /^\/sellers\/\d+$/.test(url.pathname),
    );
    const save = page.getByRole('button', { name: vi('ra.action.save') });
    await save.waitFor();
    const taxCode = page.getByRole('textbox', {
      name: new RegExp(`^${vi('resources.sellers.fields.taxCode')}`),
    });
    await taxCode.fill('12345');
    await save.click();
    const label = vi('resources.sellers.fields.taxCode');
    await page.getByText(vi('kago.validation.patterns.taxCode', { field: label })).waitFor();
    expect(await taxCode.inputValue()).toBe('12345');

    await taxCode.fill('0312345678-001');
    await save.click();
    await page.waitForURL((url) => url.pathname === '/sellers');
    await page.getByRole('cell', { name: '0312345678-001' }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
