import type { ProviderContext } from 'oidc-provider';
import { translate } from '../../i18n/translate';
import { escapeHtml, pageLocale, renderPage } from './page';

/**
 * The pages oidc-provider renders itself (errors, sign-out), replacing its defaults, which load web
 * fonts from the internet and print error details in English.
 */
const localeOf = (ctx: ProviderContext) => pageLocale(ctx.oidc?.params?.ui_locales);

const html = (ctx: ProviderContext, body: string) => {
  ctx.type = 'html';
  ctx.body = body;
};

/** Only the OAuth error code and its description reach the page; never a stack. */
export const renderError = (ctx: ProviderContext, out: Record<string, string>) => {
  const locale = localeOf(ctx);
  const title = translate(locale, 'kago.pages.serverError');
  const details = ['error', 'error_description']
    .filter((name) => typeof out[name] === 'string')
    .map((name) => escapeHtml(out[name]))
    .join(': ');
  html(ctx, renderPage(locale, title, `<h1>${escapeHtml(title)}</h1>\n<pre>${details}</pre>`));
};

/**
 * The script that submits the sign-out confirmation, served as a file (server/oidc/index.ts): the
 * Content-Security-Policy allows no inline script (server/http/securityHeaders.ts).
 */
export const logoutScriptPath = '/oidc/assets/logout.js';
export const logoutScript = "document.getElementById('op.logoutForm').submit();\n";

/**
 * The user already chose to sign out in the app, so the provider's confirmation submits itself;
 * the button is there for browsers without script.
 */
export const logoutSource = (ctx: ProviderContext, form: string) => {
  const locale = localeOf(ctx);
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  const label = escapeHtml(translate(locale, 'kago.auth.signOut'));
  const body = `${confirmed}
<button type="submit" form="op.logoutForm" autofocus>${label}</button>
<script src="${logoutScriptPath}"></script>`;
  html(ctx, renderPage(locale, translate(locale, 'kago.auth.signOut'), body));
};

export const postLogoutSuccessSource = (ctx: ProviderContext) => {
  const locale = localeOf(ctx);
  const title = translate(locale, 'kago.auth.signedOut');
  html(ctx, renderPage(locale, title, `<h1>${escapeHtml(title)}</h1>`));
};
