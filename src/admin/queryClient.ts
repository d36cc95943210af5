import { QueryClient, type Query, type QueryFilters } from '@tanstack/react-query';

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
    super();
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
