import type { Locale as DateLocale } from 'date-fns';
import { findLanguage, type Locale } from './languages';

// Loaded on demand, each in its own chunk: a date picker or a formatted date needs only one.
const dateLocaleLoaders: Record<Locale, () => Promise<DateLocale>> = {
  vi: () => import('date-fns/locale/vi').then((module) => module.vi),
  en: () => import('date-fns/locale/en-US').then((module) => module.enUS),
  ja: () => import('date-fns/locale/ja').then((module) => module.ja),
};

/** The date-fns locale of an interface locale (an unknown one gets Vietnamese, like everything else). */
export const dateLocaleFor = (locale: string): Promise<DateLocale> =>
  dateLocaleLoaders[findLanguage(locale).locale]();
