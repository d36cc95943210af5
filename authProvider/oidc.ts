import { OidcClient, type UserManagerSettings, type UserProfile } from 'oidc-client-ts';
import { loadRuntimeConfig, type RuntimeConfig } from '../dataProvider/runtimeConfig';
import { findLanguage } from '../i18n/languages';
import { publicRoutes } from '../src/public/publicPaths';
import { readLanguageId } from './session';

/** What a completed sign-in carries (the fields of oidc-client-ts's `User` that callback.ts reads). */
export interface SignedIn {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_at?: number;
  profile: UserProfile;
  /** The `state` given to `signinRedirect`, carried through the provider. */
  state: unknown;
}

/**
 * The OpenID Connect client. It only runs the redirects (sign-in, callback, sign-out); the tokens
 * live in the session keys of session.ts, and refresh is refresh.ts's single flight, so it keeps no
 * user of its own and renews nothing by itself. The redirects need oidc-client-ts's `OidcClient`
 * alone, not its `UserManager` (user store, session monitor, silent renew, pop-ups), which would be
 * most of the package in the sign-in's download.
 */
export const createUserManager = (config: RuntimeConfig, origin: string) => {
  const settings = {
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: `${origin}${publicRoutes.callback}`,
    silent_redirect_uri: `${origin}${publicRoutes.silent}`,
    post_logout_redirect_uri: `${origin}${publicRoutes.loggedOut}`,
    response_type: 'code',
    scope: config.scope,
    // The provider issues a refresh token (offline_access) only when consent is asked for.
    extraQueryParams: { prompt: 'consent' },
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
  } satisfies UserManagerSettings;
  const client = new OidcClient(settings);
  return {
    settings,
    /** As `UserManager.signinRedirect`: the provider's sign-in page replaces this one. */
    signinRedirect: async (args: { ui_locales: string; state: unknown }) => {
      const request = await client.createSigninRequest({ request_type: 'si:r', ...args });
      window.location.assign(request.url);
    },
    /** As `UserManager.signinRedirectCallback`: exchanges the code and validates the answer. */
    signinRedirectCallback: async (url: string): Promise<SignedIn> => {
      const response = await client.processSigninResponse(url);
      return {
        access_token: response.access_token,
        refresh_token: response.refresh_token,
        id_token: response.id_token,
        expires_at: response.expires_at,
        profile: response.profile,
        state: response.userState,
      };
    },
    /** As `UserManager.signoutRedirect`: the provider's end-session page replaces this one. */
    signoutRedirect: async (args: { id_token_hint?: string; extraQueryParams: Record<string, string> }) => {
      const request = await client.createSignoutRequest({ request_type: 'so:r', ...args });
      window.location.assign(request.url);
    },
    /**
     * As `UserManager.signinSilentCallback` (oidc-client-ts's IFrameWindow.notifyParent): hands the
     * answer to the page whose hidden frame this is, in the message that page's client waits for.
     */
    signinSilentCallback: async (url: string) => {
      window.parent.postMessage({ source: 'oidc-client', url, keepOpen: false }, window.location.origin);
    },
  };
};

export type UserManager = ReturnType<typeof createUserManager>;

let manager: UserManager | null = null;

export const userManager = async () => {
  manager ??= createUserManager(await loadRuntimeConfig(), window.location.origin);
  return manager;
};

/** The stored interface language, as the provider's pages expect it (`ui_locales`). */
export const uiLocale = () => findLanguage(readLanguageId()).locale;
