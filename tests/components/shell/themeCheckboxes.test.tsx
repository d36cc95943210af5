import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueTables } from '../../support/catalogueFixtures';
import { renderAdmin } from '../../support/TestAdmin';

describe('checkbox labels in the theme', () => {
  it('names each row checkbox and the select-all one on the input, not on its wrapper', async () => {
    await renderAdmin({ path: '/bank', tables: catalogueTables() });
    await screen.findByText('Vietcombank');
    const rows = screen.getAllByRole('checkbox', { name: 'Select this row' });
    expect(rows).toHaveLength(3);
    expect(rows.every((checkbox) => checkbox.tagName === 'INPUT')).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Select all' }).tagName).toBe('INPUT');
    // The wrapper <span> has no role, so a label on it is one axe calls prohibited.
    expect(document.querySelectorAll('span[aria-label]:not([role])')).toHaveLength(0);
  });
});
