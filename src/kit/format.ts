import { findLanguage, type Locale } from '../../i18n/languages';

/**
 * THE way the app writes numbers, money, dates and durations: by the interface language the user
 * chose (never the browser's), each with its country's conventions. Every screen formats through
 * this module (or its hooks in `useFormat.ts`), so a list, a detail and the dashboard write the same
 * amount the same way.
 */

/** The Intl locale of each interface language: its country's digit grouping and dates. */
export const intlLocales: Readonly<Record<Locale, string>> = { vi: 'vi-VN', en: 'en-US', ja: 'ja-JP' };

/** Currencies without minor units in everyday use: a yen or a dong never shows fractions. */
export const wholeCurrencies: ReadonlySet<string> = new Set(['VND', 'JPY', 'KRW']);

/** The fraction digits an amount in a currency shows: none for the whole currencies, else two. */
export const currencyFractionDigits = (currency: string) => (wholeCurrencies.has(currency) ? 0 : 2);

/**
 * A date as each language writes it short, by Intl: vi 05/01/2026, en 01/05/2026, ja 2026/01/05.
 * A moment is the date, then the time: vi and ja on a 24-hour clock (vi 09:05, ja 9:05), en 9:05 AM.
 * (These are date-fns' short date and time, `P p`, which wrote them before; Intl's own moment
 * would put vi's time before its date, and date-fns cost the first load 7 kB.)
 */
const dateOptions: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const timeOptions: Readonly<Record<Locale, Intl.DateTimeFormatOptions>> = {
  vi: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  en: { hour: 'numeric', minute: '2-digit' },
  ja: { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' },
};

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

const asDate = (value: unknown) => {
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The parts of a duration in whole seconds: days, hours, minutes, seconds. */
export const durationParts = (totalSeconds: number) => {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3_600),
    minutes: Math.floor((seconds % 3_600) / 60),
    seconds: seconds % 60,
  };
};

export interface Formatter {
  readonly locale: Locale;
  /** A count or measure: grouped, up to `fractionDigits` decimals (2 unless said). */
  number(value: unknown, fractionDigits?: number): string;
  /** An amount in a currency (ISO code): with its symbol; VND and JPY without fractions. */
  money(value: unknown, currency: string): string;
  /** A percentage given in hundredths (3 is 3 %), as the language writes it (`3%`, `2,5%`). */
  percent(value: unknown): string;
  /** A calendar date. */
  date(value: unknown): string;
  /** A moment: date and time. */
  dateTime(value: unknown): string;
  /**
   * A moment in the language's short form, for a list's narrow column (the detail writes it whole):
   * Intl's short date, then the time, vi 28/11/26 23:55, en 11/28/26 11:55 PM, ja 2026/11/28 23:55.
   */
  shortDateTime(value: unknown): string;
  /** A duration in seconds as the language writes it: `1 ngày 02:03:04`, `1 day 02:03:04`, `1日 02:03:04`. */
  duration(seconds: number): string;
}

/**
 * The formatter of an interface language. Values that are not numbers or dates are written as they
 * are, never as `NaN`.
 */
export const createFormatter = (language: string): Formatter => {
  const locale = findLanguage(language).locale;
  const intl = intlLocales[locale];
  const numbers = new Map<number, Intl.NumberFormat>();
  const amounts = new Map<string, Intl.NumberFormat>();
  const numberFormat = (digits: number) => {
    let cached = numbers.get(digits);
    if (!cached)
      numbers.set(digits, (cached = new Intl.NumberFormat(intl, { maximumFractionDigits: digits })));
    return cached;
  };
  const moneyFormat = (currency: string) => {
    let cached = amounts.get(currency);
    if (!cached) {
      const digits = currencyFractionDigits(currency);
      cached = new Intl.NumberFormat(intl, {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      amounts.set(currency, cached);
    }
    return cached;
  };
  // Made when first used: an Intl format is slow to construct.
  let dayCount: Intl.NumberFormat | undefined;
  let percents: Intl.NumberFormat | undefined;
  let intlDate: Intl.DateTimeFormat | undefined;
  let intlTime: Intl.DateTimeFormat | undefined;
  let intlShortDate: Intl.DateTimeFormat | undefined;
  const dateWith = (value: unknown, write: (date: Date) => string) => {
    if (isBlank(value)) return '';
    const date = asDate(value);
    return date ? write(date) : String(value);
  };
  const shortDate = (date: Date) => (intlDate ??= new Intl.DateTimeFormat(intl, dateOptions)).format(date);
  const time = (date: Date) => (intlTime ??= new Intl.DateTimeFormat(intl, timeOptions[locale])).format(date);
  const two = (value: number) => String(value).padStart(2, '0');
  return {
    locale,
    number: (value, fractionDigits = 2) => {
      if (isBlank(value)) return '';
      const number = Number(value);
      return Number.isFinite(number) ? numberFormat(fractionDigits).format(number) : String(value);
    },
    money: (value, currency) => {
      if (isBlank(value)) return '';
      const number = Number(value);
      if (!Number.isFinite(number)) return String(value);
      // A currency code Intl does not know (a typo in data) is written as a number with the code.
      try {
        return moneyFormat(currency.toUpperCase()).format(number);
      } catch {
        return `${numberFormat(2).format(number)} ${currency}`;
      }
    },
    percent: (value) => {
      if (isBlank(value)) return '';
      const number = Number(value);
      if (!Number.isFinite(number)) return String(value);
      percents ??= new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 2 });
      return percents.format(number / 100);
    },
    date: (value) => dateWith(value, shortDate),
    dateTime: (value) => dateWith(value, (date) => `${shortDate(date)} ${time(date)}`),
    shortDateTime: (value) =>
      dateWith(
        value,
        (date) =>
          `${(intlShortDate ??= new Intl.DateTimeFormat(intl, { dateStyle: 'short' })).format(date)} ${time(date)}`,
      ),
    duration: (totalSeconds) => {
      const { days, hours, minutes, seconds } = durationParts(totalSeconds);
      const clock = `${two(hours)}:${two(minutes)}:${two(seconds)}`;
      if (days === 0) return clock;
      // Intl names the days in the language itself (`2 ngày`, `2 days`, `2日`).
      dayCount ??= new Intl.NumberFormat(intl, { style: 'unit', unit: 'day', unitDisplay: 'long' });
      return `${dayCount.format(days)} ${clock}`;
    },
  };
};
