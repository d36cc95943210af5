import { en } from './messages/en';
import { ja } from './messages/ja';
import { vi } from './messages/vi';
import type { Locale } from './languages';

type Messages = { readonly [key: string]: string | Messages };

const catalogues: Record<Locale, Messages> = { vi, en, ja } as unknown as Record<Locale, Messages>;

/** Flattens nested messages to dotted keys (the seed's own keys, such as `common.notify.error`, are flat). */
export const flattenMessages = (messages: Messages, prefix = ''): Record<string, string> => {
  const flat: Record<string, string> = {};
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

/** Polyglot-style `%{name}` interpolation; `smart_count` variants (`a |||| b`) take the first form. */
export const interpolate = (phrase: string, params: Record<string, string | number> = {}) =>
  phrase
    .split(' |||| ')[0]
    .replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/**
 * Translates outside React (the server, the HTTP client). Falls back to English, then to the key.
 */
export const translate = (locale: Locale, key: string, params?: Record<string, string | number>) =>
  interpolate(flat(locale)[key] ?? flat('en')[key] ?? key, params);

export const hasKey = (locale: Locale, key: string) => key in flat(locale);
