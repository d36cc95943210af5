import { useMemo } from 'react';
import type { CalendarDay } from '../../dataProvider/dashboard';
import { intlLocales } from '../kit/format';
import { useFormat } from '../kit/useFormat';

/**
 * Counts, amounts in dong, calendar days and moments, written the way the chosen language writes
 * them: the app's formatter (src/kit/format.ts), and the dashboard's calendar days.
 */
export const useFormatters = () => {
  const format = useFormat();
  return useMemo(() => {
    const intl = intlLocales[format.locale];
    // Calendar days are UTC days on the server: format them in UTC so no time zone shifts them.
    const longDay = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' });
    const shortDay = new Intl.DateTimeFormat(intl, { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
    const asDate = (day: CalendarDay) => new Date(`${day}T00:00:00Z`);
    return {
      count: (value: number) => format.number(value, 0),
      dong: (value: number) => format.money(value, 'VND'),
      day: (day: CalendarDay) => longDay.format(asDate(day)),
      shortDay: (day: CalendarDay) => shortDay.format(asDate(day)),
      moment: (isoText: string) => format.dateTime(isoText),
    };
  }, [format]);
};
