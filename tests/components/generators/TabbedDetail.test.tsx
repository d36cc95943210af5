import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderPackageDeclaration } from '../../../resources/orderPackages';
import { trackingDeclaration } from '../../../resources/tracking';
import { createMemoryDataProvider } from '../../support/memoryDataProvider';
import { renderAdmin } from '../../support/TestAdmin';
import { keepStyles } from '../../support/componentStyles';

// It checks what a style does (what is shown, a colour): with MUI's stylesheet, as the app has it.
keepStyles();

/**
 * A detail in tabs built from its declaration (src/generators/TabbedDetail.tsx): the package
 * tracking's fields each on the tab their `tab` knob names (resources/tracking.ts), then the tabs of
 * its parts that its view adds.
 */
const resource = trackingDeclaration.name;
const record = { id: 7, version: 1, tracking: 'JP-TABS', mawb: 'MAWB-123', status: 'inStorage' };
const slow = { timeout: 20_000 };

describe('a detail in declared tabs', { timeout: 60_000 }, () => {
  it('shows each field on its declared tab, the package first, then the parts', async () => {
    const { user } = await renderAdmin({
      path: `/${resource}/7/show`,
      dataProvider: createMemoryDataProvider({ [resource]: [record] }),
    });
    const tabs = await screen.findAllByRole('tab', undefined, slow);
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Package',
      'Shipment detail',
      'Split shipment',
      'Items',
      'Services',
    ]);
    // The record's tracking is its title too: the field is the one labelled "Tracking".
    expect(await screen.findByText('Tracking', undefined, slow)).toBeVisible();
    expect(screen.queryByText('MAWB-123')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Shipment detail' }));
    expect(await screen.findByText('MAWB-123', undefined, slow)).toBeVisible();
    expect(screen.queryByText('Tracking')).toBeNull();
  });

  it('keeps the tabs a view fills in their declared place among the field tabs', async () => {
    const packages = orderPackageDeclaration.name;
    const { user } = await renderAdmin({
      path: `/${packages}/3/show`,
      dataProvider: createMemoryDataProvider({
        [packages]: [{ id: 3, version: 1, code: 'PK-TABS', status: 'inStorage', shipmentCode: 'SHIP-42' }],
      }),
    });
    const tabs = await screen.findAllByRole('tab', undefined, slow);
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Package',
      'Orders',
      'Shipment',
      'Photos',
      'Event log',
    ]);
    expect(await screen.findByText('Package code', undefined, slow)).toBeVisible();
    expect(screen.queryByText('SHIP-42')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Shipment' }));
    expect(await screen.findByText('SHIP-42', undefined, slow)).toBeVisible();
    expect(screen.queryByText('Package code')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Photos' }));
    expect(await screen.findByText('No photos yet.', undefined, slow)).toBeVisible();
  });
});
