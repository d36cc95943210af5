import { catalogueDeclarations } from '../../resources/index';
import { commonLookups } from '../../resources/catalogues';
import { toWire } from '../resources/records';
import type { ActionHandler, RulesTable } from '../resources/rules';

/** Every active record of the catalogue, in select order (display order, then name). */
const activeRecords: ActionHandler = async ({ repository }) =>
  (await repository.selectOptions({})).map(toWire);

const lookupNames = new Set<string>(Object.values(commonLookups).map((lookup) => lookup.name));

/**
 * The `Common` lookups of call catalogue 7.10 (resources/catalogues.ts `commonLookups`), each the
 * action of the catalogue it reads: the same answer as its `get-all`, at the catalogue's path. The
 * records' names are data, written once whatever the interface language: `languageId` is checked
 * by the schema and names the browser's cache, not another answer.
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
