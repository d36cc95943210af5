import { loadRuntimeConfig } from '../contract/runtimeConfig';
import { providerMetadata } from './discovery';
import { readSession, storeSession, clearSession, type StoredSession } from './session';
import { markSigningOut } from './signOutState';

interface TokenResponse {
  access_token?: unknown;
  refresh_token?: unknown;
  id_token?: unknown;
  expires_in?: unknown;
}

const requestNewSession = async (session: StoredSession | null): Promise<StoredSession> => {
  if (!session?.refreshToken) throw new Error('No refresh token');
  const { authority, clientId } = await loadRuntimeConfig();
  const { token_endpoint } = await providerMetadata(authority);
  const response = await fetch(token_endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: clientId,
      grant_type: 'refresh_token',
      refresh_token: session.refreshToken,
    }),
  });
  if (!response.ok) throw new Error(`Token endpoint answered ${response.status}`);
  const tokens = (await response.json()) as TokenResponse;
  if (typeof tokens.access_token !== 'string' || typeof tokens.expires_in !== 'number') {
    throw new Error('Token endpoint answered no access token');
  }
  return {
    accessToken: tokens.access_token,
    // Providers that rotate answer a new refresh token; others keep the old one valid.
    refreshToken: typeof tokens.refresh_token === 'string' ? tokens.refresh_token : session.refreshToken,
    idToken: typeof tokens.id_token === 'string' ? tokens.id_token : session.idToken,
    expiresAt: Date.now() + tokens.expires_in * 1000,
    subject: session.subject,
  };
};

const refresh = async (): Promise<StoredSession> => {
  const session = readSession();
  try {
    const renewed = await requestNewSession(session);
    storeSession(renewed);
    return renewed;
  } catch (cause) {
    clearSession();
    markSigningOut();
    // Loaded on demand: the sign-out redirect needs the OIDC client, the data provider does not.
    void import('./signOut').then(({ endProviderSession }) => endProviderSession(session?.idToken ?? null));
    throw new Error('Cannot refresh token', { cause });
  }
};

let inFlight: Promise<StoredSession> | null = null;

/**
 * Renews the session with the refresh token. Single flight: every caller while a refresh is under
 * way shares it, because the provider rotates refresh tokens and a second use of the same one
 * fails (and may end the grant). Resolves the stored session; on failure the session is cleared,
 * sign-out starts, and it rejects with Error('Cannot refresh token').
 */
export const refreshOnce = (): Promise<StoredSession> => {
  inFlight ??= refresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
};
