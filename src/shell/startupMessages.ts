import { readLanguageId } from '../../authProvider/session';
import { pages as en } from '../../i18n/en/pages';
import { findLanguage, type Locale } from '../../i18n/languages';
import { pages as ja } from '../../i18n/ja/pages';
import { pages as vi } from '../../i18n/vi/pages';

const pages: Record<Locale, typeof en> = { vi, en, ja };

/**
 * The page texts shown before any i18n provider exists (start-up spinner, failed chunk), in the
 * stored language. Only these pages' texts are imported (i18n/en/pages.ts), not the app tables: the
 * start-up bundle must stay small.
 */
export const startupPageTexts = () => pages[findLanguage(readLanguageId()).locale];
