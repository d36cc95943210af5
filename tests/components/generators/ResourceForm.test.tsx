import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { catalogueTables } from '../../support/catalogueFixtures';
import { createMemoryDataProvider } from '../../support/memoryDataProvider';
import { expectConsoleErrors } from '../../support/consoleErrors';
import { clickSave } from '../../support/clickSave';
import { renderAdmin } from '../../support/TestAdmin';

const textbox = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const numberBox = (label: string) => screen.getByRole('spinbutton', { name: new RegExp(`^${label}`) });

describe('generated create and edit forms', () => {
  it('starts a new record from the server defaults (GET create)', async () => {
    const { dataProvider } = await renderAdmin({ path: '/delivery-time/create', tables: catalogueTables() });
    expect(await screen.findByRole('switch', { name: /^Active/ })).toBeChecked();
    expect(dataProvider.getCreateDefaults).toHaveBeenCalledWith('delivery-time');
    expect(numberBox('Display order')).toHaveValue(0);
    expect(screen.getByRole('combobox', { name: /^Time unit/ })).toHaveTextContent('Days');
  });

  it('says what is missing and what is too long in the seed words, in English', async () => {
    const { dataProvider, user } = await renderAdmin({ path: '/bank/create', tables: catalogueTables() });
    await user.type(await screen.findByRole('textbox', { name: /^SWIFT code/ }), 'BFTV');
    await clickSave(user);
    expect(await screen.findByText('Code must not be empty')).toBeInTheDocument();
    expect(screen.getByText('Name must not be empty')).toBeInTheDocument();
    expect(screen.getByText('SWIFT code must be at least 8 characters')).toBeInTheDocument();

    await user.type(textbox('SWIFT code'), 'VNVX0000');
    await clickSave(user);
    expect(await screen.findByText('SWIFT code no more than 11 characters')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('says the same in Vietnamese, with Vietnamese field labels', async () => {
    const { user } = await renderAdmin({ path: '/bank/create', tables: catalogueTables(), locale: 'vi' });
    await user.type(await screen.findByRole('textbox', { name: /^Mã SWIFT/ }), 'BFTV');
    await clickSave(user, 'Lưu');
    expect(await screen.findByText('Mã không được để trống')).toBeInTheDocument();
    expect(screen.getByText('Tên không được để trống')).toBeInTheDocument();
    expect(screen.getByText('Mã SWIFT phải có ít nhất 8 ký tự')).toBeInTheDocument();
  });

  it('refuses a maximum below the minimum in Vietnamese too', async () => {
    const { user } = await renderAdmin({
      path: '/delivery-time/create',
      tables: catalogueTables(),
      locale: 'vi',
    });
    await user.type(await screen.findByRole('spinbutton', { name: /^Tối thiểu/ }), '5');
    await user.type(numberBox('Tối đa'), '3');
    await clickSave(user, 'Lưu');
    expect(await screen.findByText('Tối đa phải lớn hơn hoặc bằng Tối thiểu')).toBeInTheDocument();
  });

  it('checks the e-mail format', async () => {
    const { user } = await renderAdmin({ path: '/consignee/create', tables: catalogueTables() });
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ops@kago');
    await clickSave(user);
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
  });

  it('refuses a maximum below the minimum of a delivery time', async () => {
    const { dataProvider, user } = await renderAdmin({
      path: '/delivery-time/create',
      tables: catalogueTables(),
    });
    await user.type(await screen.findByRole('textbox', { name: /^Code/ }), 'EXP');
    await user.type(textbox('Name'), 'Express');
    await user.type(numberBox('Minimum'), '5');
    await user.type(numberBox('Maximum'), '3');
    await clickSave(user);
    expect(await screen.findByText('Maximum must be greater than or equal to Minimum')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    await user.clear(numberBox('Maximum'));
    await user.type(numberBox('Maximum'), '5');
    await clickSave(user);
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'delivery-time',
        expect.objectContaining({
          data: expect.objectContaining({
            code: 'EXP',
            minValue: 5,
            maxValue: 5,
            timeUnit: 'day',
            active: true,
          }),
        }),
      ),
    );
  });

  it('puts server validation errors on their fields and keeps what was typed', async () => {
    // react-admin logs every failed data call in development.
    expectConsoleErrors(/HttpError/);
    const dataProvider = createMemoryDataProvider(catalogueTables());
    dataProvider.create.mockRejectedValueOnce(
      new HttpError('The data is not valid', 400, {
        errors: { code: ['Code VCB already exists'], swiftCode: ['SWIFT code is not known', 'Check it'] },
      }),
    );
    const { user } = await renderAdmin({ path: '/bank/create', dataProvider });
    await user.type(await screen.findByRole('textbox', { name: /^Code/ }), 'VCB');
    await user.type(textbox('Name'), 'Another Vietcombank');
    await user.type(textbox('SWIFT code'), 'BFTVVNVX');
    await clickSave(user);
    expect(await screen.findByText('Code VCB already exists')).toBeInTheDocument();
    expect(screen.getByText('SWIFT code is not known Check it')).toBeInTheDocument();
    expect(textbox('Code')).toHaveValue('VCB');
    expect(textbox('Name')).toHaveValue('Another Vietcombank');
  });

  it('sends the version it started from, and keeps the typed data when someone else saved first', async () => {
    expectConsoleErrors(/HttpError/);
    const dataProvider = createMemoryDataProvider(catalogueTables());
    const { user } = await renderAdmin({ path: '/bank/1', dataProvider });
    const name = await screen.findByDisplayValue('Vietcombank');
    // Someone else saves this bank meanwhile.
    dataProvider.tables.bank[0].version = 2;
    await user.clear(name);
    await user.type(name, 'Vietcombank (renamed)');
    await clickSave(user);
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'bank',
        expect.objectContaining({
          id: '1',
          data: expect.objectContaining({ version: 1, name: 'Vietcombank (renamed)' }),
        }),
      ),
    );
    expect(
      await screen.findByText(
        'Someone else changed this record after you opened it. Reload it to see their changes; what you typed is kept.',
      ),
    ).toBeInTheDocument();
    expect(textbox('Name')).toHaveValue('Vietcombank (renamed)');
  });

  /** Opens bank 3 from the list, its own read held back until `answer()`: someone else renamed it. */
  const openWithNewerRead = async () => {
    const dataProvider = createMemoryDataProvider(catalogueTables());
    const { user } = await renderAdmin({ path: '/bank', dataProvider });
    let answer: () => void = () => undefined;
    dataProvider.getOne.mockImplementationOnce(
      (_resource, { id }) =>
        new Promise((resolve) => {
          const changed = {
            ...dataProvider.tables.bank[2],
            name: 'ACB',
            swiftCode: 'ASCBVNVXXXX',
            version: 2,
          };
          answer = () => resolve({ data: { ...changed, id } as never });
        }),
    );
    await user.click(await screen.findByText('Asia Commercial Bank'));
    await screen.findByDisplayValue('Asia Commercial Bank');
    await waitFor(() => expect(dataProvider.getOne).toHaveBeenCalled());
    return { dataProvider, user, answer: () => answer() };
  };

  it('shows the record its own read answers while nothing is typed', async () => {
    const { answer } = await openWithNewerRead();
    answer();
    await waitFor(() => expect(textbox('Name')).toHaveValue('ACB'));
    expect(textbox('SWIFT code')).toHaveValue('ASCBVNVXXXX');
  });

  it('holds the row the user typed on when a newer record is read', async () => {
    const { dataProvider, user, answer } = await openWithNewerRead();
    await user.type(textbox('Name'), ' (ACB)');
    answer();
    // The page's title names the record it has read; the form holds the row the user started from.
    await screen.findByRole('heading', { name: 'Bank ACB' });
    expect(textbox('Name')).toHaveValue('Asia Commercial Bank (ACB)');
    expect(textbox('SWIFT code')).toHaveValue('ASCBVNVX');
    await clickSave(user);
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'bank',
        expect.objectContaining({ data: expect.objectContaining({ version: 1, swiftCode: 'ASCBVNVX' }) }),
      ),
    );
  });

  it('saves an edit with the current version', async () => {
    const dataProvider = createMemoryDataProvider(catalogueTables());
    const { router, user } = await renderAdmin({ path: '/bank/3', dataProvider });
    const name = await screen.findByDisplayValue('Asia Commercial Bank');
    await user.type(name, ' (ACB)');
    await clickSave(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/bank'));
    expect(dataProvider.tables.bank[2]).toMatchObject({ name: 'Asia Commercial Bank (ACB)', version: 2 });
  });

  it("opens a reference's list when clicked, not when the focus arrives (a dialog puts it there)", async () => {
    const { user } = await renderAdmin({ path: '/district/create', tables: catalogueTables() });
    const country = await screen.findByRole('combobox', { name: /^Country/ });
    act(() => country.focus());
    expect(country).toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(country);
    expect(await screen.findByRole('option', { name: 'Japan' })).toBeInTheDocument();
  });

  it('loads states/provinces of the chosen country, and clears the state when the country changes', async () => {
    const { dataProvider, user } = await renderAdmin({ path: '/district/create', tables: catalogueTables() });
    const state = await screen.findByRole('combobox', { name: /^State\/Province/ });
    expect(state).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: /^Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Japan' }));
    await waitFor(() => expect(state).toBeEnabled());
    await user.click(state);
    const japanese = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(japanese.map((option) => option.textContent)).toEqual(['Tokyo', 'Osaka']);
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'state-province',
      expect.objectContaining({
        filter: expect.objectContaining({ countryId: 2 }),
        meta: { extra: 'get-by-country-id' },
      }),
    );
    await user.click(screen.getByRole('option', { name: 'Osaka' }));
    expect(state).toHaveValue('Osaka');

    await user.click(screen.getByRole('combobox', { name: /^Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Vietnam' }));
    await waitFor(() => expect(state).toHaveValue(''));
    await user.click(state);
    const vietnamese = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(vietnamese.map((option) => option.textContent)).toEqual(['Ha Noi', 'Ho Chi Minh City']);
  });
});
