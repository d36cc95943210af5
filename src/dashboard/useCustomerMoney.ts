import { useSearchParams } from 'react-router-dom';
import type { TransactionType } from '../../dataProvider/customers';
import { transactionTypes } from '../../dataProvider/customers';
import type { DateRange, TransactionQuery } from '../../dataProvider/dashboard';
import { hasRight } from '../../contract/access';
import { useDashboardCall } from './useDashboardFigures';

/**
 * The customers' money is customer data: shown to roles that read the dashboard AND the customers,
 * as the server allows `GetListTransaction` and `GetTotalAmount` (resources/access.ts).
 */
export const readsCustomerMoney = (roles: readonly string[]) =>
  hasRight(roles, 'read', 'dashboard') && hasRight(roles, 'read', 'customers');

/** The address key of the type whose transactions the dashboard lists (absent: every type). */
export const transactionTypeParam = 'transactionType';

const isTransactionType = (value: string | null): value is TransactionType =>
  (transactionTypes as readonly (string | null)[]).includes(value);

/**
 * The type chosen in the address, and the dashboard address that chooses another (or, with none,
 * every type) while keeping the date range: a type's figure is a link, so a reload or a shared
 * link shows the same list.
 */
export const useChosenTransactionType = () => {
  const [searchParams] = useSearchParams();
  const value = searchParams.get(transactionTypeParam);
  const chosen = isTransactionType(value) ? value : undefined;
  const linkTo = (type?: TransactionType) => {
    const next = new URLSearchParams(searchParams);
    if (type) next.set(transactionTypeParam, type);
    else next.delete(transactionTypeParam);
    const search = next.toString();
    return search ? `?${search}` : '?';
  };
  return { chosen, linkTo };
};

/** `Dashboard/GetTotalAmount` for the range. */
export const useTransactionTotals = (range: Partial<DateRange>, enabled: boolean) =>
  useDashboardCall(
    ['kago.dashboard.transactionTotals', range.dateFrom ?? null, range.dateTo ?? null],
    (calls, signal) => calls.getTransactionTotals(range, { signal }),
    enabled,
  );

/** One page of `Dashboard/GetListTransaction`. */
export const useTransactionPage = (query: TransactionQuery, enabled: boolean) =>
  useDashboardCall(
    [
      'kago.dashboard.transactions',
      query.dateFrom ?? null,
      query.dateTo ?? null,
      query.type ?? null,
      query.skip ?? 0,
      query.take ?? null,
    ],
    (calls, signal) => calls.getDashboardTransactions(query, { signal }),
    enabled,
  );
