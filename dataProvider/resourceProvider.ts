import type { HttpClient, Method } from './httpClient';
import {
  HttpError,
  type DataProvider,
  type Identifier,
  type PaginationPayload,
  type RaRecord,
} from 'ra-core';
import {
  isParentExtra,
  operationPath,
  parentExtras,
  type ExtraName,
  type OperationRole,
  type ResourceDeclaration,
} from '../resources/types';
import { callApi } from './callApi';
import { multipartBody } from './orderCalls';
import { download, type DownloadedFile, type FileTransferOptions } from './orderFiles';
import { apiBaseUrl, resourcePaths } from './paths';
import type { QueryParams, QueryValue } from './queryString';

/** `data` of a resource's list operation. */
/**
 * The list of a resource that is not a declaration (an order family's screen, a customer's
 * histories): a custom page call by resource name. Areas add theirs to `areaLists` in createDataProvider (dataProvider.ts).
 */
export type AreaList = (
  params: Parameters<DataProvider['getList']>[1],
) => Promise<{ data: RaRecord[]; total: number; meta?: Record<string, unknown> }>;

export interface ListPage<T = RaRecord> {
  items: T[];
  total: number;
  /** The server counted exactly up to a limit; beyond it `total` is the database's estimate. */
  totalIsEstimate?: boolean;
}

/** The standard calls plus the two every declared resource may have beside them. */
export interface ResourceProvider extends DataProvider {
  /** The `createForm` operation: a new record's default values (none when it has no such call). */
  getCreateDefaults: (resource: string) => Promise<{ data: Partial<RaRecord> }>;
  /** `GET <extra>` with its query values, e.g. `getExtra('state-province', 'get-by-country-id', { countryId: 1 })`. */
  getExtra: (resource: string, extra: ExtraName, params?: QueryParams) => Promise<{ data: RaRecord[] }>;
  /**
   * Calls a custom action of the resource's action table (resources/types.ts `ActionDeclaration`):
   * its operation's path and method, a body (query values for a GET) naming what its scope names
   * (`id` and `version` of the record, or the `ids`) and the inputs.
   */
  callAction: <T = unknown>(resource: string, action: string, params?: ActionCall) => Promise<{ data: T }>;
  /**
   * The `export` operation (resources/types.ts): the list as filtered and sorted, as the server's
   * .xlsx file, with download progress.
   */
  exportFile: (
    resource: string,
    query: {
      filter?: Record<string, unknown>;
      sort?: { field: string; order: string };
      /** The list columns the screen shows, in its order (every list column when absent). */
      columns?: readonly string[];
    },
    options?: FileTransferOptions,
  ) => Promise<{ data: DownloadedFile }>;
}

/** What a custom action is called with. */
export interface ActionCall {
  /** `scope: 'record'`: the record it acts on (its `id` and `version` are sent). */
  readonly record?: Partial<RaRecord>;
  /** `scope: 'records'`: the chosen ids. */
  readonly ids?: readonly Identifier[];
  /** The inputs, by source. */
  readonly inputs?: Record<string, unknown>;
}

/** react-admin's file input holds `{ rawFile, src, title }` per file; the wire wants the files. */
const withRawFiles = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      Array.isArray(value)
        ? value.map((item: unknown) =>
            item && typeof item === 'object' && 'rawFile' in item
              ? (item as { rawFile: unknown }).rawFile
              : item,
          )
        : value,
    ]),
  );

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
 * One resource's react-admin DataProvider, generated from its declaration: every URL and method comes
 * from its operations (resources/types.ts), every answer goes through the envelope, every failure
 * becomes an `HttpError` (errors.ts). dataProvider.ts combines one per resource.
 */
