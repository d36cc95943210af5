import { and, asc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { countryName } from '../../i18n/countryNames';
import type { Database } from '../db/database';
import { localeOf } from '../http/locale';
import type { ResourceTable } from '../db/tables';
import { catalogueTable } from './checks';
import { customerCall, idValue, querySchema, type AreaRoute } from './routeTable';

const tag = 'customers: geography';

/** The active places of a catalogue under `where`, in display order then by name. */
const places = (db: Database, table: ResourceTable, where?: SQL) =>
  db
    .select({ id: table.id, code: table.code, name: table.name })
    .from(table)
    .where(and(eq(table.active, true), where))
    .orderBy(asc(table.displayOrder), asc(table.name), asc(table.id));

/**
 * One cascade level per row: the declared read (resources/customers.ts), the catalogue, the parent's
 * query name and column.
 */
const levels = [
  { action: 'provinces', resource: 'state-province', param: 'countryId', column: 'countryId' },
  { action: 'districts', resource: 'district', param: 'provinceId', column: 'stateProvinceId' },
  { action: 'wards', resource: 'ward', param: 'districtId', column: 'districtId' },
] as const;

/** The address form's cascade, from the geography catalogues: country -> province -> district -> ward. */
export const geographyRoutes = (db: Database): AreaRoute[] => [
  {
    ...customerCall('countries'),
    tag,
    summary: "Every active country, named in the caller's language: the home markets first, then by name.",
    querystring: querySchema({}),
    handle: async (request) => {
      const locale = localeOf(request);
      const table = catalogueTable('country');
      const countries = await db
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
  ...levels.map(({ action, resource, param, column }): AreaRoute => ({
    ...customerCall(action),
    tag,
    summary: `The active ${resource} records of one ${param.replace(/Id$/, '')}.`,
    querystring: querySchema({ [param]: idValue }, [param]),
    handle: async (request) => {
      const table = catalogueTable(resource);
      return places(db, table, eq(table[column], (request.query as Record<string, number>)[param]));
    },
  })),
];
