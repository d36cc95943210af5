import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { memoryStore, type Store } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Preferences } from '../../../contract/preferences';
import { preferencesOwnerKey, serverKeptStore } from '../../../src/admin/serverKeptStore';
import { listDensityKey } from '../../../src/kit/ShapedDatagrid';
import { createMemoryDataProvider } from '../../support/memoryDataProvider';
import { renderAdmin } from '../../support/TestAdmin';
import { listedOrder } from './files/fileHarness';

const order = (id: number) =>
  listedOrder(id, { source: 'mercari', purchaser: 'purchaser', orderNumber: `N${id}` });

const route = 'purchased-order-mer';
// The first render loads the admin's lazy chunks: slow in jsdom on a loaded machine.
const slow = { timeout: 60_000 };

const renderList = async (store: Store = memoryStore({ locale: 'en' })) => {
  const dataProvider = Object.assign(createMemoryDataProvider({ [route]: [order(1), order(2), order(3)] }), {
    // The order detail Enter opens reads its order through the family's `getorder`.
    orderRead: async (_path: string, action: string, query?: { id?: unknown }) => ({
      data: action === 'getorder' ? { details: [], ...order(Number(query?.id)) } : [],
    }),
  });
  const rendered = await renderAdmin({ path: `/${route}`, dataProvider, store });
  await screen.findByText('Item 1', { selector: 'td *' }, slow);
  return { ...rendered, store, table: () => document.querySelector<HTMLElement>('.RaDatagrid-table')! };
};

// Read off the page itself: while the column chooser is open, the rest of the page is aria-hidden.
const headers = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('thead th'))
    .map((header) => header.textContent?.trim())
    .filter(Boolean);

const rows = (table: HTMLElement) => Array.from(table.querySelectorAll('tbody > tr'));

describe('lists you shape and work from the keyboard (order list)', { timeout: 90_000 }, () => {
  it('hides a column the user unticks, and keeps the choice in the store', async () => {
    const { user, table, store } = await renderList();
    expect(headers(table())).toContain('Total');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByLabelText('Total'));
    await waitFor(() => expect(headers(table())).not.toContain('Total'));
    expect(headers(table())).toContain('Tracking');
    expect(store.getItem(`preferences.${route}.datagrid.columns`)).toHaveLength(headers(table()).length);
  });

  it('switches to comfortable rows and back, kept in the store', async () => {
    const { user, table, store } = await renderList();
    expect(table().querySelector('td')).toHaveClass('MuiTableCell-sizeSmall');
    await user.click(screen.getByRole('button', { name: 'Comfortable rows' }));
    await waitFor(() => expect(table().querySelector('td')).toHaveClass('MuiTableCell-sizeMedium'));
    expect(store.getItem(listDensityKey)).toBe('comfortable');
    expect(screen.getByRole('button', { name: 'Compact rows' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('moves a row cursor with j and k, selects with x and opens with Enter', async () => {
    const { table, store } = await renderList();
    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.activeElement!, { key: 'j' });
    fireEvent.keyDown(document.activeElement!, { key: 'k' });
    const [first, second] = rows(table());
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(second).not.toHaveAttribute('aria-selected');
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'x' });
    await waitFor(() => expect(within(first as HTMLElement).getByRole('checkbox')).toBeChecked());
    // The page of ids is the order detail's trail for previous/next.
    expect(store.getItem('kago.listTrail')).toMatchObject({ resource: route, ids: [3, 2, 1] });
    fireEvent.keyDown(first, { key: 'Enter' });
    await screen.findByText('Previous order', undefined, slow);
  });

  it("shows the user's columns and density kept on the server, and writes a change through", async () => {
    const columnsKey = `preferences.${route}.datagrid.columns`;
    // This user's choices from another machine; this browser last held another user's density.
    const server: Preferences = { [columnsKey]: ['1', '2'], [listDensityKey]: 'comfortable' };
    const saved: [string, unknown][] = [];
    const calls = {
      readMine: async () => server,
      save: async (key: string, value: unknown) => void saved.push([key, value]),
    };
    const base = memoryStore({
      locale: 'en',
      [preferencesOwnerKey]: 'someone else',
      'other.savedQueries': [],
    });
    const store = serverKeptStore(base, calls, { delayMs: 0 });
    const { user, table } = await renderList(store);

    await waitFor(() => expect(headers(table())).toHaveLength(2));
    expect(table().querySelector('td')).toHaveClass('MuiTableCell-sizeMedium');
    expect(store.getItem('other.savedQueries')).toBeUndefined();
    expect(store.getItem(preferencesOwnerKey)).toBe('admin');

    await user.click(screen.getByRole('button', { name: 'Compact rows' }));
    await waitFor(() => expect(saved).toContainEqual([listDensityKey, 'compact']));
    // The server's own values are not sent back, nor the other user's; the list's defaults
    // (its available columns, written as it mounted) are this user's from now on.
    await store.flush();
    const keys = saved.map(([key]) => key);
    expect(keys).not.toContain(columnsKey);
    expect(keys).not.toContain('other.savedQueries');
    expect(saved.filter(([key]) => key === listDensityKey)).toEqual([[listDensityKey, 'compact']]);
  });
});
