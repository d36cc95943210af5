import { loadRuntimeConfig } from '../contract/runtimeConfig';
import { publicRoutes } from '../contract/publicPaths';
import { providerMetadata } from './discovery';
import { uiLocale, userManager } from './oidc';
import { clearSession, readSession } from './session';
import { markSigningOut } from './signOutState';

type TokenKind = 'access_token' | 'refresh_token';

const revoke = async (token: string, kind: TokenKind) => {
  const { authority, clientId } = await loadRuntimeConfig();
  const { revocation_endpoint } = await providerMetadata(authority);
  if (!revocation_endpoint) return;
  await fetch(revocation_endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, token_type_hint: kind, client_id: clientId }),
  });
};

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
 * refused at once rather than at its expiry. A provider that cannot revoke a JWT answers
 * `unsupported_token_type`, which changes nothing here.
 */
export const signOut = async () => {
  const session = readSession();
  clearSession();
  if (session) {
    const revocations: [string | null, TokenKind][] = [
      [session.accessToken, 'access_token'],
      [session.refreshToken, 'refresh_token'],
    ];
    await Promise.allSettled(revocations.flatMap(([token, kind]) => (token ? [revoke(token, kind)] : [])));
  }
  await endProviderSession(session?.idToken ?? null);
};
