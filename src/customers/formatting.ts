import { useLocaleState } from 'react-admin';

/** Amounts of money as the user's language writes them (2,000,000 / 2.000.000). */
export const useMoneyFormat = () => {
  const [locale] = useLocaleState();
  return (amount: number | null | undefined) => (amount ?? 0).toLocaleString(locale);
};

/** A date-time of the API (ISO text) in the user's language; empty when absent. */
export const useDateTimeFormat = () => {
  const [locale] = useLocaleState();
  return (value: string | null | undefined) => (value ? new Date(value).toLocaleString(locale) : '');
};
