import type { AuthProvider, UserIdentity } from 'ra-core';
import { publicRoutes } from '../contract/publicPaths';
import { canDo } from './permissions';
import { loadPublicPage } from './publicPage';
import { refreshOnce } from './refresh';
import { currentPath, readReturnPath, rememberReturnPath } from './returnPath';
import { isAuthenticated, readSession } from './session';
import { isSigningOut } from './signOutState';
import { readClaims, rolesOf, stringClaim } from './tokens';

interface HttpFailure {
  status?: number;
  response?: { status?: number };
}

const statusOf = (error: unknown) => {
  const failure = (error ?? {}) as HttpFailure;
  return failure.status ?? failure.response?.status;
};

/** react-admin's rejection shape; `message: false` because the page we go to says it all. */
const redirect = (redirectTo: string | false, extra: Record<string, unknown> = {}) => ({
  redirectTo,
  message: false,
  ...extra,
});

/**
 * The react-admin AuthProvider over the OIDC session. The OIDC client is loaded only when a
 * redirect is needed, so the admin's first load does not carry it.
 */
export const createAuthProvider = (): AuthProvider => ({
  login: async (params?: { returnTo?: string }) => {
    const { startSignIn } = await import('./signIn');
    await startSignIn(params?.returnTo ?? readReturnPath() ?? undefined);
  },

  checkAuth: async () => {
    if (isAuthenticated()) return;
    rememberReturnPath(currentPath());
    if (readSession()?.refreshToken) {
      try {
        await refreshOnce();
        return;
      } catch {
        // refreshOnce has cleared the session and is taking the browser to the provider's sign-out.
        throw redirect(false);
      }
    }
    loadPublicPage(publicRoutes.signIn);
    throw redirect(false);
  },

  /**
   * With a session, a full sign-out (revocation, provider end-session, /logged-out). Without one
   * (react-admin also calls this when checkAuth fails), the way in is /signin, loaded for real.
   */
  logout: async () => {
    if (isSigningOut()) return false;
    if (!readSession()) {
      loadPublicPage(publicRoutes.signIn);
      return false;
    }
    const { signOut } = await import('./signOut');
    await signOut();
    return false;
  },

  checkError: async (error: unknown) => {
    // A 401 is the data provider's to handle: it refreshes once and retries.
    if (statusOf(error) === 403) {
      loadPublicPage(publicRoutes.accessDenied);
      throw redirect(false, { logoutUser: false });
    }
  },

  getIdentity: async (): Promise<UserIdentity> => {
    const session = readSession();
    const claims = readClaims(session?.idToken);
    const id = stringClaim(claims, 'sub') ?? session?.subject;
    if (!id) throw new Error('No signed-in user');
    return { id, fullName: stringClaim(claims, 'name') ?? id, email: stringClaim(claims, 'email') };
  },

  getPermissions: async () => rolesOf(readClaims(readSession()?.accessToken)),

  canAccess: async ({ action, resource }: { action: string; resource: string }) =>
    canDo(rolesOf(readClaims(readSession()?.accessToken)), resource, action),
});
