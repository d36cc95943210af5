import { publicRoutes } from '../contract/publicPaths';
import { uiLocale, userManager } from './oidc';
import { revokeAll, type Revocation } from './revocation';
import { clearSession, readSession } from './session';
import { markSigningOut } from './signOutState';

/**
 * Sends the browser to the provider's end-session endpoint, which ends the provider's session and
 * comes back to /logged-out. If the provider cannot be reached, /logged-out directly.
 */
export const endProviderSession = async (idToken: string | null) => {
  markSigningOut();
  try {
    const manager = await userManager();
    await manager.signoutRedirect({
      id_token_hint: idToken ?? undefined,
      extraQueryParams: { ui_locales: uiLocale() },
    });
  } catch {
    window.location.assign(publicRoutes.loggedOut);
  }
};

/**
 * Signing out: the session's tokens are revoked, the local session cleared, then the provider's
 * session ended. Revoking the refresh token ends the grant; revoking the access token (a JWT) puts
 * it on the reference server's denylist (server/oidc/revocation.ts), so that a copy of it is
 * refused at once rather than at its expiry. A revocation that fails is tried again, and one that
 * still fails is kept for the signed-out page, which says so and offers to try again
 * (src/public/pages/LoggedOut.tsx); the provider's end-session revokes the grant as well.
 */
export const signOut = async () => {
  const session = readSession();
  clearSession();
  if (session) {
    const revocations: Revocation[] = [
      { token: session.accessToken, kind: 'access_token' },
      ...(session.refreshToken ? [{ token: session.refreshToken, kind: 'refresh_token' as const }] : []),
    ];
    await revokeAll(revocations);
  }
  await endProviderSession(session?.idToken ?? null);
};
