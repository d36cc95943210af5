import type { Locale } from '../../../i18n/languages';
import { translate } from '../../../i18n/translate';
import type { OrderFamily } from '../../../resources/orders/index';

/**
 * The name of a family's list in this language: its stage and source, or its own name. A stage's
 * base family filtered to one source (the PCS screens) is named after that source.
 */
export const familyListLabel = (locale: Locale, family: OrderFamily, sourceFilter?: string) => {
  if (!family.stage) return translate(locale, `kago.orderFiles.lists.${family.path}`);
  const list = translate(locale, `kago.orderFiles.stages.${family.stage}`);
  const sourceKey = family.source ?? sourceFilter;
  if (!sourceKey) return list;
  const source = translate(locale, `kago.orderSource.${sourceKey}`);
  return translate(locale, 'kago.orderFiles.withSource', { list, source });
};
