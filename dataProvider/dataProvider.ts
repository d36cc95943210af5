import type { HttpClient } from './httpClient';
import { combineDataProviders, type DataProvider, type GetListResult, type RaRecord } from 'ra-core';
import { areaShells, loadDeclaration, resourceShells } from '../contract/declarationShells';
import type { ResourceDeclaration } from '../resources/types';
import { customerAreaLists, customerCalls, type CustomerCalls } from './customers';
import { dashboardCalls, type DashboardCalls } from './dashboard';
import { createHttpClient } from './httpClient';
import { menuCalls, type MenuCalls } from './menu';
import { orderCalls, type OrderCalls } from './orderCalls';
import { orderFileCalls, type OrderFileCalls } from './orderFiles';
import { orderLists } from './orders';
import { releaseNoteCalls, type ReleaseNoteCalls } from './releaseNotes';
import { shippingDocumentCalls, type ShippingDocumentCalls } from './shippingDocuments';
import type { ActionCall, AreaList, ResourceProvider } from './resourceProvider';

/** react-admin's DataProvider plus the calls react-admin has no method for. */
export interface KagoDataProvider
  extends
    ResourceProvider,
    MenuCalls,
    OrderCalls,
    OrderFileCalls,
    CustomerCalls,
    DashboardCalls,
    ReleaseNoteCalls,
    ShippingDocumentCalls {}

// getList too, through `lastPageWhenPastTheEnd` below.
const standardMethods = [
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

/** Every method of a declaration's provider. */
const resourceMethods = [
  ...standardMethods,
  'getList',
  'getCreateDefaults',
  'getExtra',
  'callAction',
  'exportFile',
] as const;

/**
 * A declaration's provider, made the first time it is called: the first load knows only the
 * declaration's shell (contract/declarationShells.ts) and carries neither the declaration nor the
 * generic provider (resourceProvider.ts). A failed fetch is tried again by the next call.
 */
const providerOnLoad = (load: () => Promise<ResourceDeclaration>, http: HttpClient): ResourceProvider => {
  let provider: Promise<ResourceProvider> | undefined;
  const ready = () =>
    (provider ??= Promise.all([load(), import('./resourceProvider')]).then(
      ([declaration, { resourceProvider }]) => resourceProvider(declaration, http),
      (error: unknown) => {
        provider = undefined;
        throw error;
      },
    ));
  return Object.fromEntries(
    resourceMethods.map((method) => [
      method,
      async (...args: unknown[]) => ((await ready())[method] as (...params: unknown[]) => unknown)(...args),
    ]),
  ) as unknown as ResourceProvider;
};

/** An area's own list call as a provider that only lists (its other screens use custom calls). */
const listOnlyProvider = (list: AreaList): DataProvider =>
  ({
    getList: async (_resource: string, params: Parameters<DataProvider['getList']>[1]) => list(params),
  }) as unknown as DataProvider;

type ListParams = Parameters<DataProvider['getList']>[1];
type ListResult = GetListResult;

/**
 * A page past a list's end comes back empty, with the list's exact total: a jump to the last page
 * that an estimate offered, when the estimate was too high ("about 6,752" for 6,538 orders). On an
 * empty page react-admin goes back to the first one (ra-core's useListController), so the user
 * would land on page 1. The last page that exists is read instead; react-admin then moves the page
 * number to it (the same controller: a page beyond the total goes to the last page).
 */
export const lastPageWhenPastTheEnd = async (
  params: ListParams,
  read: (params: ListParams) => Promise<ListResult>,
): Promise<ListResult> => {
  const answer = await read(params);
  const { page = 1, perPage = 0 } = params.pagination ?? {};
  const estimated = (answer.meta as { totalIsEstimate?: boolean } | undefined)?.totalIsEstimate;
  if (answer.data.length > 0 || !answer.total || estimated || perPage <= 0) return answer;
  const last = Math.ceil(answer.total / perPage);
  return last < page ? read({ ...params, pagination: { page: last, perPage } }) : answer;
};

/**
 * The app's data provider: react-admin's `combineDataProviders` dispatching each call by resource to
 * the provider generated from its declaration (resourceProvider.ts), or to an area's list call (order
 * families, a customer's histories); plus the custom calls of each area as typed methods.
 */
export const createDataProvider = (
  declarations?: readonly ResourceDeclaration[],
  http: HttpClient = createHttpClient(),
): KagoDataProvider => {
  // The declarations given (a test's), else every one as it loads; an area's declarations (customers)
  // have their standard calls on the generic provider too.
  const providers = new Map(
    (declarations ?? []).map((declaration) => [
      declaration.name,
      providerOnLoad(async () => declaration, http),
    ]),
  );
  for (const shell of declarations ? areaShells : [...resourceShells, ...areaShells])
    if (!providers.has(shell.name))
      providers.set(
        shell.name,
        providerOnLoad(() => loadDeclaration(shell.name), http),
      );
  const customers = customerCalls(http);
  /** Lists served by an area's own calls, by resource name (each area adds one spread line). */
  const areaLists: Readonly<Record<string, AreaList>> = {
    ...orderLists(http),
    ...customerAreaLists(customers),
  };
  const areaProviders = new Map(
    Object.entries(areaLists).map(([name, list]) => [name, listOnlyProvider(list)]),
  );

  const declared = (resource: string) => {
    const provider = providers.get(resource);
    if (!provider) throw new Error(`Unknown resource "${resource}": no declaration in resources/`);
    return provider;
  };
  const combined = combineDataProviders((resource) => areaProviders.get(resource) ?? declared(resource));

  return {
    supportAbortSignal: true,
    // combineDataProviders answers a Proxy, whose methods a spread would not copy.
    ...(Object.fromEntries(
      standardMethods.map((method) => [
        method,
        async (resource: string, params: unknown) =>
          (combined[method] as (resource: string, params: unknown) => Promise<unknown>)(resource, params),
      ]),
    ) as Pick<DataProvider, (typeof standardMethods)[number]>),
    getList: async <RecordType extends RaRecord>(resource: string, params: ListParams) =>
      (await lastPageWhenPastTheEnd(params, (asked) =>
        combined.getList(resource, asked),
      )) as GetListResult<RecordType>,
    getCreateDefaults: async (resource) => declared(resource).getCreateDefaults(resource),
    getExtra: async (resource, extra, params) => declared(resource).getExtra(resource, extra, params),
    callAction: async <T>(resource: string, action: string, params?: ActionCall) =>
      declared(resource).callAction<T>(resource, action, params),
    exportFile: async (resource, query, options) => declared(resource).exportFile(resource, query, options),
    ...menuCalls(http),
    ...orderCalls(http),
    ...orderFileCalls(http),
    ...customers,
    ...dashboardCalls(http),
    ...releaseNoteCalls(http),
    ...shippingDocumentCalls(http),
  };
};
