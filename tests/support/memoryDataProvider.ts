import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import { vi } from 'vitest';
import {
  findDeclaration,
  isParentExtra,
  parentExtras,
  resourceDeclarations,
  type ExtraName,
  type FieldDeclaration,
} from '../../resources';
import { readLanguageId } from '../../authProvider/session';
import { findLanguage } from '../../i18n/languages';
import { menuDefinitions } from '../../resources/menu';
import { serveMenu } from '../../server/menu/serveMenu';

/**
 * An in-memory stand-in for the master API behind react-admin's DataProvider interface (unit level
 * only): the catalogue semantics the screens rely on (keyword, filters, sort, paging, extras, version
 * check) over plain arrays. Every method is a `vi.fn` so tests read the params the screens sent and
 * make one call fail with `mockRejectedValueOnce`.
 */
export type MemoryTables = Record<string, RaRecord[]>;

const matchesKeyword = (record: RaRecord, keyword: string) =>
  [record.code, record.name].some((value) =>
    String(value ?? '')
      .toLowerCase()
      .includes(keyword.toLowerCase()),
  );

const matchesFilter = (record: RaRecord, filter: Record<string, unknown>) =>
  Object.entries(filter).every(([field, value]) => {
    if (value === undefined || value === '' || value === null) return true;
    if (field === 'q') return matchesKeyword(record, String(value));
    return String(record[field]) === String(value);
  });

const compare = (field: string, order: 'ASC' | 'DESC') => (a: RaRecord, b: RaRecord) => {
  const left = a[field];
  const right = b[field];
  const result =
    typeof left === 'number' && typeof right === 'number'
      ? left - right
      : String(left).localeCompare(String(right));
  return order === 'ASC' ? result : -result;
};

/** A new record's defaults as the declaration states them (what the server's `GET create` serves). */
const declaredDefaults = (fields: readonly FieldDeclaration[]) =>
  Object.fromEntries(
    fields
      .filter((field) => field.defaultValue !== undefined)
      .map((field) => [field.source, field.defaultValue]),
  );

/** The menus as the server serves them to this role, in the stored language. */
const servedMenus = (role: string) => {
  const { locale } = findLanguage(readLanguageId());
  return menuDefinitions.map((menu) => serveMenu(menu, [role], locale, resourceDeclarations));
};

export const createMemoryDataProvider = (
  initial: MemoryTables,
  { role = 'admin' }: { role?: string } = {},
) => {
  const tables: MemoryTables = structuredClone(initial);
  const rows = (resource: string) => (tables[resource] ??= []);
  const find = (resource: string, id: unknown) => {
    const record = rows(resource).find((row) => String(row.id) === String(id));
    if (!record) throw new HttpError('kago.server.notFound', 404, { errors: {} });
    return record;
  };

  const extraRows = (resource: string, extra: ExtraName, filter: Record<string, unknown>) => {
    const active = rows(resource).filter((row) => row.active !== false);
    if (isParentExtra(extra)) {
      const { param } = parentExtras[extra];
      return active.filter((row) => String(row[param]) === String(filter[param]));
    }
    return active.filter((row) => matchesFilter(row, { q: filter.q }));
  };

  const provider = {
    getList: vi.fn<DataProvider['getList']>(async (resource, { pagination, sort, filter = {}, meta }) => {
      if (meta?.extra) {
        const data = extraRows(resource, meta.extra as ExtraName, filter);
        return { data: data as never[], total: data.length };
      }
      const { ids, ...rest } = filter as { ids?: unknown[] };
      let data = rows(resource).filter((row) => matchesFilter(row, rest));
      if (ids) data = data.filter((row) => ids.map(String).includes(String(row.id)));
      if (sort) data = [...data].sort(compare(sort.field, sort.order as 'ASC' | 'DESC'));
      const total = data.length;
      if (pagination) {
        const start = (pagination.page - 1) * pagination.perPage;
        data = data.slice(start, start + pagination.perPage);
      }
      return { data: data as never[], total };
    }),
    getOne: vi.fn<DataProvider['getOne']>(async (resource, { id }) => ({
      data: { ...find(resource, id) } as never,
    })),
    getMany: vi.fn<DataProvider['getMany']>(async (resource, { ids }) => ({
      data: rows(resource).filter((row) => ids.map(String).includes(String(row.id))) as never[],
    })),
    getMenus: vi.fn(async () => ({ data: servedMenus(role) })),
    getMenu: vi.fn(async (key: string) => ({
      data: servedMenus(role).find((menu) => menu.key === key) ?? servedMenus(role)[0],
    })),
    getManyReference: vi.fn<DataProvider['getManyReference']>(async (resource, { target, id }) => {
      const data = rows(resource).filter((row) => String(row[target]) === String(id));
      return { data: data as never[], total: data.length };
    }),
    create: vi.fn<DataProvider['create']>(async (resource, { data }) => {
      const id = Math.max(0, ...rows(resource).map((row) => Number(row.id))) + 1;
      const record = { ...(data as object), id, version: 1 };
      rows(resource).push(record);
      return { data: record as never };
    }),
    update: vi.fn<DataProvider['update']>(async (resource, { id, data }) => {
      const stored = find(resource, id);
      if ((data as RaRecord).version !== stored.version) {
        throw new HttpError('kago.server.conflict', 409, { errors: {} });
      }
      Object.assign(stored, data, { version: Number(stored.version) + 1 });
      return { data: { ...stored } as never };
    }),
    updateMany: vi.fn<DataProvider['updateMany']>(async (resource, { ids, data }) => {
      for (const id of ids) Object.assign(find(resource, id), data);
      return { data: ids };
    }),
    delete: vi.fn<DataProvider['delete']>(async (resource, { id }) => {
      const record = find(resource, id);
      tables[resource] = rows(resource).filter((row) => row !== record);
      return { data: record as never };
    }),
    deleteMany: vi.fn<DataProvider['deleteMany']>(async (resource, { ids }) => {
      tables[resource] = rows(resource).filter((row) => !ids.map(String).includes(String(row.id)));
      return { data: ids };
    }),
    getCreateDefaults: vi.fn(async (resource: string) => ({
      data: declaredDefaults(findDeclaration(resource)?.fields ?? []),
    })),
  };
  // vi.fn drops the methods' generic record type; the implementations above honour it.
  return Object.assign(provider, { tables }) as unknown as DataProvider &
    typeof provider & { tables: MemoryTables };
};

export type MemoryDataProvider = ReturnType<typeof createMemoryDataProvider>;
