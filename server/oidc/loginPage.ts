import type { Locale } from '../../i18n/languages';
import { translate } from '../../i18n/translate';
import { escapeHtml, renderPage } from './page';

export type LoginError = 'fillInput' | 'wrongCredentials' | 'throttled';

const errorKeys: Record<LoginError, string> = {
  fillInput: 'kago.auth.fillInput',
  wrongCredentials: 'kago.auth.wrongCredentials',
  throttled: 'kago.hardeningServer.loginThrottled',
};

export interface LoginPageOptions {
  locale: Locale;
  /** Where the form posts (the interaction's login URL). */
  action: string;
  /** The user name typed before, kept after a failed attempt. */
  username?: string;
  error?: LoginError;
  /** Values the error's message names (the minutes to wait when throttled). */
  errorParams?: Record<string, string | number>;
}

/** The development provider's sign-in form, server-rendered, in the language the app asked for. */
export const renderLoginPage = ({ locale, action, username = '', error, errorParams }: LoginPageOptions) => {
  const t = (key: string, params?: Record<string, string | number>) =>
    escapeHtml(translate(locale, key, params));
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  // After a failed attempt with a user name, the password is what needs retyping.
  const focusPassword = error !== undefined && username !== '';
  const body = `<h1>${t('kago.auth.signInTitle')}</h1>
<form method="post" action="${escapeHtml(action)}" novalidate>
${error ? `<p class="error" id="login-error" role="alert">${t(errorKeys[error], errorParams)}</p>` : ''}
<label for="username">${t('kago.auth.username')}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" value="${escapeHtml(username)}"${invalid}${focusPassword ? '' : ' autofocus'}>
<label for="password">${t('kago.auth.password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password"${invalid}${focusPassword ? ' autofocus' : ''}>
<button type="submit">${t('kago.auth.signIn')}</button>
</form>`;
  return renderPage(locale, translate(locale, 'kago.auth.signInTitle'), body);
};
