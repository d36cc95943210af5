import { createContext, useContext } from 'react';
import { isOrderSource, type OrderSourceKey } from '../../resources/orders/index';

/**
 * The currency an order's amounts are in: its marketplace's (the Japanese ones in yen, the American
 * and international ones in dollars, Ezbuy in dong), as the reference server seeds and keeps them
 * (server/seed/orders.ts, `markets`). Receivables and payables name their own currency per row.
 */
export const orderCurrencies: Readonly<Record<OrderSourceKey, string>> = {
  ichiba: 'JPY',
  mercari: 'JPY',
  jan: 'JPY',
  auction: 'JPY',
  international: 'USD',
  america: 'USD',
  ezbuyvn: 'VND',
  pcs: 'JPY',
};

/** Fees the company charges (services, the dashboard's figures) are in dong. */
export const homeCurrency = 'VND';

/** The currency of an order from its source; dong for a source the app does not know. */
export const orderCurrency = (source: unknown) =>
  typeof source === 'string' && isOrderSource(source) ? orderCurrencies[source] : homeCurrency;

/** The currency of the order on screen, for amounts that do not name theirs. */
export const OrderCurrencyContext = createContext<string>(homeCurrency);

export const useOrderCurrency = () => useContext(OrderCurrencyContext);
