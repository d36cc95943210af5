import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryDataProvider } from '../../support/memoryDataProvider';
import { renderAdmin } from '../../support/TestAdmin';

/**
 * A charges group's detail (src/operations/ChargesGroupShow.tsx): its own fields, then its rates by
 * delivery time (resources/chargeRates.ts), each named by the delivery time the rates' own read
 * answers (the setting itself is not read), and a rate added in place, for the group shown.
 */
const tables = {
  'charges-group': [
    {
      id: 1,
      version: 1,
      code: 'FRT',
      name: 'Cước vận chuyển quốc tế',
      nameEn: 'International freight',
      active: true,
      ratePerKg: 65_000,
    },
  ],
  'charges-group-rate': [
    { id: 1, version: 1, chargesGroupId: 1, deliveryTimeId: 1, ratePerKg: 97_500, minimumFreight: 225_000 },
  ],
};
const deliveryTimes = [
  { id: 1, code: 'EXPRESS', name: 'Express' },
  { id: 2, code: 'SEA', name: 'Sea' },
];
const slow = { timeout: 20_000 };

describe('a charges group’s rates by delivery time', { timeout: 60_000 }, () => {
  it('lists them on its own tab, named by the delivery times, and adds one to the group shown', async () => {
    const dataProvider = Object.assign(createMemoryDataProvider(tables), {
      callAction: async (resource: string, read: string) => ({
        data: resource === 'charges-group-rate' && read === 'deliveryTimes' ? deliveryTimes : [],
      }),
    });
    const { user } = await renderAdmin({ path: '/charges-group/1/show', dataProvider });
    const tabs = await screen.findAllByRole('tab', undefined, slow);
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Charges group', 'Rates by delivery time']);
    await user.click(screen.getByRole('tab', { name: 'Rates by delivery time' }));
    const table = await screen.findByRole('table', undefined, slow);
    const [, row] = within(table).getAllByRole('row');
    await within(row).findByText('Express', undefined, slow);
    expect(row.textContent).toMatch(/₫97,500/);

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', undefined, slow);
    await user.click(within(dialog).getByRole('combobox', { name: /^Delivery time/ }));
    await user.click(await screen.findByRole('option', { name: 'Sea' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Rate per chargeable kg/ }), '26000');
    await user.click(within(dialog).getByRole('button', { name: /^(Add|Save)$/ }));
    await expect.poll(() => dataProvider.create.mock.calls.length, slow).toBe(1);
    expect(dataProvider.create.mock.calls[0]).toEqual([
      'charges-group-rate',
      { data: expect.objectContaining({ chargesGroupId: 1, deliveryTimeId: 2, ratePerKg: 26_000 }) },
    ]);
  });
});
