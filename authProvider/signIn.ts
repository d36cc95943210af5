import { userManager, uiLocale } from './oidc';
import { readReturnPath, rememberReturnPath } from './returnPath';

/** Sends the browser to the provider's sign-in; `returnTo` (or the page remembered before) is where it comes back. */
export const startSignIn = async (returnTo?: string) => {
  if (returnTo) rememberReturnPath(returnTo);
  const manager = await userManager();
  await manager.signinRedirect({ ui_locales: uiLocale(), state: { returnTo: readReturnPath() } });
};
