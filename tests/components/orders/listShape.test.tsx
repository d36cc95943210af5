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
    expect(headers(table())).toContain('Customer');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByLabelText('Customer'));
    await waitFor(() => expect(headers(table())).not.toContain('Customer'));
    expect(headers(table())).toContain('Tracking');
    expect(store.getItem(`preferences.${route}.datagrid.columns`)).toHaveLength(headers(table()).length);
  });

  it("shows a user who never chose the code's default columns, not those kept from an older one, and keeps a choice", async () => {
    const key = `preferences.${route}.datagrid`;
    // As an older list left them in a browser: the image column without a source, and its defaults
    // (price, purchaser and order number waiting in the columns button) among the user's preferences.
    const older = [
      ['code'],
      [undefined, 'kago.orderList.columns.image'],
      ['title'],
      ['status'],
      ['customerName'],
      ['orderDate'],
      ['price'],
      ['total'],
      ['purchaser'],
      ['tracking'],
      ['orderNumber'],
      [undefined, 'kago.listShape.rowActions'],
    ].map(([source, label], index) => ({ index: String(index), source, label }));
    const kept = {
      [`${key}.availableColumns`]: older,
      [`${key}.omit`]: ['price', 'purchaser', 'orderNumber'],
    };
    const { table, store } = await renderList(memoryStore({ locale: 'en', ...kept }));
    // A purchased order's list: its order number and tracking; the date and the money on demand.
    await waitFor(() => expect(headers(table())).toContain('Order number'));
    expect(headers(table())).not.toContain('Total');
    expect(headers(table())).not.toContain('Order date');
    expect(store.getItem(`${key}.omit`)).toEqual(['status', 'orderDate', 'price', 'total', 'purchaser']);
    expect(store.getItem<{ source?: string }[]>(`${key}.availableColumns`)?.[1].source).toBe('image');
  });

  it('keeps the columns a user chose, whatever the defaults', async () => {
    const key = `preferences.${route}.datagrid`;
    const { table } = await renderList(
      memoryStore({ locale: 'en', [`${key}.columns`]: ['0', '2', '7'], [`${key}.omit`]: ['price'] }),
    );
    await waitFor(() => expect(headers(table())).toEqual(['Code', 'Title', 'Total']));
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
