import englishPack from 'ra-language-english';
import { flattenMessages } from '../../../i18n/translate';
import { en } from '../../../i18n/messages/en';
import { ja } from '../../../i18n/messages/ja';
import { vi } from '../../../i18n/messages/vi';
import { languages, type Locale } from '../../../i18n/languages';

type Messages = Parameters<typeof flattenMessages>[0];

/** Every locale's messages flattened to dotted keys, as polyglot and `translate()` see them. */
export const flatMessages: Record<Locale, Record<string, string>> = {
  vi: flattenMessages(vi as Messages),
  en: flattenMessages(en as Messages),
  ja: flattenMessages(ja as Messages),
};

export const locales: readonly Locale[] = languages.map((language) => language.locale);

/** The keys of react-admin's English pack: the set every locale's `ra` tree must have. */
export const englishPackKeys = Object.keys(flattenMessages(englishPack as Messages)).sort();

/** The `%{name}` parameters of a phrase. */
export const paramsOf = (phrase: string) =>
  new Set([...phrase.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]));
