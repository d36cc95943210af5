import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import type { CalendarDay } from '../../dataProvider/dashboard';

/** Counts, amounts in dong, calendar days and moments, written the way the chosen language writes them. */
export const useFormatters = () => {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const dong = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'VND',
      maximumFractionDigits: 0,
    });
    // Calendar days are UTC days on the server: format them in UTC so no time zone shifts them.
    const longDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const shortDay = new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
    // A moment (a transaction's time) is shown in the user's own time zone.
    const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    const asDate = (day: CalendarDay) => new Date(`${day}T00:00:00Z`);
    return {
      count: (value: number) => number.format(value),
      dong: (value: number) => dong.format(value),
      day: (day: CalendarDay) => longDay.format(asDate(day)),
      shortDay: (day: CalendarDay) => shortDay.format(asDate(day)),
      moment: (isoText: string) => moment.format(new Date(isoText)),
    };
  }, [locale]);
};
