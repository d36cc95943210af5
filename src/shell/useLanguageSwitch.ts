import { useCallback, useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { storeLanguageId } from '../../authProvider/session';
import { findLanguage, languages, type Locale } from '../../i18n/languages';

/**
 * The interface language: switching keeps the language id (sent as the `LanguageId` header), changes
 * react-admin's locale, and keeps `<html lang>` in step for screen readers and hyphenation.
 */
export const useLanguageSwitch = () => {
  const [locale, setLocale] = useLocaleState();
  const current = findLanguage(locale);

  useEffect(() => {
    document.documentElement.lang = current.locale;
  }, [current.locale]);

  const switchTo = useCallback(
    (next: Locale) => {
      storeLanguageId(findLanguage(next).languageId);
      setLocale(next);
    },
    [setLocale],
  );

  return { current, languages, switchTo };
};
