import type { AxiosInstance } from 'axios';
import type { DataProvider, Identifier, PaginationPayload, RaRecord } from 'ra-core';
import {
  isParentExtra,
  parentExtras,
  resourceDeclarations,
  type ExtraName,
  type ResourceDeclaration,
} from '../resources';
import { callApi } from './callApi';
import { customerAreaLists, customerCalls, type CustomerCalls } from './customers';
import { dashboardCalls, type DashboardCalls } from './dashboard';
import { createHttpClient } from './httpClient';
import { menuCalls, type MenuCalls } from './menu';
import { orderCalls, type OrderCalls } from './orderCalls';
import { orderFileCalls, type OrderFileCalls } from './orderFiles';
import { orderLists } from './orders';
import { resourcePaths } from './paths';
import type { QueryParams, QueryValue } from './queryString';

/** `data` of a catalogue's `GET get`. */
export interface ListPage<T = RaRecord> {
  items: T[];
  total: number;
  /** The server counted exactly up to a limit; beyond it `total` is the database's estimate. */
  totalIsEstimate?: boolean;
}

/**
 * The list of a resource that is not a catalogue (an order family's screen, the customer list): a
 * custom page call by resource name. Areas add theirs to `areaLists` in createDataProvider.
 */
export type AreaList = (
  params: Parameters<DataProvider['getList']>[1],
) => Promise<{ data: RaRecord[]; total: number; meta?: Record<string, unknown> }>;

/** react-admin's DataProvider plus the catalogue and menu calls react-admin has no method for. */
export interface KagoDataProvider
  extends DataProvider, MenuCalls, OrderCalls, OrderFileCalls, CustomerCalls, DashboardCalls {
  /** `GET create`: a new record's default values. */
  getCreateDefaults: (resource: string) => Promise<{ data: Partial<RaRecord> }>;
  /** `GET <extra>` with its query values, e.g. `getExtra('state-province', 'get-by-country-id', { countryId: 1 })`. */
  getExtra: (resource: string, extra: ExtraName, params?: QueryParams) => Promise<{ data: RaRecord[] }>;
}

/** Filter values as query values; react-admin clears a filter by emptying it, which means "no filter". */
const filterQuery = (filter: Record<string, unknown> = {}): QueryParams =>
  Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  ) as QueryParams;

/** The query values each kind of extra takes, read from a react-admin filter and pagination. */
const extraQuery = (
  declaration: ResourceDeclaration,
  extra: ExtraName,
  filter: Record<string, unknown> = {},
  pagination?: PaginationPayload,
): QueryParams => {
  if (isParentExtra(extra)) {
    const { param } = parentExtras[extra];
    const value = filter[param];
    if (value === undefined || value === null || value === '') {
      throw new Error(`"${extra}" of "${declaration.name}" needs the filter value "${param}"`);
    }
    return { [param]: value as QueryValue };
  }
  if (takesKeyword(extra)) {
    return { keyword: (filter.q as string | undefined) || undefined, take: pagination?.perPage };
  }
  return {};
};

const takesKeyword = (extra: ExtraName) => extra.endsWith('top-select');

/**
 * `get-all` and the parent extras answer whole (small) lists and take no keyword, so what the user
 * types in an autocomplete narrows them here: code or name contains it, ignoring case.
 */
const narrowByKeyword = <RecordType extends RaRecord>(records: RecordType[], q: unknown) => {
  const keyword = typeof q === 'string' ? q.trim().toLocaleLowerCase() : '';
  if (!keyword) return records;
  return records.filter((record) =>
    ['code', 'name'].some((key) =>
      String(record[key] ?? '')
        .toLocaleLowerCase()
        .includes(keyword),
    ),
  );
};

/** The catalogue list query: paging, order, keyword, then the filter fields as query values. */
const listQuery = (
  pagination: PaginationPayload = { page: 1, perPage: 25 },
  sort: { field: string; order: string } = { field: 'id', order: 'ASC' },
  filter: Record<string, unknown> = {},
): QueryParams => {
  const { q, ...filters } = filter;
  return {
    skip: (pagination.page - 1) * pagination.perPage,
    take: pagination.perPage,
    keyword: (q as string | undefined) || undefined,
    sortBy: sort.field,
    sortDesc: sort.order === 'DESC',
    ...filterQuery(filters),
  };
};

/** Only `{ active: boolean }` has a bulk call (`activates`); other bulk edits do not exist. */
const isActivation = (data: Record<string, unknown>): data is { active: boolean } =>
  Object.keys(data).length === 1 && typeof data.active === 'boolean';

/**
 * The react-admin DataProvider over the master API's catalogue contract (DESIGN.md section 3):
 * every resource's URLs come from its declaration, every answer goes through the envelope, every
 * failure becomes an `HttpError` (errors.ts).
 */
