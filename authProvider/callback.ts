import { userManager } from './oidc';
import { fallbackReturnPath, forgetReturnPath, isReturnPath, readReturnPath } from './returnPath';
import { storeSession } from './session';
import { tokenExpiry } from './tokens';

/**
 * Completes the sign-in on /callback: exchanges the code, keeps the tokens in the session keys,
 * and answers the page to go to (the one asked for before signing in, else the dashboard).
 */
export const completeSignIn = async (url = window.location.href): Promise<string> => {
  const manager = await userManager();
  const user = await manager.signinRedirectCallback(url);
  storeSession({
    accessToken: user.access_token,
    refreshToken: user.refresh_token ?? null,
    idToken: user.id_token ?? null,
    expiresAt: user.expires_at ? user.expires_at * 1000 : (tokenExpiry(user.access_token) ?? 0),
    subject: user.profile.sub,
  });
  // The session keys are the one copy of the tokens.
  await manager.removeUser();
  const state = user.state as { returnTo?: unknown } | undefined;
  const returnTo = isReturnPath(state?.returnTo) ? state.returnTo : readReturnPath();
  forgetReturnPath();
  return returnTo ?? fallbackReturnPath;
};

/** Completes a silent renewal inside the hidden frame on /silent. */
export const completeSilentSignIn = async (url = window.location.href) => {
  const manager = await userManager();
  await manager.signinSilentCallback(url);
};
