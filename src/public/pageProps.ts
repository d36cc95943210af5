import type { Locale } from '../../i18n/languages';
import type { Translate } from './messages';

export interface PublicPageProps {
  t: Translate;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
}
