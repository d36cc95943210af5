import { readLanguageId } from '../../authProvider/session';
import { app as en } from '../../i18n/en/app';
import { app as ja } from '../../i18n/ja/app';
import { findLanguage, type Locale } from '../../i18n/languages';
import { app as vi } from '../../i18n/vi/app';

const pages: Record<Locale, typeof en.kago.pages> = {
  vi: vi.kago.pages,
  en: en.kago.pages,
  ja: ja.kago.pages,
};

/**
 * The page texts shown before any i18n provider exists (start-up spinner, failed chunk), in the
 * stored language. Only the app messages are imported: the start-up bundle must stay small.
 */
export const startupPageTexts = () => pages[findLanguage(readLanguageId()).locale];
