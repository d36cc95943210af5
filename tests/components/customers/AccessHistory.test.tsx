import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccessRecord } from '../../../dataProvider/customers';
import { renderAdmin } from '../../support/TestAdmin';
import { createCustomerBackend, customerDataProvider, sampleCustomer } from './customerBackend';

const firstRender = { timeout: 20_000 };

const record = (id: number, accountId: number, deviceType: string): AccessRecord => ({
  id,
  accountId,
  customerCode: `C${String(accountId - 100_000).padStart(6, '0')}`,
  fullname: `Customer ${accountId - 100_000}`,
  deviceType,
  ip: `10.0.0.${id}`,
  userAgent: 'Chrome',
  at: '2025-03-01T10:00:00Z',
});

describe('access history', { timeout: 60_000 }, () => {
  it("lists every customer's access, filtered by device type, through GetAccessHistoryPaing", async () => {
    const backend = createCustomerBackend([sampleCustomer(1), sampleCustomer(2)]);
    backend.access.push(
      record(1, 100_001, 'mobile'),
      record(2, 100_002, 'desktop'),
      record(3, 100_002, 'mobile'),
    );
    const { user } = await renderAdmin({
      path: '/access-history',
      dataProvider: customerDataProvider(backend),
    });
    expect(await screen.findByText('10.0.0.2', {}, firstRender)).toBeInTheDocument();
    expect(screen.getAllByText('Mobile')).toHaveLength(2);
    await user.click(screen.getByRole('combobox', { name: 'Device' }));
    await user.click(await screen.findByRole('option', { name: 'Desktop' }));
    await waitFor(() => expect(screen.queryByText('10.0.0.1')).not.toBeInTheDocument());
    expect(screen.getByText('10.0.0.2')).toBeInTheDocument();
    expect(backend.calls.getAccessHistoryPage).toHaveBeenLastCalledWith(
      expect.objectContaining({ deviceType: 'desktop', skip: 0, take: 25 }),
      undefined,
    );
  });

  it("shows one customer's access by its accountId on the detail's tab", async () => {
    const backend = createCustomerBackend([sampleCustomer(1), sampleCustomer(2)]);
    backend.access.push(record(1, 100_001, 'mobile'), record(2, 100_002, 'desktop'));
    await renderAdmin({
      path: '/customer-information/1/show?tab=accessHistory',
      dataProvider: customerDataProvider(backend),
    });
    const row = (await screen.findByText('10.0.0.1', {}, firstRender)).closest('tr')!;
    expect(within(row).getByText('Mobile')).toBeInTheDocument();
    expect(screen.queryByText('10.0.0.2')).not.toBeInTheDocument();
    expect(backend.calls.getCustomerAccessHistory).toHaveBeenCalledWith(
      { accountId: 100_001, skip: 0, take: 10 },
      undefined,
    );
  });
});
