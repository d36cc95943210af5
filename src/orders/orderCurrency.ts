import { createContext, useContext } from 'react';
import { isOrderSource, orderSources, type OrderSourceKey } from '../../resources/orders/index';

/**
 * The currency an order's amounts are in: its marketplace's (resources/orders/sources.ts, which the
 * reference server seeds with too). Receivables and payables name their own currency per row.
 */
export const orderCurrencies = Object.fromEntries(
  orderSources.map((source) => [source.key, source.currency]),
) as Readonly<Record<OrderSourceKey, string>>;

/** Fees the company charges (services, the dashboard's figures) are in dong. */
export const homeCurrency = 'VND';

/** The currency of an order from its source; dong for a source the app does not know. */
export const orderCurrency = (source: unknown) =>
  typeof source === 'string' && isOrderSource(source) ? orderCurrencies[source] : homeCurrency;

/** The currency of the order on screen, for amounts that do not name theirs. */
export const OrderCurrencyContext = createContext<string>(homeCurrency);

export const useOrderCurrency = () => useContext(OrderCurrencyContext);
