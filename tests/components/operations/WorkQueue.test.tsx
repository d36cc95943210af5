import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryDataProvider } from '../../support/memoryDataProvider';
import { renderAdmin } from '../../support/TestAdmin';

/**
 * The doc work queue (src/operations/WorkQueue.tsx): each order's charge in the currency it was
 * charged in (its `chargeCurrency`), yen without fractions, where every charge read as dong.
 */
const order = (id: number, chargeTotal: number, chargeCurrency: string) => ({
  id,
  version: 1,
  orderNumber: `SP0000000${id}`,
  referenceNumber: `REF-${id}`,
  stage: 'charged',
  queue: 'doc',
  masterWaybill: 'MAWB1',
  sendDate: '2026-11-29',
  chargeTotal,
  chargeCurrency,
});

describe('the doc work queue', { timeout: 60_000 }, () => {
  it('writes each charge in its own currency', async () => {
    const dataProvider = createMemoryDataProvider({
      'management-order': [order(1, 2_224, 'JPY'), order(2, 378_000, 'VND')],
    });
    await renderAdmin({ path: '/doc', dataProvider, locale: 'en' });
    const rowOf = async (code: string) =>
      (await screen.findByRole('cell', { name: code }, { timeout: 20_000 })).closest('tr') as HTMLElement;
    expect(within(await rowOf('SP00000001')).getByText('¥2,224')).toBeInTheDocument();
    expect(within(await rowOf('SP00000002')).getByText('₫378,000')).toBeInTheDocument();
  });

  it("offers a row's documents and move as icons named by their labels, each its own icon", async () => {
    const dataProvider = createMemoryDataProvider({ 'management-order': [order(1, 2_224, 'JPY')] });
    await renderAdmin({ path: '/doc', dataProvider, locale: 'en' });
    const row = (await screen.findByRole('cell', { name: 'SP00000001' }, { timeout: 20_000 })).closest(
      'tr',
    ) as HTMLElement;
    // The move's button waits for the role's rights.
    const move = await within(row).findByRole('button', { name: 'Documents ready' }, { timeout: 10_000 });
    const names = ['Shipping label', 'Packing list', 'Commercial invoice'];
    const buttons = [...names.map((name) => within(row).getByRole('button', { name })), move];
    // Icons alone: no visible text, and no two documents drawn alike.
    for (const button of buttons) expect(button.textContent).toBe('');
    const icons = buttons
      .slice(0, 3)
      .map((button) => button.querySelector('svg')?.getAttribute('data-testid'));
    expect(new Set(icons).size).toBe(3);
  });
});
