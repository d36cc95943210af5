// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createUserManager } from '../../../authProvider/oidc';
import { startSignIn } from '../../../authProvider/signIn';
import { rememberReturnPath } from '../../../authProvider/returnPath';
import { storeLanguageId } from '../../../authProvider/session';
import { defaultRuntimeConfig } from '../../../contract/runtimeConfig';
import { findLanguage } from '../../../i18n/languages';

describe('the OIDC client', () => {
  it('uses the runtime configuration and the redirect pages of this origin', () => {
    const config = { ...defaultRuntimeConfig('https://app.test'), authority: 'https://sso.test/oidc' };
    const { settings } = createUserManager(config, 'https://app.test');
    expect(settings).toMatchObject({
      authority: 'https://sso.test/oidc',
      client_id: 'kago-backoffice',
      redirect_uri: 'https://app.test/callback',
      silent_redirect_uri: 'https://app.test/silent',
      post_logout_redirect_uri: 'https://app.test/logged-out',
      response_type: 'code',
      scope: 'openid profile offline_access master_api identity_api',
      extraQueryParams: { prompt: 'consent' },
      automaticSilentRenew: false,
      loadUserInfo: false,
    });
  });

  it('asks for sign-in in the stored language and carries the page to return to', async () => {
    const { userManager } = await import('../../../authProvider/oidc');
    const manager = await userManager();
    const signinRedirect = vi.spyOn(manager, 'signinRedirect').mockResolvedValue(undefined);
    storeLanguageId(findLanguage('en').languageId);
    rememberReturnPath('/bank');
    await startSignIn();
    expect(signinRedirect).toHaveBeenCalledWith({ ui_locales: 'en', state: { returnTo: '/bank' } });
    await startSignIn('/currency?x=1');
    expect(signinRedirect).toHaveBeenLastCalledWith({
      ui_locales: 'en',
      state: { returnTo: '/currency?x=1' },
    });
  });
});
