import { QueryClient } from '@tanstack/react-query';

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

/** react-admin's query client, with the sign-in check kept fresh for `signInCheckFreshMs`. */
export const createQueryClient = () => {
  const client = new QueryClient();
  client.setQueryDefaults(['auth', 'checkAuth'], { staleTime: signInCheckFreshMs });
  return client;
};
