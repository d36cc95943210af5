import { and, asc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { countryName } from '../../i18n/countryNames';
import type { Locale } from '../../i18n/languages';
import { localizedValue } from '../../resources/index';
import type { Database } from '../db/database';
import { localeOf } from '../http/locale';
import type { ResourceTable } from '../db/tables';
import type { ActionContext } from '../resources/rules';
import { catalogueTable } from './checks';
import type { CustomerHandlers } from './handlers';

/**
 * The active places of a catalogue under `where`, in display order then by name, each named in
 * `locale` (a catalogue's localized name: Hokkaido, 北海道).
 */
const places = async (db: Database, table: ResourceTable, locale: Locale, where?: SQL) => {
  const rows = await db
    .select({ id: table.id, code: table.code, name: table.name, nameEn: table.nameEn, nameJa: table.nameJa })
    .from(table)
    .where(and(eq(table.active, true), where))
    .orderBy(asc(table.displayOrder), asc(table.name), asc(table.id));
  return rows.map(({ id, code, ...names }) => ({ id, code, name: localizedValue(names, 'name', locale) }));
};

/**
 * One cascade level per row (the reads `provinces`, `districts`, `wards` of resources/customers.ts):
 * the catalogue, the parent's query name and column.
 */
const levels = [
  { resource: 'state-province', param: 'countryId', column: 'countryId' },
  { resource: 'district', param: 'provinceId', column: 'stateProvinceId' },
  { resource: 'ward', param: 'districtId', column: 'districtId' },
] as const;

/** A cascade level's read: the active places of the one chosen above. */
const placesUnder = ({ resource, param, column }: (typeof levels)[number]) => ({
  summary: `The active ${resource} records of one ${param.replace(/Id$/, '')}.`,
  handle: async ({ request, tx, input }: ActionContext) => {
    const table = catalogueTable(resource);
    return places(tx, table, localeOf(request), eq(table[column], Number(input[param])));
  },
});

/** The address form's cascade, from the geography catalogues: country -> province -> district -> ward. */
export const geographyHandlers = {
  countries: {
    summary: "Every active country, named in the caller's language: the home markets first, then by name.",
    handle: async ({ request, tx }) => {
      const locale = localeOf(request);
      const table = catalogueTable('country');
      const countries = await tx
        .select({ id: table.id, code: table.code, name: table.name, displayOrder: table.displayOrder })
        .from(table)
        .where(eq(table.active, true));
      return countries
        .map((country) => ({
          id: Number(country.id),
          code: String(country.code),
          name: countryName(String(country.code), String(country.name), locale),
          displayOrder: Number(country.displayOrder),
        }))
        .sort(
          (one, other) =>
            one.displayOrder - other.displayOrder ||
            one.name.localeCompare(other.name, locale) ||
            one.id - other.id,
        )
        .map(({ displayOrder: _order, ...country }) => country);
    },
  },
  provinces: placesUnder(levels[0]),
  districts: placesUnder(levels[1]),
  wards: placesUnder(levels[2]),
} satisfies CustomerHandlers;
