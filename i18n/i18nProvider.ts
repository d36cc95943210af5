import type { I18nProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { defaultLanguage, findLanguage, languages, type Locale } from './languages';
import { vi } from './messages/vi';

export { dateLocaleFor } from './dateLocale';

// Vietnamese is in the first bundle; English and Japanese are separate chunks, fetched when chosen.
const messageLoaders: Record<Locale, () => Promise<TranslationMessages>> = {
  vi: () => Promise.resolve(vi),
  en: () => import('./messages/en').then((module) => module.en),
  ja: () => import('./messages/ja').then((module) => module.ja),
};

const loaded = new Map<Locale, TranslationMessages>([[defaultLanguage.locale, vi]]);
const loading = new Map<Locale, Promise<TranslationMessages>>();

/** The messages of a locale, fetched once; a failed fetch is forgotten so that a retry fetches again. */
export const loadMessages = (locale: Locale): Promise<TranslationMessages> => {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(locale);
  if (!pending) {
    pending = messageLoaders[locale]().then(
      (messages) => {
        loaded.set(locale, messages);
        loading.delete(locale);
        return messages;
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
};

const reported = new Set<string>();

/**
 * A key with no phrase shows as itself (a visible gap, not a blank), and is reported once so the
 * console is not flooded on every render. The i18n tests keep this from happening with our keys.
 */
const showMissingKey = (key: string) => {
  if (!reported.has(key)) {
    reported.add(key);
    console.warn(`Missing translation for key: "${key}"`);
  }
  return key;
};

/**
 * The react-admin i18n provider. It starts in `initialLocale` when that locale's messages are
 * already loaded (always for Vietnamese; for the others after `await loadMessages(locale)`), else in
 * Vietnamese while it fetches them, so that react-admin's switch to the stored locale is immediate.
 */
export const createI18nProvider = (initialLocale: Locale): I18nProvider => {
  const startLocale = loaded.has(initialLocale) ? initialLocale : defaultLanguage.locale;
  if (startLocale !== initialLocale) void loadMessages(initialLocale).catch(() => undefined);
  return polyglotI18nProvider(
    (locale) => {
      const known = findLanguage(locale).locale;
      return loaded.get(known) ?? loadMessages(known);
    },
    startLocale,
    languages.map(({ locale, text }) => ({ locale, name: text })),
    { allowMissing: false, onMissingKey: showMissingKey },
  );
};
