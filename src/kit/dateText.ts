import type { Locale } from '../../i18n/languages';

/**
 * A calendar date as the user reads and types it, in the interface language: the order of its
 * parts as format.ts writes dates (vi dd/MM/yyyy, en MM/dd/yyyy, ja yyyy/MM/dd), whatever the browser's own language. On the wire a date stays `yyyy-MM-dd`.
 */
type DatePart = 'd' | 'm' | 'y';

export const dateOrders: Readonly<Record<Locale, readonly DatePart[]>> = {
  vi: ['d', 'm', 'y'],
  en: ['m', 'd', 'y'],
  ja: ['y', 'm', 'd'],
};

const hintParts: Record<DatePart, string> = { d: 'dd', m: 'mm', y: 'yyyy' };

/** The pattern shown in an empty date input and named by its error: `dd/mm/yyyy`. */
export const dateTextHint = (locale: Locale) => dateOrders[locale].map((part) => hintParts[part]).join('/');

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the day exists: 31/04 or 29/02 of a common year do not. */
const exists = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const pad = (value: number) => String(value).padStart(2, '0');

const isoOf = (year: number, month: number, day: number) =>
  exists(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;

/** Whether a value is a wire date (`yyyy-MM-dd`) of a day that exists. */
export const isIsoDate = (value: unknown): boolean => {
  const match = typeof value === 'string' ? isoDate.exec(value) : null;
  return match !== null && isoOf(Number(match[1]), Number(match[2]), Number(match[3])) !== null;
};

/**
 * The wire date of a value a record may hold: a wire date as it is; a moment (`2026-01-05T10:00Z`)
 * or a Date by its day in the browser's time zone, as react-admin's own DateInput takes it.
 */
export const isoDateOf = (value: unknown): string | null => {
  if (typeof value === 'string' && isIsoDate(value)) return value;
  if (!(value instanceof Date) && (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(value)))
    return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** A value in the language's order (`05/01/2026` in vi); what is not a date is shown as it is. */
export const formatDateText = (value: unknown, locale: Locale): string => {
  const iso = isoDateOf(value);
  if (iso === null) return value === null || value === undefined ? '' : String(value);
  const [y, m, d] = iso.split('-') as [string, string, string];
  const parts: Record<DatePart, string> = { y, m, d };
  return dateOrders[locale].map((part) => parts[part]).join('/');
};

/**
 * What the user typed, as a wire date: `''` when blank, `null` when it is not a date of the
 * language's order. Day and month take one or two digits, the year four; the parts may be
 * separated by `/`, `.`, `-`, spaces or 年月日; a wire date (`2026-01-05`, pasted) is taken in any language.
 */
export const parseDateText = (text: string, locale: Locale): string | null => {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  if (isIsoDate(trimmed)) return trimmed;
  const groups = trimmed.replace(/[年月日]$/, '').split(/\s*[/.\-\s年月]\s*/);
  const order = dateOrders[locale];
  if (groups.length !== 3) return null;
  const parts: Partial<Record<DatePart, number>> = {};
  for (const [index, part] of order.entries()) {
    const group = groups[index]!;
    if (!(part === 'y' ? /^\d{4}$/ : /^\d{1,2}$/).test(group)) return null;
    parts[part] = Number(group);
  }
  return isoOf(parts.y!, parts.m!, parts.d!);
};
