import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueTables } from '../../support/catalogueFixtures';
import { renderAdmin } from '../../support/TestAdmin';

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

const lastCall = <T extends unknown[]>(mock: { mock: { calls: T[] } }) => mock.mock.calls.at(-1)!;

// The first render in a test process loads the admin's lazy list chunk: seconds on a loaded machine.
const firstRender = { timeout: 30_000 };

describe('generated list', { timeout: 60_000 }, () => {
  it('shows the declared columns, the keyword search and the filters of the bank catalogue', async () => {
    await renderAdmin({ path: '/bank', tables: catalogueTables() });
    const table = await screen.findByRole('table', {}, firstRender);
    await within(table).findByText('Vietcombank');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual(['Code', 'Name', 'Active', 'Display order', 'SWIFT code', 'Country']);
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
    expect(screen.getByLabelText('Active')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    // The reference column shows the country's name, not its id.
    expect(within(rowOf('Vietcombank')).getByText('Vietnam')).toBeInTheDocument();
  });

  it('asks the server for 25 rows in the declared order, and re-sorts when a header is clicked', async () => {
    const { dataProvider, user } = await renderAdmin({ path: '/bank', tables: catalogueTables() });
    await screen.findByText('Vietcombank');
    expect(lastCall(dataProvider.getList)).toEqual([
      'bank',
      expect.objectContaining({
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'displayOrder', order: 'ASC' },
      }),
    ]);
    // A screen reader hears which column is sorted, and which way: on that header cell only.
    const sortedHeaders = () =>
      [...document.querySelectorAll('th[aria-sort]')].map((th) => [
        th.textContent,
        th.getAttribute('aria-sort'),
      ]);
    expect(sortedHeaders()).toEqual([['Display order', 'ascending']]);
    await user.click(screen.getByRole('button', { name: /^sort by name/i }));
    await waitFor(() =>
      expect(lastCall(dataProvider.getList)[1]).toMatchObject({ sort: { field: 'name', order: 'ASC' } }),
    );
    await waitFor(() => expect(sortedHeaders()).toEqual([['Name', 'ascending']]));
    await user.click(screen.getByRole('button', { name: /^sort by name/i }));
    await waitFor(() =>
      expect(lastCall(dataProvider.getList)[1]).toMatchObject({ sort: { field: 'name', order: 'DESC' } }),
    );
    await waitFor(() => expect(sortedHeaders()).toEqual([['Name', 'descending']]));
  });

  it('offers 10, 25, 50 and 100 rows per page', async () => {
    const { user } = await renderAdmin({ path: '/bank', tables: catalogueTables() });
    await screen.findByText('Vietcombank');
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
  });

  it('sends the keyword and the boolean filter to the data provider', async () => {
    const { dataProvider, user } = await renderAdmin({ path: '/bank', tables: catalogueTables() });
    await screen.findByText('Vietcombank');
    await user.type(screen.getByPlaceholderText('Search'), 'vcb');
    await waitFor(() => expect(lastCall(dataProvider.getList)[1].filter).toEqual({ q: 'vcb' }));
    await waitFor(() => expect(screen.queryByText('MUFG Bank')).not.toBeInTheDocument());

    await user.clear(screen.getByPlaceholderText('Search'));
    await user.click(screen.getByRole('combobox', { name: 'Active' }));
    await user.click(await screen.findByRole('option', { name: 'No' }));
    await waitFor(() => expect(lastCall(dataProvider.getList)[1].filter).toEqual({ active: 'false' }));
    await screen.findByText('MUFG Bank');
    expect(screen.queryByText('Vietcombank')).not.toBeInTheDocument();
  });

  it('loads the options of a reference filter through its declared extra', async () => {
    const { dataProvider, user } = await renderAdmin({ path: '/bank', tables: catalogueTables() });
    await screen.findByText('Vietcombank');
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Japan' }));
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'country',
      expect.objectContaining({ meta: { extra: 'get-all' } }),
    );
    await waitFor(() =>
      expect(lastCall(dataProvider.getList)).toEqual([
        'bank',
        expect.objectContaining({ filter: { countryId: 2 } }),
      ]),
    );
    await waitFor(() => expect(screen.queryByText('Vietcombank')).not.toBeInTheDocument());
    expect(screen.getByText('MUFG Bank')).toBeInTheDocument();
  });

  it('activates and deactivates the selected records, and deletes them', async () => {
    const { dataProvider, user } = await renderAdmin({ path: '/bank', tables: catalogueTables() });
    await screen.findByText('Vietcombank');
    await user.click(within(rowOf('Vietcombank')).getByRole('checkbox'));
    await user.click(within(rowOf('Asia Commercial Bank')).getByRole('checkbox'));

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(dataProvider.updateMany).toHaveBeenCalledWith(
        'bank',
        expect.objectContaining({ ids: [1, 3], data: { active: false } }),
      ),
    );
    const closeToast = async (text: string) =>
      user.click(
        within((await screen.findByText(text)).closest('[role="alert"]')!).getByRole('button', {
          name: 'Close',
        }),
      );
    await closeToast('2 records deactivated');
    expect(dataProvider.tables.bank.filter((bank) => bank.active).map((bank) => bank.id)).toEqual([]);

    await user.click(within(rowOf('MUFG Bank')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() =>
      expect(dataProvider.updateMany).toHaveBeenLastCalledWith(
        'bank',
        expect.objectContaining({ ids: [2], data: { active: true } }),
      ),
    );
    await closeToast('1 record activated');

    // A catalogue's delete is undoable: the row goes at once, the call waits for the toast, and
    // Undo brings the row back without a call.
    await user.click(within(rowOf('MUFG Bank')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('MUFG Bank')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Undo' }, { timeout: 3_000 }));
    expect(await screen.findByText('MUFG Bank')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('notification')).not.toBeInTheDocument());
    expect(dataProvider.deleteMany).not.toHaveBeenCalled();
    expect(dataProvider.tables.bank.map((bank) => bank.id)).toContain(2);

    // Without Undo it is sent when the toast goes (here closed by hand), and nothing asked first.
    await user.click(within(rowOf('MUFG Bank')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const toast = await screen.findByTestId('notification', {}, { timeout: 3_000 });
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(dataProvider.deleteMany).not.toHaveBeenCalled();
    await user.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(dataProvider.deleteMany).toHaveBeenCalledWith('bank', expect.objectContaining({ ids: [2] })),
    );
    expect(dataProvider.tables.bank.map((bank) => bank.id)).not.toContain(2);
    expect(screen.queryByText('MUFG Bank')).not.toBeInTheDocument();
  });

  it('asks first where the declaration says a delete cannot wait: a shipping order', async () => {
    const order = { id: 7, version: 1, orderNumber: 'SP0000007', referenceNumber: 'REF-7', stage: 'created' };
    const { user } = await renderAdmin({
      path: '/management-order',
      tables: { ...catalogueTables(), 'management-order': [order] },
    });
    await user.click(
      within((await screen.findByText('SP0000007', {}, firstRender)).closest('tr')!).getByRole('checkbox'),
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('offers no activation on the currency list, which has no activate call', async () => {
    const { user } = await renderAdmin({ path: '/currency', tables: catalogueTables() });
    await screen.findByText('Japanese yen');
    await user.click(within(rowOf('Japanese yen')).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });

  it('offers a reader no create, activation or deletion', async () => {
    const { router, user } = await renderAdmin({ path: '/bank', tables: catalogueTables(), role: 'viewer' });
    await screen.findByText('Vietcombank');
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    await user.click(screen.getByText('Vietcombank'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bank/1/show'));
    // The detail is the first show page this process renders: its lazy chunk loads first.
    expect(await screen.findByText('BFTVVNVX', {}, firstRender)).toBeInTheDocument();
  });

  it('opens the edit page when a row is clicked', async () => {
    const { router, user } = await renderAdmin({ path: '/bank', tables: catalogueTables() });
    await user.click(await screen.findByText('Vietcombank'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bank/1'));
    expect(await screen.findByDisplayValue('BFTVVNVX')).toBeInTheDocument();
  });
});