export const createDataProvider = (
  declarations: readonly ResourceDeclaration[] = resourceDeclarations,
  http: AxiosInstance = createHttpClient(),
): KagoDataProvider => {
  const byName = new Map(declarations.map((declaration) => [declaration.name, declaration]));

  const declarationOf = (resource: string) => {
    const declaration = byName.get(resource);
    if (!declaration) throw new Error(`Unknown resource "${resource}": no declaration in resources/`);
    return declaration;
  };
  const pathsOf = (resource: string) => resourcePaths(declarationOf(resource));

  const get = <T>(url: string, params?: QueryParams, signal?: AbortSignal) =>
    callApi<T>(http, { method: 'GET', url, params, signal });
  const post = <T>(url: string, data: unknown) => callApi<T>(http, { method: 'POST', url, data });

  /** An extra read as a react-admin list: its query values come from the filter and pagination. */
  const listExtra = async <RecordType extends RaRecord>(
    resource: string,
    extra: ExtraName,
    filter: Record<string, unknown> | undefined,
    pagination: PaginationPayload | undefined,
    signal: AbortSignal | undefined,
  ) => {
    const url = pathsOf(resource).extra(extra);
    const data = await get<RecordType[]>(
      url,
      extraQuery(declarationOf(resource), extra, filter, pagination),
      signal,
    );
    const matching = takesKeyword(extra) ? data : narrowByKeyword(data, filter?.q);
    return { data: matching, total: matching.length };
  };

  const fetchPage = (resource: string, params: QueryParams, signal?: AbortSignal) =>
    get<ListPage>(pathsOf(resource).get, params, signal);

  const deleteIds = (resource: string, ids: Identifier[]) =>
    post<{ deleted: number }>(pathsOf(resource).deletes, { ids });

  /** Lists served by an area's own calls, by resource name (each area adds one spread line). */
  const customers = customerCalls(http);
  const areaLists: Readonly<Record<string, AreaList>> = {
    ...orderLists(http),
    ...customerAreaLists(customers),
  };

  return {
    supportAbortSignal: true,

    getList: async <RecordType extends RaRecord>(
      resource: string,
      { pagination, sort, filter, meta, signal }: Parameters<DataProvider['getList']>[1],
    ) => {
      const areaList = areaLists[resource];
      if (areaList) {
        const page = await areaList({ pagination, sort, filter, meta, signal });
        return { ...page, data: page.data as RecordType[] };
      }
      const extra = meta?.extra as ExtraName | undefined;
      if (extra) {
        return listExtra<RecordType>(resource, extra, filter, pagination, signal);
      }
      const page = await fetchPage(resource, listQuery(pagination, sort, filter), signal);
      return {
        data: page.items as RecordType[],
        total: page.total,
        ...(page.totalIsEstimate ? { meta: { totalIsEstimate: true } } : {}),
      };
    },

    getOne: async <RecordType extends RaRecord>(
      resource: string,
      { id, signal }: Parameters<DataProvider['getOne']>[1],
    ) => ({ data: await get<RecordType>(pathsOf(resource).edit, { id }, signal) }),

    getMany: async <RecordType extends RaRecord>(
      resource: string,
      { ids, signal }: Parameters<DataProvider['getMany']>[1],
    ) => {
      const page = await fetchPage(resource, { ids, take: ids.length }, signal);
      return { data: page.items as RecordType[] };
    },

    getManyReference: async <RecordType extends RaRecord>(
      resource: string,
      { target, id, pagination, sort, filter, meta, signal }: Parameters<DataProvider['getManyReference']>[1],
    ) => {
      const declaration = declarationOf(resource);
      const targetIsFilter = declaration.fields.some((field) => field.source === target && field.filter);
      const parentExtra = (declaration.extras ?? [])
        .filter(isParentExtra)
        .find((extra) => parentExtras[extra].param === target);
      const extra = (meta?.extra as ExtraName | undefined) ?? (targetIsFilter ? undefined : parentExtra);
      if (extra) {
        return listExtra<RecordType>(resource, extra, { ...filter, [target]: id }, pagination, signal);
      }
      const page = await fetchPage(
        resource,
        listQuery(pagination, sort, { ...filter, [target]: id }),
        signal,
      );
      return { data: page.items as RecordType[], total: page.total };
    },

    create: async <RecordType extends RaRecord>(
      resource: string,
      { data }: Parameters<DataProvider['create']>[1],
    ) => {
      const { id: _ignored, ...record } = data as Partial<RaRecord>;
      return { data: await post<RecordType>(pathsOf(resource).create, record) };
    },

    update: async <RecordType extends RaRecord>(
      resource: string,
      { id, data, previousData }: Parameters<DataProvider['update']>[1],
    ) => {
      // The stale-write check needs the version the user started from.
      const version =
        (data as Partial<RaRecord>).version ?? (previousData as Partial<RaRecord> | undefined)?.version;
      return { data: await post<RecordType>(pathsOf(resource).edit, { ...data, id, version }) };
    },

    updateMany: async (resource: string, { ids, data }: Parameters<DataProvider['updateMany']>[1]) => {
      const url = pathsOf(resource).activates;
      if (!url) throw new Error(`Resource "${resource}" has no activate call`);
      if (!isActivation(data as Record<string, unknown>)) {
        throw new Error(`Resource "${resource}" supports only { active } in bulk updates`);
      }
      await post<{ updated: number }>(url, { ids, active: (data as { active: boolean }).active });
      return { data: ids };
    },

    delete: async <RecordType extends RaRecord>(
      resource: string,
      { id, previousData }: Parameters<DataProvider['delete']>[1],
    ) => {
      await deleteIds(resource, [id]);
      return { data: (previousData ?? { id }) as RecordType };
    },

    deleteMany: async (resource: string, { ids }: Parameters<DataProvider['deleteMany']>[1]) => {
      await deleteIds(resource, ids);
      return { data: ids };
    },

    getCreateDefaults: async (resource) => ({ data: await get<Partial<RaRecord>>(pathsOf(resource).create) }),

    getExtra: async (resource, extra, params = {}) => ({
      data: await get<RaRecord[]>(pathsOf(resource).extra(extra), params),
    }),

    ...menuCalls(http),
    ...orderCalls(http),
    ...orderFileCalls(http),
    ...customers,
    ...dashboardCalls(http),
  };
};
