import { languages, type Locale } from '../../i18n/languages';
import { translate } from '../../i18n/translate';
import type { MenuDefinition } from '../../resources/menu';
import type { ResourceDeclaration } from '../../resources/types';
import {
  visibleMenu,
  type ServedMenu,
  type ServedMenuItem,
  type VisibleMenuNode,
} from '../../contract/visibleMenu';

const label = (locale: Locale, labelKey: string) => translate(locale, labelKey, { smart_count: 2 });

/**
 * Each label in the language asked for (the plural form where a label has one: resource names),
 * with its other languages' labels for the search.
 */
const translated = (locale: Locale, items: readonly VisibleMenuNode[]): ServedMenuItem[] =>
  items.map(({ labelKey, children, ...item }) => ({
    ...item,
    label: label(locale, labelKey),
    aliases: languages
      .filter((language) => language.locale !== locale)
      .map((language) => label(language.locale, labelKey)),
    ...(children ? { children: translated(locale, children) } : {}),
  }));

/** A menu as these roles may use it, labelled in this language: what the menu calls answer. */
export const serveMenu = (
  menu: MenuDefinition,
  roleNames: readonly string[],
  locale: Locale,
  declarations: readonly ResourceDeclaration[],
): ServedMenu => {
  const visible = visibleMenu(menu, roleNames, declarations);
  return {
    key: visible.key,
    label: translate(locale, visible.labelKey),
    items: translated(locale, visible.items),
  };
};
