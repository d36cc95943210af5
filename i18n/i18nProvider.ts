import type { I18nProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { defaultLanguage, findLanguage, languages, type Locale } from './languages';
import { viShell } from './messages/viShell';

type Loaders = Record<Locale, () => Promise<TranslationMessages>>;

/**
 * One kind of message table per locale, fetched once; a failed fetch is forgotten so that a retry
 * fetches again.
 */
const messageTables = (loaders: Loaders, bundled: Partial<Record<Locale, TranslationMessages>>) => {
  const loaded = new Map(Object.entries(bundled) as [Locale, TranslationMessages][]);
  const loading = new Map<Locale, Promise<TranslationMessages>>();
  const load = (locale: Locale): Promise<TranslationMessages> => {
    const ready = loaded.get(locale);
    if (ready) return Promise.resolve(ready);
    let pending = loading.get(locale);
    if (!pending) {
      pending = loaders[locale]().then(
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
  return { loaded, load };
};

const english = () => import('./messages/en').then((module) => module.en);
const japanese = () => import('./messages/ja').then((module) => module.ja);

/**
 * What the shell and the dashboard read: Vietnamese's is in the first bundle (messages/viShell.ts);
 * English and Japanese are separate chunks, fetched whole when chosen.
 */
const shellTables = messageTables(
  { vi: () => Promise.resolve(viShell), en: english, ja: japanese },
  { vi: viShell },
);

/**
 * Every message, the declarations' labels and every area's included: fetched for the first screen
 * that is not the dashboard (src/shell/ScreensReady.tsx), so that what a new declaration or area
 * adds never grows the first load.
 */
const wholeTables = messageTables(
  { vi: () => import('./messages/vi').then((module) => module.vi), en: english, ja: japanese },
  {},
);

/** The shell's messages of a locale, fetched once. */
export const loadMessages = (locale: Locale): Promise<TranslationMessages> => shellTables.load(locale);

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

/** react-admin's i18n provider, which screens other than the dashboard ask for every message first. */
export interface KagoI18nProvider extends I18nProvider {
  /** Fetches every message of the current locale (and of any locale chosen after); once. */
  loadScreenMessages: () => Promise<void>;
  /** Whether they are there already. */
  screenMessagesLoaded: () => boolean;
}

/**
 * The react-admin i18n provider. It starts in `initialLocale` when that locale's messages are
 * already loaded (always for Vietnamese; for the others after `await loadMessages(locale)`), else in
 * Vietnamese while it fetches them, so that react-admin's switch to the stored locale is immediate.
 */
export const createI18nProvider = (initialLocale: Locale): KagoI18nProvider => {
  const startLocale = shellTables.loaded.has(initialLocale) ? initialLocale : defaultLanguage.locale;
  if (startLocale !== initialLocale) void loadMessages(initialLocale).catch(() => undefined);
  let whole = false;
  let screensReady: Promise<void> | undefined;
  let screensLoaded = false;
  const provider = polyglotI18nProvider(
    (locale) => {
      const known = findLanguage(locale).locale;
      const tables = whole ? wholeTables : shellTables;
      return tables.loaded.get(known) ?? tables.load(known);
    },
    startLocale,
    languages.map(({ locale, text }) => ({ locale, name: text })),
    { allowMissing: false, onMissingKey: showMissingKey },
  );
  // Changes apply one after the other, in the order asked for: ra-i18n-polyglot takes a locale when
  // its messages arrive, and a slow change (the whole Vietnamese table, a chunk of its own) that
  // ended after a quick one asked later (English, already fetched) left English dates and flag
  // with Vietnamese words. Each change reads its locale when its turn comes.
  let changes: Promise<unknown> = Promise.resolve();
  const inTurn = (locale: () => string) => {
    const change = changes.then(() => provider.changeLocale(locale()));
    changes = change.catch(() => undefined);
    return change;
  };
  const loadScreenMessages = () => {
    if (!screensReady) {
      whole = true;
      // The same locale again: the provider reads its table anew, now the whole one.
      screensReady = inTurn(() => provider.getLocale()).then(
        () => {
          screensLoaded = true;
        },
        (error: unknown) => {
          whole = false;
          screensReady = undefined;
          throw error;
        },
      );
    }
    return screensReady;
  };
  return {
    ...provider,
    changeLocale: (locale: string) => inTurn(() => locale),
    loadScreenMessages,
    screenMessagesLoaded: () => screensLoaded,
  };
};
