import { screen, waitFor, within } from '@testing-library/react';
import { HttpError, type RaRecord } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../../support/consoleErrors';
import { createMemoryDataProvider, type MemoryTables } from '../../support/memoryDataProvider';
import { renderAdmin } from '../../support/TestAdmin';

/** Orders as the family lists answer them (a row of `orders`). */
const order = (id: number, overrides: Partial<RaRecord> = {}): RaRecord => ({
  id,
  code: `ORD-${id}`,
  title: `Item ${id}`,
  source: 'ichiba',
  status: 'waitingProcessing',
  image: `orders/${id}.jpg;orders/${id}-b.jpg`,
  customerName: `Customer ${id}`,
  orderDate: '2025-03-0' + id + 'T09:00:00Z',
  price: 1000 * id,
  total: 1200 * id,
  purchaser: 'purchaser',
  tracking: `TRK${id}`,
  orderNumber: `N${id}`,
  version: 1,
  ...overrides,
});

const suppliers = [
  { id: 1, code: 'S1', name: 'Company card' },
  { id: 2, code: 'S2', name: 'Rakuten account' },
];

/**
 * The in-memory provider with the order calls the list uses besides `getList`: the family's reads
 * (suppliers, one order) and the package from several orders.
 */
const orderProvider = (tables: MemoryTables, role: 'admin' | 'viewer' = 'admin') => {
  const provider = createMemoryDataProvider(tables, { role });
  return Object.assign(provider, {
    orderRead: vi.fn(async (_familyPath: string, action: string, query?: { id?: unknown }) => {
      if (action === 'GetSupplierActive') return { data: suppliers };
      if (action !== 'getorder') return { data: [] };
      const found = Object.values(provider.tables)
        .flat()
        .find((row) => String(row.id) === String(query?.id));
      if (!found) throw new HttpError('kago.server.notFound', 404);
      return { data: { details: [], ...found } };
    }),
    orderWrite: vi.fn(async (_familyPath: string, _action: string, body: { orderIds?: unknown[] }) => ({
      data: { id: 1, code: 'PKG-1', orderIds: body.orderIds },
    })),
  });
};

const lastFilter = (provider: ReturnType<typeof orderProvider>) =>
  provider.getList.mock.calls.at(-1)![1].filter as Record<string, unknown>;

const purchaseWaiting = () => ({
  'purchase-waiting-order': [
    order(1),
    order(2, { status: 'purchasePending', source: 'mercari' }),
    order(3, { source: 'pcs' }),
  ],
});

// The admin with its full sidebar (every order screen) and a lazy list chunk renders slowly in jsdom.
const slow = { timeout: 30_000 };

/** The list's table, once it shows the row titled `title` (while loading, a placeholder table shows). */
const tableShowing = async (title: string) => {
  const cell = await screen.findByText(title, { selector: 'td *' }, slow);
  return cell.closest('table')!;
};

/** The buttons of the bulk bar (shown once a row is chosen), by name. */
const bulkButtons = () =>
  within(document.querySelector<HTMLElement>('.RaBulkActionsToolbar-topToolbar')!)
    .getAllByRole('button')
    .map((button) => button.textContent?.trim());

/** A promise settled from outside: a write still running while the test looks at the dialog. */
const deferred = () => {
  let reject!: (reason: unknown) => void;
  const promise = new Promise((_resolve, no) => {
    reject = no;
  });
  return { promise, reject };
};

const headerTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim())
    .filter(Boolean);

