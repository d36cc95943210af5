/**
 * The pages served without a session, by the small public app (no react-admin, no MUI). Kept in
 * a module of its own so the entry can decide which app to load without loading either.
 */
export const publicRoutes = {
  landing: '/',
  signIn: '/signin',
  callback: '/callback',
  silent: '/silent',
  loggedOut: '/logged-out',
  accessDenied: '/AccessDeny',
  notFound: '/404',
  serverError: '/500',
} as const;

export const publicPaths: string[] = Object.values(publicRoutes);

/** Where a signed-in user lands when no other page was asked for. */
export const homePath = '/dashboard';
