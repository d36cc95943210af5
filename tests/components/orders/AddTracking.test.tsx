import { screen, within } from '@testing-library/react';
import type { RaRecord } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryDataProvider } from '../../support/memoryDataProvider';
import { renderAdmin } from '../../support/TestAdmin';
import { keepStyles } from '../../support/componentStyles';

// It checks what a style does (what is shown, a colour): with MUI's stylesheet, as the app has it.
keepStyles();

/**
 * "Add tracking" on the purchased lists (src/orders/AddTrackingButton.tsx): only on purchased rows,
 * the package tracking's own inputs (the warehouse chosen among the post offices), and AddPackageTracking (the declared resource's create) with the
 * order and its customer's account.
 */
const order = (id: number, overrides: Partial<RaRecord> = {}): RaRecord => ({
  id,
  code: `ORD-${id}`,
  title: `Item ${id}`,
  source: 'mercari',
  status: 'purchased',
  image: null,
  customerCode: `KH${id}`,
  customerName: `Customer ${id}`,
  orderDate: '2025-03-01T09:00:00Z',
  price: 1000,
  total: 1200,
  tracking: null,
  version: 1,
  ...overrides,
});

const slow = { timeout: 20_000 };

const provider = () => {
  const memory = createMemoryDataProvider({
    'purchased-order-mer': [order(1), order(2, { status: 'domesticShipping', tracking: 'JP1' })],
    'manage-packageFromWH': [],
  });
  return Object.assign(memory, {
    // The warehouses the dialog offers: package tracking's `offices` read (GetOffice).
    callAction: vi.fn(async (_resource: string, action: string) => ({
      data:
        action === 'offices'
          ? [
              { code: 'JP-OSAKA', name: 'Osaka' },
              { code: 'JP-TOKYO', name: 'Tokyo' },
            ]
          : [],
    })),
    orderRead: vi.fn(async () => ({ data: [] })),
    findCustomers: vi.fn(async () => ({
      data: [
        { id: 10, customerCode: 'KH10', fullname: 'Someone else', accountId: 900_010 },
        { id: 1, customerCode: 'KH1', fullname: 'Customer 1', accountId: 900_001 },
      ],
    })),
  });
};

describe('add tracking from a purchased list', { timeout: 60_000 }, () => {
  it("sends the tracking and warehouse with the order and its customer's account", async () => {
    const dataProvider = provider();
    const { user } = await renderAdmin({ path: '/purchased-order-mer', dataProvider });
    const row = (await screen.findByText('ORD-1', {}, slow)).closest('tr') as HTMLElement;
    await user.click(await within(row).findByRole('button', { name: 'Add tracking' }, slow));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Tracking/), 'JP-NEW-1');
    // Without a warehouse the dialog asks for it first, in the seed's words, and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Add tracking' }));
    expect(await within(dialog).findByText('Select a post office first')).toBeVisible();
    expect(dataProvider.create).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('combobox', { name: /Warehouse/ }));
    await user.click(await screen.findByRole('option', { name: 'Tokyo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add tracking' }));
    await vi.waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'manage-packageFromWH',
        expect.objectContaining({
          data: { tracking: 'JP-NEW-1', postOfficeCode: 'JP-TOKYO', orderId: 1, accountId: 900_001 },
        }),
      ),
    );
    expect(dataProvider.findCustomers).toHaveBeenCalledWith({ keyword: 'KH1', take: 10 });
    // An order past the purchased stage is not offered the action.
    const moved = (await screen.findByText('ORD-2')).closest('tr') as HTMLElement;
    expect(within(moved).queryByRole('button', { name: 'Add tracking' })).toBeNull();
  });
});
