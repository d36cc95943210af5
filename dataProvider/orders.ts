import type { HttpClient } from './httpClient';
import {
  findOrderFamilyByRoute,
  orderFamilies,
  orderListFilterFields,
  type OrderFamily,
} from '../resources/orders/index';
import { callApi } from './callApi';
import type { AreaList, ListPage } from './resourceProvider';
import { familyActionUrl } from './paths';
import type { QueryParams, QueryValue } from './queryString';

/**
 * The order families' calls as the screens use them, each screen (react-admin resource) named by its
 * route: the list of each family (`GET /api/<Family>/<listAction>`), a family's reads, and the
 * package made from several orders.
 */

/** The filters a family list takes besides paging, order and keyword (resources/orders/listQuery.ts). */
export const orderListFilters = orderListFilterFields.map((field) => field.source);

const isSet = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

const statusFilters = new Set<string>(
  orderListFilterFields.filter((field) => field.type === 'status').map((field) => field.source),
);

/** One filter as a query value: statuses go as a repeated key even when one is chosen. */
const filterValue = (name: string, value: unknown): QueryValue =>
  statusFilters.has(name) ? [value].flat().map(String) : (value as QueryValue);

/**
 * A family list's query values from react-admin's list parameters: `q` is the keyword, empty filters
 * mean "no filter", and a PCS screen always lists PCS orders (its family has no path of its own).
 */
export const orderListQuery = (
  family: OrderFamily,
  { pagination, sort, filter = {} }: Parameters<AreaList>[0],
): QueryParams => {
  const { page, perPage } = pagination ?? { page: 1, perPage: 25 };
  const filters = Object.fromEntries(
    orderListFilters
      .filter((name) => isSet(filter[name]))
      .map((name) => [name, filterValue(name, filter[name])]),
  );
  const keyword = typeof filter.q === 'string' ? filter.q.trim() : '';
  return {
    skip: (page - 1) * perPage,
    take: perPage,
    keyword: keyword || undefined,
    sortBy: sort?.field,
    sortDesc: sort ? sort.order === 'DESC' : undefined,
    ...filters,
    ...(family.sourceFilter ? { source: family.sourceFilter } : {}),
  };
};

/** The list of every order screen, by route, for the data provider's `areaLists`. */
export const orderLists = (http: HttpClient): Record<string, AreaList> =>
  Object.fromEntries(
    orderFamilies.map((family): [string, AreaList] => [
      family.route,
      async (params) => {
        const page = await callApi<ListPage>(http, {
          method: 'GET',
          url: familyActionUrl(family.path, family.listAction),
          params: orderListQuery(family, params),
          signal: params.signal,
        });
        return {
          data: page.items,
          total: page.total,
          ...(page.totalIsEstimate ? { meta: { totalIsEstimate: true } } : {}),
        };
      },
    ]),
  );

/** The order calls react-admin has no method for, as custom data provider methods. */
export const orderFamilyOf = (resource: string) => {
  const family = findOrderFamilyByRoute(resource);
  if (!family) throw new Error(`"${resource}" is not an order screen (resources/orders/families.ts)`);
  return family;
};
