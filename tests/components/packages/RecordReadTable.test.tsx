import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orderPackageDeclaration } from '../../../resources/orderPackages';
import { createMemoryDataProvider } from '../../support/memoryDataProvider';
import { renderAdmin } from '../../support/TestAdmin';
import { keepStyles } from '../../support/componentStyles';

// It checks what a style does (what is shown, a colour): with MUI's stylesheet, as the app has it.
keepStyles();

/**
 * The rows a shown record's read answers, as a table (src/generators/RecordReadTable.tsx): the order
 * package detail's Orders tab reads them by the package's code (`orders`), names the table by the
 * tab, and says so when the package holds none.
 */
const resource = orderPackageDeclaration.name;
const record = { id: 3, version: 1, code: 'PK-READ', status: 'inStorage' };
// The detail is a lazy chunk: on a busy machine its first render takes seconds.
const slow = { timeout: 20_000 };

const backend = (orders: unknown[]) => {
  const callAction = vi.fn(async () => ({ data: orders }));
  const provider = Object.assign(createMemoryDataProvider({ [resource]: [record] }), { callAction });
  return { provider, callAction };
};

describe("a record's read as a table", { timeout: 60_000 }, () => {
  it("reads the package's orders by its code and lists them in a table named by the tab", async () => {
    const { provider, callAction } = backend([
      { id: 11, code: 'ORD-11', title: 'Camera', status: 'purchased' },
      { id: 12, code: 'ORD-12', title: 'Lens', status: 'purchased' },
    ]);
    const { user } = await renderAdmin({ path: `/${resource}/3/show`, dataProvider: provider });
    await user.click(await screen.findByRole('tab', { name: 'Orders' }, slow));
    const table = await screen.findByRole('table', { name: 'Orders' }, slow);
    expect(within(table).getByRole('cell', { name: 'ORD-11' })).toBeVisible();
    expect(within(table).getByRole('cell', { name: 'Lens' })).toBeVisible();
    expect(within(table).getAllByRole('cell', { name: 'Purchased' })).toHaveLength(2);
    expect(callAction).toHaveBeenCalledWith(resource, 'orders', { inputs: { code: 'PK-READ' } });
  });

  it('says so when the read answers no row', async () => {
    const { provider } = backend([]);
    const { user } = await renderAdmin({ path: `/${resource}/3/show`, dataProvider: provider });
    await user.click(await screen.findByRole('tab', { name: 'Orders' }, slow));
    expect(await screen.findByText('The package holds no orders.', undefined, slow)).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Orders' })).toBeNull();
  });
});
