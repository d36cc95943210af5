import type { Locale as DateLocale } from 'date-fns';
import { useEffect, useMemo, useState } from 'react';
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

/** The formatter of the interface language the user chose (src/kit/format.ts). */
export const useFormat = (): Formatter => {
  const [language] = useLocaleState();
  const locale = findLanguage(language).locale;
  const dateLocale = useDateLocale(locale);
  return useMemo(() => createFormatter(locale, dateLocale), [locale, dateLocale]);
};
