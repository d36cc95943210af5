import { isAuthenticated } from '../authProvider/session';

/** Which app a page load renders: the small public one (sign-in and its pages) or the admin. */
export const appForPath = (
  pathname: string,
  publicPaths: readonly string[],
  authenticated = isAuthenticated(),
) => {
  // `/` is the landing page for visitors and the dashboard for a signed-in user.
  if (pathname === '/') return authenticated ? 'admin' : 'public';
  return publicPaths.includes(pathname) ? 'public' : 'admin';
};

/** The seed: any service worker a former version registered is removed. */
export const unregisterServiceWorkers = async () => {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
};