describe('order list', { timeout: 90_000 }, () => {
  it("shows the family's name, its columns, translated statuses and the first image from the CDN", async () => {
    const dataProvider = orderProvider(purchaseWaiting());
    await renderAdmin({ path: '/purchase-waiting-order', dataProvider });
    const table = await tableShowing('Item 1');
    expect(document.querySelector('#react-admin-title')?.textContent).toBe(
      'Waiting for purchase — All sources',
    );
    expect(headerTexts(table)).toEqual([
      'Code',
      'Image',
      'Title',
      'Source',
      'Status',
      'Customer',
      'Order date',
      'Price',
    ]);
    // What the purchaser buying needs: the total, purchaser, tracking and order number are offered by
    // the column chooser, not shown at first.
    const row = within(table).getByText('Item 2').closest('tr')!;
    expect(within(row).getByText('Purchase pending')).toBeInTheDocument();
    expect(within(row).getByText('Mercari')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'ORD-2' })).toHaveAttribute(
      'href',
      '/purchase-waiting-order/2/show',
    );
    const images = row.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0].getAttribute('src')).toMatch(/\/orders\/2\.jpg$/);
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'purchase-waiting-order',
      expect.objectContaining({
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'orderDate', order: 'DESC' },
      }),
    );
  });

  it('hides the source column on a screen of one source, and sorts on the server by a header', async () => {
    const dataProvider = orderProvider({ 'purchased-order-mer': [order(4, { status: 'purchased' })] });
    const { user } = await renderAdmin({ path: '/purchased-order-mer', dataProvider });
    const table = await tableShowing('Item 4');
    // Once bought: the marketplace's order number and the tracking entered from it, with its button;
    // every order here is purchased, so no status column.
    expect(headerTexts(table)).toEqual([
      'Code',
      'Image',
      'Title',
      'Customer',
      'Tracking',
      'Order number',
      'Actions',
    ]);
    await user.click(screen.getByRole('button', { name: /^sort by customer/i }));
    await waitFor(() =>
      expect(dataProvider.getList.mock.calls.at(-1)![1].sort).toEqual({
        field: 'customerName',
        order: 'ASC',
      }),
    );
    // Not sortable on the server (server/orders/queries.ts): no sort button.
    expect(screen.queryByRole('button', { name: /^sort by tracking/i })).not.toBeInTheDocument();
  });

  it('sends the keyword and the statuses chosen, offering only the statuses of the family', async () => {
    const dataProvider = orderProvider(purchaseWaiting());
    const { user } = await renderAdmin({ path: '/purchase-waiting-order', dataProvider });
    await tableShowing('Item 1');
    await user.type(screen.getByPlaceholderText('Code, title, customer, tracking, order number'), 'ORD-2');
    await waitFor(() => expect(lastFilter(dataProvider)).toEqual({ q: 'ORD-2' }));
    await waitFor(() => expect(screen.queryByText('Item 1')).not.toBeInTheDocument());

    await user.clear(screen.getByPlaceholderText('Code, title, customer, tracking, order number'));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Waiting for processing',
      'Purchase pending',
    ]);
    await user.click(options[1]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(lastFilter(dataProvider)).toEqual({ status: ['purchasePending'] }));
  });

  it('offers the rarer filters behind "Add filter": supplier from GetSupplierActive, and source only over every source', async () => {
    const dataProvider = orderProvider(purchaseWaiting());
    const { user } = await renderAdmin({ path: '/purchase-waiting-order', dataProvider });
    await tableShowing('Item 1');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const filterNames = (await screen.findAllByRole('menuitemcheckbox')).map((item) =>
      item.textContent?.trim(),
    );
    expect(filterNames).toEqual([
      'Source',
      'Purchaser',
      'Supplier',
      'Bid account',
      'Warehouse',
      'Customer code',
    ]);
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Supplier' }));
    await user.click(await screen.findByRole('combobox', { name: 'Supplier' }));
    await user.click(await screen.findByRole('option', { name: 'Rakuten account' }));
    await waitFor(() => expect(lastFilter(dataProvider)).toEqual({ supplierId: 2 }));
    expect(dataProvider.orderRead).toHaveBeenCalledWith(
      'OrderPurchase',
      'GetSupplierActive',
      {},
      expect.anything(),
    );
  });

  it('gives a PCS screen no source filter: its data call always asks for PCS orders', async () => {
    const dataProvider = orderProvider({
      'purchased-order-pcs': [order(5, { status: 'purchased', source: 'pcs' })],
    });
    const { user } = await renderAdmin({ path: '/purchased-order-pcs', dataProvider });
    const table = await tableShowing('Item 5');
    expect(document.querySelector('#react-admin-title')?.textContent).toBe('Purchased — PCS');
    expect(headerTexts(table)).not.toContain('Source');
    // One status in the family: nothing to choose.
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const items = await screen.findAllByRole('menuitemcheckbox');
    expect(items.map((item) => item.textContent?.trim())).not.toContain('Source');
  });

  it('lets a writer create a package from the selected orders, then refreshes the list', async () => {
    const dataProvider = orderProvider(purchaseWaiting());
    const { user } = await renderAdmin({ path: '/purchase-waiting-order', dataProvider });
    const table = await tableShowing('Item 1');
    const rowOf = (title: string) => within(table).getByText(title).closest('tr')!;
    await user.click(within(rowOf('Item 1')).getByRole('checkbox'));
    await user.click(within(rowOf('Item 3')).getByRole('checkbox'));
    const listCalls = dataProvider.getList.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Create package' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Create one package from 2 orders?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(dataProvider.orderWrite).toHaveBeenCalledWith('OrderPurchase', 'AddOrderPackageFromMultiOrder', {
        orderIds: [1, 3],
      }),
    );
    expect(await screen.findByText('Success')).toBeInTheDocument();
    await waitFor(() => expect(dataProvider.getList.mock.calls.length).toBeGreaterThan(listCalls));
  });

  it("shows the server's message when the package is refused", async () => {
    // react-admin logs every failed data provider call in development.
    expectConsoleErrors(/HttpError/);
    const dataProvider = orderProvider(purchaseWaiting());
    dataProvider.orderWrite.mockRejectedValueOnce(new HttpError('Tracking information not found', 400));
    const { user } = await renderAdmin({ path: '/purchase-waiting-order', dataProvider });
    const table = await tableShowing('Item 1');
    await user.click(within(within(table).getByText('Item 2').closest('tr')!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create package' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Tracking information not found')).toBeInTheDocument();
  });

  it('gives a reader no row selection', async () => {
    const viewer = orderProvider(purchaseWaiting(), 'viewer');
    await renderAdmin({ path: '/purchase-waiting-order', dataProvider: viewer, role: 'viewer' });
    const table = await tableShowing('Item 1');
    expect(within(table).queryAllByRole('checkbox')).toEqual([]);
  });

  it('offers on the chosen rows only what the stage allows: storage a status change, cancelled orders none', async () => {
    const dataProvider = orderProvider({
      'order-arrived-in-storage': [order(6, { status: 'inStorage' })],
      'order-cancel': [order(7, { status: 'cancellationRequested' })],
    });
    const { user, router } = await renderAdmin({ path: '/order-arrived-in-storage', dataProvider });
    const table = await tableShowing('Item 6');
    await user.click(within(within(table).getByText('Item 6').closest('tr')!).getByRole('checkbox'));
    expect(bulkButtons()).toEqual(['Change status', 'Export selected']);
    await router.navigate('/order-cancel');
    const cancelled = await tableShowing('Item 7');
    await user.click(within(within(cancelled).getByText('Item 7').closest('tr')!).getByRole('checkbox'));
    // A requested cancellation is carried out by its own action, with a reason: no move to offer here.
    expect(bulkButtons()).toEqual(['Export selected']);
  });

  it('applies a note to each chosen order in turn, shows how far it is, and names the orders left unchanged and why', async () => {
    const dataProvider = orderProvider(purchaseWaiting());
    // ORD-1 is changed, ORD-2 was changed by someone else meanwhile (answered when the test says),
    // ORD-3's stage does not allow it.
    const conflict = deferred();
    dataProvider.orderWrite.mockImplementation(async (_family, _action, body: Record<string, unknown>) => {
      if (body.orderId === 2) return conflict.promise as never;
      if (body.orderId === 3)
        throw new HttpError('This order cannot be changed at its stage', 400, { errors: {} });
      return { data: {} } as never;
    });
    const { user } = await renderAdmin({ path: '/purchase-waiting-order', dataProvider });
    const table = await tableShowing('Item 1');
    await user.click(within(table).getAllByRole('checkbox')[0]);
    expect(bulkButtons()).toEqual([
      'Set payer',
      'Edit note',
      'Create package',
      'Change status',
      'Export selected',
    ]);
    await user.click(screen.getByRole('button', { name: 'Edit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit note: 3 orders' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Call the seller');
    const listCalls = dataProvider.getList.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    // Whichever order comes first, one is done while ORD-2's write is still out.
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('1 of 3'));
    conflict.reject(new HttpError('Conflict', 409, { errors: {} }));
    expect(
      await within(dialog).findByText('1 of 3 orders updated. Not updated (still selected):', {
        exact: false,
      }),
    ).toBeInTheDocument();
    // Each order its own write, with the version the list showed.
    expect(dataProvider.orderWrite).toHaveBeenCalledTimes(3);
    for (const orderId of [1, 2, 3])
      expect(dataProvider.orderWrite).toHaveBeenCalledWith('OrderPurchase', 'OrderUpdateNote', {
        orderId,
        version: 1,
        note: 'Call the seller',
      });
    const failures = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(failures.sort()).toEqual([
      'ORD-2 — Someone else changed this order after the list was loaded. Reload the list and try again.',
      'ORD-3 — This order cannot be changed at its stage',
    ]);
    await waitFor(() => expect(dataProvider.getList.mock.calls.length).toBeGreaterThan(listCalls));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('2 items selected')).toBeInTheDocument();
  });

  it('shows a friendly empty state', async () => {
    const dataProvider = orderProvider({ 'order-cancel-jan': [] });
    await renderAdmin({ path: '/order-cancel-jan', dataProvider });
    expect(await screen.findByText('No orders here', {}, slow)).toBeInTheDocument();
  });
});
