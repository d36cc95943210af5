import { catalogueDeclarations, localizedSources, localizedValue } from '../../resources/index';
import { commonLookups } from '../../resources/catalogues';
import { findLanguage } from '../../i18n/languages';
import { localeOf } from '../http/locale';
import { toWire } from '../resources/records';
import type { ActionHandler, RulesTable } from '../resources/rules';

/**
 * Every active record of the catalogue, in select order (display order, then name), its localized
 * fields (the name) in the language asked: the seed's `languageId` when the query carries one, else
 * the `LanguageId` header, else Vietnamese. The record's other languages stay in it (`nameEn`...).
 */
const activeRecords: ActionHandler = async ({ repository, request, input }) => {
  const asked =
    typeof input.languageId === 'string' && input.languageId !== '' ? input.languageId : undefined;
  const locale = asked ? findLanguage(asked).locale : localeOf(request);
  const localized = localizedSources(repository.declaration);
  return (await repository.selectOptions({})).map((row) => {
    const record = toWire(row);
    for (const source of localized) record[source] = localizedValue(record, source, locale);
    return record;
  });
};

const lookupNames = new Set<string>(Object.values(commonLookups).map((lookup) => lookup.name));

/**
 * The `Common` lookups of call catalogue 7.10 (resources/catalogues.ts `commonLookups`), each the
 * action of the catalogue it reads: the same records as its `get-all`, at the catalogue's path,
 * named in the language asked (`languageId`, which also names the browser's cache).
 */
export const commonLookupRules: RulesTable = Object.fromEntries(
  catalogueDeclarations
    .filter((declaration) => (declaration.actions ?? []).some((action) => lookupNames.has(action.name)))
    .map((declaration) => [
      declaration.name,
      {
        actions: Object.fromEntries(
          (declaration.actions ?? []).map((action) => [action.name, activeRecords]),
        ),
      },
    ]),
);
