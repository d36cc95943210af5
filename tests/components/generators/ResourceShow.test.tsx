import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueTables } from '../../support/catalogueFixtures';
import { renderAdmin } from '../../support/TestAdmin';

describe('generated show page', () => {
  it("lists a record's children through the parent extra (a country's provinces)", async () => {
    const { dataProvider } = await renderAdmin({ path: '/country/1/show', tables: catalogueTables() });
    const provinces = await screen.findByRole('cell', { name: 'Ha Noi' });
    const table = provinces.closest('table') as HTMLElement;
    expect(within(table).getByRole('cell', { name: 'Ho Chi Minh City' })).toBeInTheDocument();
    expect(within(table).queryByRole('cell', { name: 'Tokyo' })).not.toBeInTheDocument();
    expect(dataProvider.getManyReference).toHaveBeenCalledWith(
      'state-province',
      expect.objectContaining({ target: 'countryId', id: 1, meta: { extra: 'get-by-country-id' } }),
    );
  });
});
