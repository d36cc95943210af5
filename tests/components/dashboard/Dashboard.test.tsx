import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueTables } from '../../support/catalogueFixtures';
import { renderAdmin } from '../../support/TestAdmin';

describe('dashboard', () => {
  it("links every group of the admin's menu", async () => {
    await renderAdmin({ path: '/', tables: catalogueTables() });
    const catalogues = await screen.findByRole('region', { name: 'Catalogues' });
    expect(within(catalogues).getByRole('link', { name: /Banks/ })).toHaveAttribute('href', '/bank');
    const settings = screen.getByRole('region', { name: 'Settings' });
    expect(within(settings).getByRole('link', { name: /Currencies/ })).toHaveAttribute('href', '/currency');
  });

  it('shows a viewer only what its menu holds: no settings', async () => {
    await renderAdmin({ path: '/', tables: catalogueTables(), role: 'viewer' });
    expect(await screen.findByRole('region', { name: 'Catalogues' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Currencies/ })).not.toBeInTheDocument();
  });
});
