import {
  hashKey,
  matchQuery,
  QueryCache,
  QueryClient,
  type DefaultError,
  type Query,
  type QueryFilters,
  type WithRequired,
} from '@tanstack/react-query';

/**
 * How long a passed sign-in check (react-admin's `checkAuth` query) stands before a page that opens
 * runs it again. react-admin runs it on every page mount by default, and its answer arriving
 * re-renders the whole app twice (CoreAdminRoutes watches that query's fetching state and rebuilds
 * the layout and every route below it): about half the render work of moving from one screen to
 * another. The check itself is local (authProvider/authProvider.ts: the session in this browser,
 * refreshed when its token is out of date), and an API call with a token the server no longer takes
 * is answered 401, which the data provider answers with one refresh and, failing it, the sign-in
 * page: a minute between checks leaves nothing unguarded.
 */
export const signInCheckFreshMs = 60_000;

/**
 * A query cache that finds a query asked for by its exact key in its own table of queries by key,
 * where TanStack tests every query it holds, working out each one's key again. react-admin asks so
 * for every record a reference field reads (useGetManyAggregate), and every list fills the cache with
 * a query per row: over the browser suite's walk of every screen this search took a second of the
 * browser's work, growing with the session. The app gives no query a key function of its own, so a
 * query's hash is `hashKey` of its key; every other search is TanStack's.
 */
class KeyedQueryCache extends QueryCache {
  override find<TQueryFnData = unknown, TError = DefaultError, TData = TQueryFnData>(
    filters: WithRequired<QueryFilters, 'queryKey'>,
  ): Query<TQueryFnData, TError, TData> | undefined {
    if (!filters.exact) return super.find(filters);
    const query = this.get<TQueryFnData, TError, TData>(hashKey(filters.queryKey));
    return query && matchQuery(filters, query) ? query : undefined;
  }
}

/**
 * A query client that keeps count of its fetching queries as they change. The app bar's loading
 * indicator (react-admin's `useLoading`, through TanStack's `useIsFetching()`) asks `isFetching()`
 * on every event of the query cache, and TanStack answers by testing every query the cache holds:
 * each screen opened adds its queries for five minutes and fires hundreds of events, so the work
 * grew with the session (a walk over every screen spent about 4 % of the browser's CPU on it). Asked
 * with filters, it answers as TanStack does.
 */
class CountingQueryClient extends QueryClient {
  readonly #fetching = new Set<Query>();

  constructor() {
    super({ queryCache: new KeyedQueryCache() });
    // The cache tells its listeners of every change of a query's state, at once, before the
    // batched listeners (useIsFetching's) read the count.
    this.getQueryCache().subscribe(({ type, query }) => {
      if (type !== 'removed' && query.state.fetchStatus === 'fetching') this.#fetching.add(query);
      else this.#fetching.delete(query);
    });
  }

  override isFetching(filters?: QueryFilters): number {
    return filters ? super.isFetching(filters) : this.#fetching.size;
  }
}

/** react-admin's query client, with the sign-in check kept fresh for `signInCheckFreshMs`. */
export const createQueryClient = (): QueryClient => {
  const client = new CountingQueryClient();
  client.setQueryDefaults(['auth', 'checkAuth'], { staleTime: signInCheckFreshMs });
  return client;
};
