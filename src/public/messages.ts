import type { Locale } from '../../i18n/languages';
import type { app as englishApp } from '../../i18n/en/app';

/**
 * The public pages carry only the app part of one language's messages (not react-admin's, not the
 * resource labels), loaded on demand so the sign-in bundle stays small.
 */
type AppMessages = typeof englishApp;

const loaders: Record<Locale, () => Promise<{ app: AppMessages }>> = {
  vi: () => import('../../i18n/vi/app'),
  en: () => import('../../i18n/en/app'),
  ja: () => import('../../i18n/ja/app'),
};

export type Translate = (key: string, params?: Record<string, string | number>) => string;

type Tree = { readonly [key: string]: string | Tree };

const lookup = (messages: Tree, key: string): string | undefined => {
  // The seed's flat keys (`common.notify.error`) sit beside the nested `kago` tree.
  const flat = messages[key];
  if (typeof flat === 'string') return flat;
  let node: string | Tree | undefined = messages;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
};

export const createTranslate =
  (messages: Tree): Translate =>
  (key, params = {}) =>
    (lookup(messages, key) ?? key).replace(/%\{(\w+)\}/g, (whole, name: string) =>
      name in params ? String(params[name]) : whole,
    );

export const loadTranslate = async (locale: Locale): Promise<Translate> =>
  createTranslate((await loaders[locale]()).app as unknown as Tree);
