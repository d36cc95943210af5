import { useLocaleState } from 'react-admin';
import { findLanguage, type Locale } from '../../i18n/languages';
import { createFormatter, type Formatter } from './format';

/**
 * One formatter per language, shared by every component: a formatter holds Intl formats, whose
 * construction is slow, and a list page has hundreds of formatted cells (a formatter per cell was
 * 7 % of the browser's CPU while opening screens).
 */
const formatters = new Map<Locale, Formatter>();

const formatterFor = (locale: Locale) => {
  let formatter = formatters.get(locale);
  if (!formatter) formatters.set(locale, (formatter = createFormatter(locale)));
  return formatter;
};

/** The formatter of the interface language the user chose (src/kit/format.ts). */
export const useFormat = (): Formatter => {
  const [language] = useLocaleState();
  return formatterFor(findLanguage(language).locale);
};
