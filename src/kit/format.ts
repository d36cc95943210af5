import { format as formatDateWith, type Locale as DateLocale } from 'date-fns';
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

/** Date-fns patterns of a date and of a moment (date and time), localised by the date-fns locale. */
const datePattern = 'P';
const momentPattern = 'P p';

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
  /** A duration in seconds as the language writes it: `1 ngày 02:03:04`, `1 day 02:03:04`, `1日 02:03:04`. */
  duration(seconds: number): string;
}

/**
 * The formatter of an interface language. `dateLocale` is its date-fns locale (i18n/dateLocale.ts
 * loads it on demand); until it is there, dates are written by Intl in the same language.
 * Values that are not numbers or dates are written as they are, never as `NaN`.
 */
export const createFormatter = (language: string, dateLocale?: DateLocale): Formatter => {
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
  let intlMoment: Intl.DateTimeFormat | undefined;
  const dateWith = (value: unknown, pattern: string, fallback: () => Intl.DateTimeFormat) => {
    if (isBlank(value)) return '';
    const date = asDate(value);
    if (!date) return String(value);
    return dateLocale ? formatDateWith(date, pattern, { locale: dateLocale }) : fallback().format(date);
  };
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
    date: (value) =>
      dateWith(
        value,
        datePattern,
        () => (intlDate ??= new Intl.DateTimeFormat(intl, { dateStyle: 'short' })),
      ),
    dateTime: (value) =>
      dateWith(
        value,
        momentPattern,
        () => (intlMoment ??= new Intl.DateTimeFormat(intl, { dateStyle: 'short', timeStyle: 'short' })),
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
