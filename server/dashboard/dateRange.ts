import { and, gte, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { CalendarDay, DateRange } from '../../contract/dashboard';
import { translate } from '../../i18n/translate';
import { invalid } from '../http/apiError';
import { localeOf } from '../http/locale';

const day = 24 * 60 * 60 * 1000;

/** The default range: the last 30 days, today included. */
export const defaultRangeDays = 30;

/** A wider range is refused: a year of days is as much as a chart of days can show. */
export const maxRangeDays = 366;

export const calendarDay = (moment: Date): CalendarDay => moment.toISOString().slice(0, 10);

export const startOfDay = (date: CalendarDay) => new Date(`${date}T00:00:00.000Z`);

export const addDays = (date: CalendarDay, days: number): CalendarDay =>
  calendarDay(new Date(startOfDay(date).getTime() + days * day));

/**
 * A moment column from the start of `from` to the end of `to`, in UTC days: a missing end bounds
 * nothing on its side. Every range filter of the lists, reports and figures reads its days this way.
 */
export const withinDays = (column: AnyPgColumn, from?: CalendarDay, to?: CalendarDay): SQL | undefined =>
  and(
    from ? gte(column, startOfDay(from)) : undefined,
    to ? lt(column, startOfDay(addDays(to, 1))) : undefined,
  );

/** How many days a range covers, both ends included. */
export const rangeLength = ({ dateFrom, dateTo }: DateRange) =>
  Math.round((startOfDay(dateTo).getTime() - startOfDay(dateFrom).getTime()) / day) + 1;

/** Every day from `dateFrom` to `dateTo`, both included. */
export const daysOf = ({ dateFrom, dateTo }: DateRange): CalendarDay[] => {
  const days: CalendarDay[] = [];
  for (let date = dateFrom; date <= dateTo; date = addDays(date, 1)) days.push(date);
  return days;
};

/**
 * The range a request asks for, with the defaults filled in (a missing end is today, a missing start
 * the 30 days up to the end): 400 with the seed's ordering message when the end is before the start,
 * or when the range is longer than a year.
 */
export const requestedRange = (
  request: FastifyRequest,
  query: Partial<DateRange>,
  today: CalendarDay = calendarDay(new Date()),
): DateRange => {
  const dateTo = query.dateTo ?? (query.dateFrom && query.dateFrom > today ? query.dateFrom : today);
  const dateFrom = query.dateFrom ?? addDays(dateTo, 1 - defaultRangeDays);
  const locale = localeOf(request);
  const label = (field: keyof DateRange) => translate(locale, `kago.dashboard.${field}`);
  if (dateTo < dateFrom) {
    throw invalid({
      dateTo: [
        translate(locale, 'kago.validation.greaterOrEqual', {
          field: label('dateTo'),
          otherField: label('dateFrom'),
        }),
      ],
    });
  }
  if (rangeLength({ dateFrom, dateTo }) > maxRangeDays) {
    throw invalid({ dateFrom: [translate(locale, 'kago.dashboard.rangeTooLong', { days: maxRangeDays })] });
  }
  return { dateFrom, dateTo };
};
