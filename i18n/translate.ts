import { serverAreas as enServer } from './en/serverAreas';
import { serverAreas as jaServer } from './ja/serverAreas';
import type { Locale } from './languages';
import { mergeMessages } from './mergeMessages';
import { en } from './messages/en';
import { ja } from './messages/ja';
import { vi } from './messages/vi';
import { serverAreas as viServer } from './vi/serverAreas';

type Messages = { readonly [key: string]: string | Messages };

/** What the browser shows, plus what only the server says. */
const catalogues = {
  vi: mergeMessages(vi as Messages, viServer),
  en: mergeMessages(en as Messages, enServer),
  ja: mergeMessages(ja as Messages, jaServer),
} as Record<Locale, Messages>;

/** Flattens nested messages to dotted keys (the seed's own keys, such as `common.notify.error`, are flat). */
export const flattenMessages = (messages: Messages, prefix = ''): Record<string, string> => {
  // Without a prototype: a key built from a request (`kago.orders.fields.constructor`) must find a
  // message or nothing, never Object.prototype's member.
  const flat: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flattenMessages(value, path));
  }
  return flat;
};

const flatByLocale = new Map<Locale, Record<string, string>>();
const flat = (locale: Locale) => {
  let table = flatByLocale.get(locale);
  if (!table) {
    table = flattenMessages(catalogues[locale]);
    flatByLocale.set(locale, table);
  }
  return table;
};

/** Which `a |||| b` form a count takes, by language (polyglot's rules: Vietnamese and Japanese have one). */
const pluralForm: Record<Locale, (count: number) => number> = {
  en: (count) => (count === 1 ? 0 : 1),
  vi: () => 0,
  ja: () => 0,
};

/** Polyglot-style: the `smart_count` form of `a |||| b` for the language, then `%{name}` interpolation. */
export const interpolate = (
  phrase: string,
  params: Record<string, string | number> = {},
  locale: Locale = 'en',
) => {
  const forms = phrase.split(' |||| ');
  const count = Number(params.smart_count);
  const form = Number.isFinite(count) ? Math.min(pluralForm[locale](count), forms.length - 1) : 0;
  return forms[form].replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
};

/**
 * Translates outside React (the server, the HTTP client). Falls back to English, then to the key.
 */
export const translate = (locale: Locale, key: string, params?: Record<string, string | number>) =>
  interpolate(flat(locale)[key] ?? flat('en')[key] ?? key, params, locale);

export const hasKey = (locale: Locale, key: string) => key in flat(locale);
