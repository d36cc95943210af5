import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueTables } from '../../support/catalogueFixtures';
import { renderAdmin } from '../../support/TestAdmin';
import { pretendWindowWidth } from '../shell/appBarHarness';
import { keepStyles } from '../../support/componentStyles';

// It checks what a style does (what is shown, a colour): with MUI's stylesheet, as the app has it.
keepStyles();

let restoreWidth: (() => void) | undefined;
afterEach(() => {
  restoreWidth?.();
  restoreWidth = undefined;
});

// The bank list's bar: the keyword search, "Active" and "Country" (a bar of three folds on a phone).
describe('the filter bar on a phone', () => {
  it('folds its filters behind a toggle that counts the ones set, the search kept in view', async () => {
    restoreWidth = pretendWindowWidth(390);
    const { user } = await renderAdmin({ path: '/bank', tables: catalogueTables() });
    await screen.findByText('Vietcombank');
    const toggle = screen.getByRole('button', { name: 'Filters (0)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.tagName).toBe('FORM');
    expect(screen.getByPlaceholderText('Search')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Active' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('combobox', { name: 'Active' }));
    await user.click(await screen.findByRole('option', { name: 'No' }));
    await waitFor(() => expect(toggle).toHaveTextContent('Filters (1)'));
    await user.click(toggle);
    expect(screen.queryByRole('combobox', { name: 'Active' })).not.toBeInTheDocument();
  });

  it('is always open, without a toggle, from 900 px on', async () => {
    restoreWidth = pretendWindowWidth(900);
    await renderAdmin({ path: '/bank', tables: catalogueTables() });
    await screen.findByText('Vietcombank');
    expect(screen.getByRole('combobox', { name: 'Active' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });

  it.each([['vi', 'Bộ lọc (0)'] as const, ['ja', '絞り込み（0）'] as const])(
    'names the toggle in the interface language (%s)',
    async (locale, name) => {
      restoreWidth = pretendWindowWidth(390);
      await renderAdmin({ path: '/bank', tables: catalogueTables(), locale });
      expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    },
  );
});
