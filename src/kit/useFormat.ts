import type { Locale as DateLocale } from 'date-fns';
import { useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { dateLocaleFor } from '../../i18n/dateLocale';
import { findLanguage, type Locale } from '../../i18n/languages';
import { createFormatter, type Formatter } from './format';

/** The date-fns locales loaded so far: each is loaded once per page, then every screen has it at once. */
const loadedDateLocales = new Map<Locale, DateLocale>();

/** The interface language's date-fns locale, undefined while its chunk loads. */
const useDateLocale = (locale: Locale) => {
  const [, loaded] = useState(0);
  const dateLocale = loadedDateLocales.get(locale);
  useEffect(() => {
    if (dateLocale) return;
    let current = true;
    void dateLocaleFor(locale).then((value) => {
      loadedDateLocales.set(locale, value);
      if (current) loaded((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [locale, dateLocale]);
  return dateLocale;
};

/**
 * One formatter per language (and its date-fns locale once loaded), shared by every component: a
 * formatter holds Intl formats, whose construction is slow, and a list page has hundreds of
 * formatted cells (a formatter per cell was 7 % of the browser's CPU while opening screens).
 */
const formatters = new Map<Locale, { dateLocale: DateLocale | undefined; formatter: Formatter }>();

const formatterFor = (locale: Locale, dateLocale: DateLocale | undefined) => {
  const cached = formatters.get(locale);
  if (cached && cached.dateLocale === dateLocale) return cached.formatter;
  const formatter = createFormatter(locale, dateLocale);
  formatters.set(locale, { dateLocale, formatter });
  return formatter;
};

/** The formatter of the interface language the user chose (src/kit/format.ts). */
export const useFormat = (): Formatter => {
  const [language] = useLocaleState();
  const locale = findLanguage(language).locale;
  return formatterFor(locale, useDateLocale(locale));
};
