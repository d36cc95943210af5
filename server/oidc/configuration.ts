import {
  errors,
  type AdapterFactory,
  type Configuration,
  type ProviderContext,
  type ResourceServerInfo,
} from 'oidc-provider';
import { languages } from '../../i18n/languages';
import { findDevUser } from './devUsers';
import type { ProviderKeys } from './keys';
import { logoutSource, postLogoutSuccessSource, renderError } from './providerPages';

export const clientId = 'kago-backoffice';
export const apiAudience = 'kago-api';
/** The resource indicator of the master API; tokens for it carry the audience above. */
export const apiResource = 'urn:kago:api';
export const apiScope = 'master_api identity_api';
export const interactionPath = '/interaction';

/** `npm run dev` serves the app from Vite on this origin, proxying /oidc to the server. */
const viteDevOrigin = 'http://localhost:5173';

const refreshTokenTtl = 14 * 24 * 60 * 60;
const idTokenTtl = 60 * 60;

export interface ProviderSettings {
  publicUrl: string;
  /** Where the provider is mounted inside the app, e.g. `/oidc`. */
  mountPath: string;
  accessTokenTtl: number;
  keys: ProviderKeys;
  /** Where sessions, grants and tokens are kept; absent, the provider's in-memory adapter. */
  adapter?: AdapterFactory;
}

export const providerConfiguration = ({
  publicUrl,
  mountPath,
  accessTokenTtl,
  keys,
  adapter,
}: ProviderSettings): Partial<Configuration> => {
  const appOrigins = [...new Set([publicUrl, viteDevOrigin])];
  const apiServer: ResourceServerInfo = {
    scope: apiScope,
    audience: apiAudience,
    accessTokenTTL: accessTokenTtl,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: 'RS256' } },
  };
  return {
    ...(adapter ? { adapter } : {}),
    clients: [
      {
        client_id: clientId,
        client_name: 'Kago',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: appOrigins.flatMap((origin) => [`${origin}/callback`, `${origin}/silent`]),
        post_logout_redirect_uris: appOrigins.map((origin) => `${origin}/logged-out`),
      },
    ],
    jwks: keys.jwks,
    cookies: { keys: keys.cookieKeys },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: { openid: ['sub'], profile: ['name', 'email', 'roles'], email: ['email'] },
    // The app reads the user's name and roles from the ID token: the API token is not valid at /me.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: {
      AccessToken: accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: idTokenTtl,
      RefreshToken: refreshTokenTtl,
      Interaction: 60 * 60,
      Session: refreshTokenTtl,
      Grant: refreshTokenTtl,
    },
    features: {
      // The built-in interaction pages load web fonts from the internet; ours are in interactions.ts.
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      // Without a resource indicator the access token is opaque; with it, an RS256 `at+jwt` for the API.
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: ProviderContext, resourceIndicator: string) => {
          if (resourceIndicator !== apiResource) throw new errors.InvalidTarget();
          return apiServer;
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${mountPath}${interactionPath}/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const user = findDevUser(sub);
      if (!user) return undefined;
      return {
        accountId: user.username,
        claims: () => ({ sub: user.username, name: user.name, email: user.email, roles: user.roles }),
      };
    },
    // oidc-provider's default lets a grant with offline_access outlive the session, so signing out
    // at the provider alone left the refresh token working. Bound to the session, the grant is
    // revoked by the end-session endpoint (its refresh tokens deleted, `grant.revoked` emitted).
    expiresWithSession: () => true,
    extraTokenClaims: (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = findDevUser(token.accountId);
      // `gid`: the grant the token was issued under, so that revoking the grant (signing out at the
      // provider) refuses its JWT access tokens too (server/auth/index.ts).
      return user && { roles: user.roles, name: user.name, email: user.email, gid: token.grantId };
    },
    renderError,
    discovery: { ui_locales_supported: languages.map((language) => language.locale) },
  };
};
