import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { loadRuntimeConfig, type RuntimeConfig } from '../contract/runtimeConfig';
import { findLanguage } from '../i18n/languages';
import { publicRoutes } from '../contract/publicPaths';
import { readLanguageId } from './session';

/**
 * The OpenID Connect client. It only runs the redirects (sign-in, callback, sign-out); the tokens
 * live in the session keys of session.ts, and refresh is refresh.ts's single flight, so the
 * client keeps its own copy of the user in memory only and renews nothing by itself.
 */
export const createUserManager = (config: RuntimeConfig, origin: string) =>
  new UserManager({
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
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  });

let manager: UserManager | null = null;

export const userManager = async () => {
  manager ??= createUserManager(await loadRuntimeConfig(), window.location.origin);
  return manager;
};

/** The stored interface language, as the provider's pages expect it (`ui_locales`). */
export const uiLocale = () => findLanguage(readLanguageId()).locale;