export const resourceProvider = (declaration: ResourceDeclaration, http: HttpClient): ResourceProvider => {
  const paths = resourcePaths(declaration);
  const { operations } = declaration;
  /** The field its records are keyed by on the wire (`idField`); react-admin's `id` is its value. */
  const key = declaration.idField ?? 'id';
  const keyed = <RecordType extends RaRecord>(record: Record<string, unknown>) =>
    (declaration.idField ? { ...record, id: record[key] } : record) as RecordType;
  const keyedAll = <RecordType extends RaRecord>(records: Record<string, unknown>[]) =>
    records.map((record) => keyed<RecordType>(record));
  /** A record's values as a write sends them: its key under the wire's name for it. */
  const written = (data: Partial<RaRecord>, id: Identifier | undefined) => {
    const { id: _id, ...values } = data;
    return { ...values, [key]: id };
  };

  /** Calls a standard operation: query values for a GET (or a `query` one), a JSON body otherwise. */
  const call = <T>(role: OperationRole, values?: Record<string, unknown>, signal?: AbortSignal) => {
    const operation = operations[role];
    const url = paths.operation(role);
    if (!operation || !url) throw new Error(`Resource "${declaration.name}" has no ${role} operation`);
    const method = operation.method as Method;
    if (operation.method === 'GET')
      return callApi<T>(http, { method, url, params: values as QueryParams, signal });
    // A write in the query string (a delete) may answer no data: that is no failure.
    return operation.query
      ? callApi<T>(http, { method, url, params: values as QueryParams, signal }, { expectData: false })
      : callApi<T>(http, { method, url, data: values, signal });
  };

  const get = <T>(url: string, params?: QueryParams, signal?: AbortSignal) =>
    callApi<T>(http, { method: 'GET', url, params, signal });

  /** An extra read as a react-admin list: its query values come from the filter and pagination. */
  const listExtra = async <RecordType extends RaRecord>(
    extra: ExtraName,
    filter: Record<string, unknown> | undefined,
    pagination: PaginationPayload | undefined,
    signal: AbortSignal | undefined,
  ) => {
    const data = await get<RecordType[]>(
      paths.extra(extra),
      extraQuery(declaration, extra, filter, pagination),
      signal,
    );
    const matching = takesKeyword(extra) ? data : narrowByKeyword(data, filter?.q);
    return { data: matching, total: matching.length };
  };

  const fetchPage = (params: QueryParams, signal?: AbortSignal) => call<ListPage>('list', params, signal);
  /** A `whole` list: every record for the values sent (a child list: its parent's key). */
  const fetchWhole = async <RecordType extends RaRecord>(params: QueryParams, signal?: AbortSignal) => {
    const data = keyedAll<RecordType>(await call<Record<string, unknown>[]>('list', params, signal));
    return { data, total: data.length };
  };

  /** A record by id: its read operation, else the list narrowed to that id. */
  const fetchOne = async <RecordType extends RaRecord>(id: Identifier, signal?: AbortSignal) => {
    if (operations.read) return keyed<RecordType>(await call('read', { [key]: id }, signal));
    const [record] = (await fetchPage({ ids: [id] as QueryValue, take: 1 }, signal)).items;
    if (!record) throw new HttpError('ra.notification.item_doesnt_exist', 404);
    return record as RecordType;
  };

  /** `deletes { ids }`, or one call a record with its key in the query (a `query` deletes). */
  const deleteIds = async (ids: Identifier[]) => {
    if (!operations.deletes?.query) return call<{ deleted: number }>('deletes', { ids });
    for (const id of ids) await call('deletes', { [key]: id });
    return { deleted: ids.length };
  };

  return {
    supportAbortSignal: true,

    getList: async <RecordType extends RaRecord>(
      _resource: string,
      { pagination, sort, filter, meta, signal }: Parameters<DataProvider['getList']>[1],
    ) => {
      const extra = meta?.extra as ExtraName | undefined;
      if (extra) return listExtra<RecordType>(extra, filter, pagination, signal);
      if (operations.list?.whole) return fetchWhole<RecordType>(filterQuery(filter), signal);
      const page = await fetchPage(listQuery(pagination, sort, filter), signal);
      return {
        data: page.items as RecordType[],
        total: page.total,
        ...(page.totalIsEstimate ? { meta: { totalIsEstimate: true } } : {}),
      };
    },

    getOne: async <RecordType extends RaRecord>(
      _resource: string,
      { id, signal }: Parameters<DataProvider['getOne']>[1],
    ) => ({ data: await fetchOne<RecordType>(id, signal) }),

    getMany: async <RecordType extends RaRecord>(
      _resource: string,
      { ids, signal }: Parameters<DataProvider['getMany']>[1],
    ) => {
      const page = await fetchPage({ ids: ids as QueryValue, take: ids.length }, signal);
      return { data: page.items as RecordType[] };
    },

    getManyReference: async <RecordType extends RaRecord>(
      _resource: string,
      { target, id, pagination, sort, filter, meta, signal }: Parameters<DataProvider['getManyReference']>[1],
    ) => {
      const targetIsFilter = declaration.fields.some((field) => field.source === target && field.filter);
      const parentExtra = (declaration.extras ?? [])
        .filter(isParentExtra)
        .find((extra) => parentExtras[extra].param === target);
      const extra = (meta?.extra as ExtraName | undefined) ?? (targetIsFilter ? undefined : parentExtra);
      if (extra) return listExtra<RecordType>(extra, { ...filter, [target]: id }, pagination, signal);
      if (operations.list?.whole) return fetchWhole<RecordType>({ [target]: id }, signal);
      const page = await fetchPage(listQuery(pagination, sort, { ...filter, [target]: id }), signal);
      return { data: page.items as RecordType[], total: page.total };
    },

    create: async <RecordType extends RaRecord>(
      _resource: string,
      { data }: Parameters<DataProvider['create']>[1],
    ) => {
      const { id: _ignored, ...record } = data as Partial<RaRecord>;
      return { data: keyed<RecordType>(await call('create', record)) };
    },

    update: async <RecordType extends RaRecord>(
      _resource: string,
      { id, data, previousData }: Parameters<DataProvider['update']>[1],
    ) => {
      // The stale-write check needs the version the user started from.
      const version =
        (data as Partial<RaRecord>).version ?? (previousData as Partial<RaRecord> | undefined)?.version;
      return { data: keyed<RecordType>(await call('update', { ...written(data, id), version })) };
    },

    updateMany: async (_resource: string, { ids, data }: Parameters<DataProvider['updateMany']>[1]) => {
      if (!isActivation(data as Record<string, unknown>)) {
        throw new Error(`Resource "${declaration.name}" supports only { active } in bulk updates`);
      }
      await call<{ updated: number }>('activates', { ids, active: (data as { active: boolean }).active });
      return { data: ids };
    },

    delete: async <RecordType extends RaRecord>(
      _resource: string,
      { id, previousData }: Parameters<DataProvider['delete']>[1],
    ) => {
      await deleteIds([id]);
      return { data: (previousData ?? { id }) as RecordType };
    },

    deleteMany: async (_resource: string, { ids }: Parameters<DataProvider['deleteMany']>[1]) => {
      await deleteIds(ids);
      return { data: ids };
    },

    getCreateDefaults: async () =>
      declaration.operations.createForm
        ? { data: await call<Partial<RaRecord>>('createForm') }
        : { data: {} },

    getExtra: async (_resource, extra, params = {}) => ({
      data: await get<RaRecord[]>(paths.extra(extra), params),
    }),

    exportFile: async (_resource, { filter, sort, columns }, options) => {
      const url = paths.operation('export');
      if (!url) throw new Error(`Resource "${declaration.name}" has no export operation`);
      const { skip: _skip, take: _take, ...query } = listQuery(undefined, sort, filter);
      const body = {
        ...Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
        ...(columns?.length ? { columns } : {}),
      };
      return {
        data: await download(http, { method: 'POST', url, data: body }, `${declaration.name}.xlsx`, options),
      };
    },

    callAction: async <T>(_resource: string, name: string, { record, ids, inputs = {} }: ActionCall = {}) => {
      const action = declaration.actions?.find((candidate) => candidate.name === name);
      if (!action) throw new Error(`Resource "${declaration.name}" declares no action "${name}"`);
      const scope = action.scope ?? 'record';
      const scoped =
        scope === 'record'
          ? {
              [action.recordKey ?? 'id']: record?.id,
              ...(record?.version === undefined || action.unversioned ? {} : { version: record.version }),
            }
          : scope === 'records'
            ? { ids }
            : {};
      // A change of fixed values (`sets`) sends the record as an update does, those values over it.
      const values = action.sets
        ? { ...written(record ?? {}, record?.id), ...action.sets, ...inputs }
        : { ...scoped, ...inputs };
      const url = `${apiBaseUrl(declaration.api)}${operationPath(declaration, action.operation)}`;
      const method = action.operation.method as Method;
      const data =
        action.operation.method === 'GET' || action.operation.query
          ? await callApi<T>(http, { method, url, params: values as QueryParams })
          : await callApi<T>(http, {
              method,
              url,
              data: action.encoding === 'multipart' ? multipartBody(withRawFiles(values)) : values,
            });
      return { data };
    },
  };
};
