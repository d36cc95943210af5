/** The interface languages. `languageId` is what the client sends in the `LanguageId` header. */
export const languages = [
  { locale: 'vi', languageId: '2abb33b8-a1a6-433c-942a-be3cfb7c1e6b', text: 'Tiếng Việt', icon: 'VN' },
  { locale: 'en', languageId: '27745085-aa67-4852-ab82-c0de7c5a7e7b', text: 'English', icon: 'GB' },
  { locale: 'ja', languageId: '387de4df-970c-4b91-a6b4-567802ee11fe', text: '日本語', icon: 'JP' },
] as const;

export type Locale = (typeof languages)[number]['locale'];
export type LanguageOption = (typeof languages)[number];

export const defaultLanguage: LanguageOption = languages[0];

/** The language of an id, a locale, or nothing (then Vietnamese). */
export const findLanguage = (idOrLocale: string | null | undefined): LanguageOption =>
  languages.find((language) => language.languageId === idOrLocale || language.locale === idOrLocale) ??
  defaultLanguage;
