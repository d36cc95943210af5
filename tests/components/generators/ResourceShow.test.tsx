import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../i18n/i18nProvider';
import { field, operation } from '../../../resources/fields';
import { sellerDeclaration } from '../../../resources/sellers';
import type { ResourceDeclaration } from '../../../resources/types';
import ResourceShow from '../../../src/generators/ResourceShow';
import { createMemoryDataProvider } from '../../support/memoryDataProvider';
import { catalogueTables } from '../../support/catalogueFixtures';
import { renderAdmin } from '../../support/TestAdmin';
import { keepStyles } from '../../support/componentStyles';

// It checks what a style does (what is shown, a colour): with MUI's stylesheet, as the app has it.
keepStyles();

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

/**
 * A declaration with two tabs and no show view of its own (a customer-like record as the README's
 * recipe declares it): the generated detail shows its tabs, each field on the tab it names, and the
 * edit button where the record has an update.
 */
const tabbed: ResourceDeclaration = {
  ...sellerDeclaration,
  name: 'tabbed-sellers',
  operations: { read: operation('Get'), update: operation('Update', 'POST') },
  tabs: [
    { key: 'profile', label: 'kago.tests.tabs.profile' },
    { key: 'tax', label: 'kago.tests.tabs.tax' },
  ],
  fields: [field('name', 'text', { required: true }), field('taxCode', 'text', { tab: 'tax' })],
};

describe('a generated show page in declared tabs', () => {
  it('shows each field on the tab it names', async () => {
    const provider = createMemoryDataProvider({
      [tabbed.name]: [{ id: 5, version: 1, name: 'Sakura Store', taxCode: 'T-0505' }],
    });
    const router = createMemoryRouter(
      [
        {
          path: '/tabbed-sellers/:id/show/*',
          element: (
            <AdminContext dataProvider={provider} i18nProvider={createI18nProvider('en')}>
              <ResourceContextProvider value={tabbed.name}>
                <ResourceShow declaration={tabbed} />
              </ResourceContextProvider>
            </AdminContext>
          ),
        },
      ],
      { initialEntries: ['/tabbed-sellers/5/show'] },
    );
    const user = userEvent.setup({ delay: null });
    render(<RouterProvider router={router} />);
    const slow = { timeout: 20_000 };
    const tabs = await screen.findAllByRole('tab', undefined, slow);
    expect(tabs.map((tab) => tab.textContent)).toEqual(['kago.tests.tabs.profile', 'kago.tests.tabs.tax']);
    expect(await screen.findByText('Sakura Store', undefined, slow)).toBeVisible();
    expect(screen.queryByText('T-0505')).toBeNull();
    expect(screen.getByRole('link', { name: /edit/i })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'kago.tests.tabs.tax' }));
    expect(await screen.findByText('T-0505', undefined, slow)).toBeVisible();
    expect(screen.queryByText('Sakura Store')).toBeNull();
  });
});
