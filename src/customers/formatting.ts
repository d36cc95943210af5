import { useFormat } from '../kit/useFormat';

/** Customers' money is kept in dong. */
const customerCurrency = 'VND';

/** Amounts of money as the user's language writes them, in dong (2.000.000 ₫ / ₫2,000,000). */
export const useMoneyFormat = () => {
  const format = useFormat();
  return (amount: number | null | undefined) => format.money(amount ?? 0, customerCurrency);
};

/** A date-time of the API (ISO text) in the user's language; empty when absent. */
export const useDateTimeFormat = () => {
  const format = useFormat();
  return (value: string | null | undefined) => format.dateTime(value);
};
