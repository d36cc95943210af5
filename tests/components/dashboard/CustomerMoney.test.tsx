import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessTable, roles } from '../../../resources/access';
import { readsCustomerMoney } from '../../../src/dashboard/useCustomerMoney';
import { renderAdmin } from '../../support/TestAdmin';
import { dashboardDataProvider, december } from './dashboardFixtures';

const range = `dateFrom=${december.dateFrom}&dateTo=${december.dateTo}`;

describe("dashboard: the customers' money", () => {
  it('shows in, out, net and the cash now, and every type with its amount and count', async () => {
    const dataProvider = dashboardDataProvider();
    await renderAdmin({ path: `/?${range}`, dataProvider });
    const money = await screen.findByRole('region', { name: "Customers' money" });
    expect(
      await within(money).findByText('Money moved from Dec 1, 2025 to Dec 31, 2025'),
    ).toBeInTheDocument();
    expect(dataProvider.getTransactionTotals).toHaveBeenCalledWith(december, expect.anything());
    expect(within(money).getByText('Available cash now').parentElement).toHaveTextContent(/987,654,321/);
    expect(within(money).getByText('Frozen cash now').parentElement).toHaveTextContent(/24,000,000/);
    // The third type (payment): 3,000,000 in 12 moves, opening its list with the range kept.
    const payments = within(money).getByRole('link', { name: /^Payment\s*₫3,000,000\s*12 moves$/ });
    expect(payments).toHaveAttribute('href', `/?${range}&transactionType=payment`);
    expect(within(money).getAllByRole('link', { name: / moves$/ })).toHaveLength(6);
  });

  it("lists a type's transactions when its figure is opened, each customer opening their finance tab", async () => {
    const dataProvider = dashboardDataProvider();
    const { user } = await renderAdmin({ path: `/?${range}`, dataProvider });
    const money = await screen.findByRole('region', { name: "Customers' money" });
    const all = await within(money).findByRole('table', { name: 'Latest transactions' });
    expect(within(all).getAllByRole('row')).toHaveLength(11);

    await user.click(within(money).getByRole('link', { name: /^Deposit\s/ }));
    const deposits = await within(money).findByRole('table', { name: 'Latest transactions: Deposit' });
    expect(dataProvider.getDashboardTransactions).toHaveBeenLastCalledWith(
      { ...december, type: 'deposit', skip: 0, take: 10 },
      expect.anything(),
    );
    expect(within(money).getByRole('link', { name: /^Deposit\s/ })).toHaveAttribute('aria-current', 'true');
    const rows = within(deposits).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row).toHaveTextContent('Deposit');
    expect(within(rows[0]).getByRole('link', { name: 'C000007 · Nguyen An' })).toHaveAttribute(
      'href',
      '/customer-information/7/show?tab=finance',
    );

    await user.click(within(money).getByRole('link', { name: 'Show every type' }));
    expect(await within(money).findByRole('table', { name: 'Latest transactions' })).toBeInTheDocument();
  });

  it('pages through the transactions on the server', async () => {
    const dataProvider = dashboardDataProvider();
    const { user } = await renderAdmin({ path: `/?${range}`, dataProvider });
    const money = await screen.findByRole('region', { name: "Customers' money" });
    await within(money).findByRole('table', { name: 'Latest transactions' });
    expect(within(money).getByText('1-10 of 23')).toBeInTheDocument();
    await user.click(within(money).getByRole('button', { name: 'Go to next page' }));
    expect(await within(money).findByText('11-20 of 23')).toBeInTheDocument();
    expect(dataProvider.getDashboardTransactions).toHaveBeenLastCalledWith(
      { ...december, skip: 10, take: 10 },
      expect.anything(),
    );
    expect(within(money).getByText('Move 11')).toBeInTheDocument();
  });

  it('shows a viewer the money too (viewers read customers)', async () => {
    await renderAdmin({ path: '/', dataProvider: dashboardDataProvider('viewer'), role: 'viewer' });
    expect(await screen.findByRole('region', { name: "Customers' money" })).toBeInTheDocument();
  });
});

describe('who sees the customers’ money', () => {
  it('is whoever reads the dashboard and the customers in the access table; nobody else', () => {
    for (const role of roles) {
      expect(readsCustomerMoney([role]), role).toBe(
        accessTable[role].dashboard.includes('read') && accessTable[role].customers.includes('read'),
      );
    }
    expect(readsCustomerMoney([])).toBe(false);
    expect(readsCustomerMoney(['nobody'])).toBe(false);
  });
});
