import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '../../support/TestAdmin';
import { dashboardDataProvider, december } from './dashboardFixtures';

const listFilter = (href: string | null) => {
  const url = new URL(href ?? '', 'http://app');
  return { path: url.pathname, filter: JSON.parse(url.searchParams.get('filter') ?? '{}') as unknown };
};

/** IntersectionObserver as the browser has it, with a hand on when the charts come into view. */
const observed: IntersectionObserverCallback[] = [];
class ControlledIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    observed.push(callback);
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}
const scrollChartsIntoView = () =>
  act(() => {
    for (const callback of observed)
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

afterEach(() => {
  observed.length = 0;
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

describe('dashboard figures', () => {
  it('shows the orders per stage, each card opening its stage list over the same dates', async () => {
    const dataProvider = dashboardDataProvider();
    await renderAdmin({ path: '/', dataProvider });
    const stages = await screen.findByRole('region', { name: 'Orders by stage' });
    // 100+101+...+107 orders in the first stage of the fixtures.
    const waiting = within(stages).getByRole('link', { name: /^Waiting for purchase\s*828$/ });
    expect(listFilter(waiting.getAttribute('href'))).toEqual({
      path: '/purchase-waiting-order',
      filter: december,
    });
    const cancelled = within(stages).getByRole('link', { name: /^Cancelled\s*\d/ });
    expect(listFilter(cancelled.getAttribute('href')).path).toBe('/order-cancel');
    expect(dataProvider.getDashboardFigures).toHaveBeenCalledWith({}, expect.anything());
  });

  it('opens the family screen of a stage and source, and the search list for a source', async () => {
    await renderAdmin({ path: '/', dataProvider: dashboardDataProvider() });
    const table = await screen.findByRole('table', { name: 'Orders by stage and source' });
    expect(
      listFilter(
        within(table)
          .getByRole('link', { name: /^301\s*\(Purchased, Mercari\)$/ })
          .getAttribute('href'),
      ),
    ).toEqual({ path: '/purchased-order-mer', filter: december });
    expect(
      listFilter(
        within(table)
          .getByRole('link', { name: /\(Waiting for purchase, PCS\)$/ })
          .getAttribute('href'),
      ).path,
    ).toBe('/purchase-waiting-order-pcs');
    // Waiting for payment has one family for every source: the source travels as a filter.
    expect(
      listFilter(
        within(table)
          .getByRole('link', { name: /\(Waiting for additional payment, Ichiba\)$/ })
          .getAttribute('href'),
      ),
    ).toEqual({ path: '/waiting-addpayment-order', filter: { ...december, source: 'ichiba' } });

    const sources = screen.getByRole('region', { name: 'Orders by source' });
    expect(
      listFilter(
        within(sources)
          .getByRole('link', { name: /^Auction\s*\d/ })
          .getAttribute('href'),
      ),
    ).toEqual({ path: '/search-orders', filter: { ...december, source: 'auction' } });
  });

  it("shows today's purchases with the amount in dong, linking to the latest purchases", async () => {
    await renderAdmin({ path: '/', dataProvider: dashboardDataProvider() });
    const today = await screen.findByRole('region', { name: /^Today's purchases/ });
    expect(within(today).getByText('7')).toBeInTheDocument();
    expect(within(today).getByText(/12,345,678/)).toBeInTheDocument();
    expect(within(today).getByRole('link', { name: 'See the latest purchases' })).toHaveAttribute(
      'href',
      '/search-orders?sort=purchaseDate&order=DESC',
    );
  });

  it('asks for the range typed in the order of the language, refusing an end before the start or a day that does not exist', async () => {
    const dataProvider = dashboardDataProvider();
    const { user } = await renderAdmin({ path: '/?dateFrom=2025-12-01&dateTo=2025-12-31', dataProvider });
    const from = await screen.findByLabelText('From');
    expect(from).toHaveValue('12/01/2025');
    await user.clear(from);
    await user.type(from, '12/10/2025');
    await screen.findByText('Figures of the orders placed from Dec 10, 2025 to Dec 31, 2025');
    expect(dataProvider.getDashboardFigures).toHaveBeenLastCalledWith(
      { dateFrom: '2025-12-10', dateTo: '2025-12-31' },
      expect.anything(),
    );
    const calls = dataProvider.getDashboardFigures.mock.calls.length;
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '12/05/2025');
    expect(await screen.findByText('To must be greater than or equal to From')).toBeInTheDocument();
    await user.clear(to);
    await user.type(to, '02/30/2026');
    expect(await screen.findByText('Not a date: type it as mm/dd/yyyy')).toBeInTheDocument();
    expect(to).toHaveValue('02/30/2026');
    expect(dataProvider.getDashboardFigures).toHaveBeenCalledTimes(calls);
  });

  it('shows a viewer the figures too (viewers read orders)', async () => {
    await renderAdmin({ path: '/', dataProvider: dashboardDataProvider('viewer'), role: 'viewer' });
    expect(await screen.findByRole('region', { name: 'Orders by stage' })).toBeInTheDocument();
  });
});

describe('dashboard charts', () => {
  it('load their chunk only once scrolled into view, with a title, a description and a table', async () => {
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      writable: true,
      value: ControlledIntersectionObserver,
    });
    const { user } = await renderAdmin({ path: '/', dataProvider: dashboardDataProvider() });
    const charts = await screen.findByRole('region', { name: 'Charts' });
    expect(within(charts).queryByRole('figure')).not.toBeInTheDocument();
    scrollChartsIntoView();
    const purchases = await within(charts).findByRole('figure', { name: 'Purchases per day' });
    expect(purchases).toHaveAccessibleDescription('Orders bought per day of the range.');
    expect(within(charts).getByRole('figure', { name: 'Orders by stage and source' })).toBeInTheDocument();
    await user.click(within(purchases).getByRole('button', { name: 'Show the figures as a table' }));
    const table = within(purchases).getByRole('table', { name: 'Purchases per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText(/12,345,678/)).toBeInTheDocument();
  });
});

describe('dashboard suppliers', () => {
  it("lists the signed-in purchaser's suppliers, each opening the orders it paid", async () => {
    const dataProvider = dashboardDataProvider();
    await renderAdmin({ path: '/', dataProvider });
    const mine = await screen.findByRole('list', { name: 'My suppliers' });
    const card = await within(mine).findByRole('link', { name: /KAGO-CARD-01/ });
    expect(listFilter(card.getAttribute('href'))).toEqual({
      path: '/search-orders',
      filter: { supplierId: 1, purchaser: 'admin' },
    });
    expect(within(mine).getByText(/42 orders/)).toBeInTheDocument();
    expect(within(mine).getByText('inactive')).toBeInTheDocument();
    expect(dataProvider.getSuppliersByAccount).toHaveBeenCalledWith('admin', expect.anything());
  });

  it('finds suppliers by code or name', async () => {
    const dataProvider = dashboardDataProvider();
    const { user } = await renderAdmin({ path: '/', dataProvider });
    await user.type(await screen.findByLabelText('Supplier code or name'), 'old');
    const found = await screen.findByRole('list', { name: 'Find a supplier' });
    expect(within(found).getByRole('link', { name: /KAGO-OLD-CARD/ })).toBeInTheDocument();
    expect(dataProvider.getSuppliersByKeyword).toHaveBeenLastCalledWith('old', expect.anything());
    await user.clear(screen.getByLabelText('Supplier code or name'));
    await user.type(screen.getByLabelText('Supplier code or name'), 'nothing');
    expect(await screen.findByText('No supplier matches.')).toBeInTheDocument();
  });
});

describe('dashboard menu shortcuts', () => {
  it("links every group of the admin's menu", async () => {
    await renderAdmin({ path: '/', dataProvider: dashboardDataProvider() });
    const catalogues = await screen.findByRole('region', { name: 'Catalogues' });
    expect(within(catalogues).getByRole('link', { name: /Banks/ })).toHaveAttribute('href', '/bank');
    const settings = screen.getByRole('region', { name: 'Settings' });
    expect(within(settings).getByRole('link', { name: /Currencies/ })).toHaveAttribute('href', '/currency');
  });

  it('shows a viewer only what its menu holds: no settings', async () => {
    await renderAdmin({ path: '/', dataProvider: dashboardDataProvider('viewer'), role: 'viewer' });
    expect(await screen.findByRole('region', { name: 'Catalogues' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Currencies/ })).not.toBeInTheDocument();
  });
});

describe('late-order alerts', () => {
  it("show admin each report's count and its change over the range, opening the report, their trend, and the late orders by source and stage", async () => {
    const dataProvider = dashboardDataProvider();
    await renderAdmin({ path: '/', dataProvider });
    const late = await screen.findByRole('region', { name: 'Late orders' });
    expect(
      (
        await within(late).findByRole('link', {
          name: /^Stored orders not exported\s*13\s*\+6 since Dec 1, 2025$/,
        })
      ).getAttribute('href'),
    ).toBe('/order-import-export-report');
    expect(
      within(late)
        .getByRole('link', { name: /^Orders without tracking\s*11\s*\+6 since Dec 1, 2025$/ })
        .getAttribute('href'),
    ).toBe('/order-report-tracking');
    expect(within(late).getAllByRole('link')).toHaveLength(4);
    expect(dataProvider.getLateOrderCounts).toHaveBeenCalled();
    // The trend: of the orders late now, those already late on each day of the range (the fixture's
    // reports each had 5 + index late before December, and 6 more became late on the 30th).
    const trend = await within(late).findByRole('figure', { name: 'Late orders day by day' });
    const days = within(within(trend).getByRole('table', { hidden: true })).getAllByRole('row', {
      hidden: true,
    });
    expect(days).toHaveLength(32);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell', { hidden: true })
        .map((cell) => cell.textContent);
    expect(cells(days[29])).toEqual(['5', '6', '7', '8']);
    expect(cells(days[30])).toEqual(['11', '12', '13', '14']);
    const chart = await within(late).findByRole('figure', { name: 'Late orders by source and stage' });
    const table = within(chart).getByRole('table', { hidden: true });
    expect(within(table).getByRole('rowheader', { name: 'Mercari', hidden: true })).toBeDefined();
  });

  it('are not shown to a role that does not read the reports', async () => {
    const dataProvider = dashboardDataProvider('viewer');
    await renderAdmin({ path: '/', dataProvider, role: 'viewer' });
    await screen.findByRole('region', { name: 'Orders by stage' });
    expect(screen.queryByRole('region', { name: 'Late orders' })).toBeNull();
    expect(dataProvider.getLateOrderCounts).not.toHaveBeenCalled();
  });
});
