import { homePath, publicPaths } from '../contract/publicPaths';

/** The page a visitor asked for before signing in, kept in this tab until sign-in completes. */
const returnPathKey = 'kago.returnPath';

/** Only a path on this site, and not one of the sign-in pages themselves (no loops, no open redirect). */
export const isReturnPath = (path: unknown): path is string =>
  typeof path === 'string' &&
  path.startsWith('/') &&
  !path.startsWith('//') &&
  !path.includes('\\') &&
  !publicPaths.includes(new URL(path, 'http://x').pathname);

export const rememberReturnPath = (path: string) => {
  if (isReturnPath(path)) sessionStorage.setItem(returnPathKey, path);
};

export const readReturnPath = () => {
  const path = sessionStorage.getItem(returnPathKey);
  return isReturnPath(path) ? path : null;
};

export const forgetReturnPath = () => sessionStorage.removeItem(returnPathKey);

/** The current page as a return path. */
export const currentPath = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

export const fallbackReturnPath = homePath;
