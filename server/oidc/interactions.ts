import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { translate } from '../../i18n/translate';
import { authenticateDevUser } from './devUsers';
import { interactionPath } from './configuration';
import { renderLoginPage, type LoginError } from './loginPage';
import type { LoginThrottle } from './loginThrottle';
import { escapeHtml, pageLocale, renderPage } from './page';

/**
 * The development provider's interactions: the login form, and consent granted on the user's
 * behalf (the back office is the provider's own first-party client, so there is nothing to ask).
 */
interface InteractionParams {
  uid: string;
}

interface LoginForm {
  username?: string;
  password?: string;
}

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

export const registerInteractions = async (
  app: FastifyInstance,
  provider: Provider,
  {
    mountPath,
    publicUrl,
    throttle,
  }: {
    mountPath: string;
    publicUrl: string;
    /** Slows and refuses repeated wrong passwords (loginThrottle.ts); absent, none is counted. */
    throttle?: LoginThrottle;
  },
) => {
  const base = `${mountPath}${interactionPath}`;
  const loginAction = (uid: string) => `${base}/${encodeURIComponent(uid)}/login`;

  const details = async (request: FastifyRequest, reply: FastifyReply): Promise<Interaction | null> => {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      // The interaction cookie is gone or expired: the only way on is to start signing in again.
      return null;
    }
  };

  const expired = (reply: FastifyReply) => {
    const locale = pageLocale(undefined);
    const title = translate(locale, 'kago.auth.tokenExpired');
    const link = `<p><a href="${escapeHtml(`${publicUrl}/signin`)}">${escapeHtml(translate(locale, 'kago.auth.signInAgain'))}</a></p>`;
    return sendHtml(reply, 400, renderPage(locale, title, `<h1>${escapeHtml(title)}</h1>\n${link}`));
  };

  /** 429 with Retry-After: the login page again, saying how long to wait. */
  const throttled = (reply: FastifyReply, seconds: number, html: string) =>
    sendHtml(reply.header('retry-after', String(seconds)), 429, html);
  const waitError = (seconds: number) => ({
    error: 'throttled' as const,
    errorParams: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
  });

  const grantConsent = async (interaction: Interaction, accountId: string) => {
    const { prompt, params } = interaction;
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId: params.client_id });
    const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = prompt.details;
    if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
    if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    return grant.save();
  };

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get<{ Params: InteractionParams }>(`${base}/:uid`, async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction || interaction.uid !== request.params.uid) return expired(reply);
      if (interaction.prompt.name === 'login') {
        const locale = pageLocale(interaction.params.ui_locales);
        const action = loginAction(interaction.uid);
        return sendHtml(reply, 200, renderLoginPage({ locale, action }));
      }
      if (interaction.prompt.name === 'consent' && interaction.session) {
        const grantId = await grantConsent(interaction, interaction.session.accountId);
        reply.hijack();
        return provider.interactionFinished(request.raw, reply.raw, { consent: { grantId } });
      }
      return expired(reply);
    });

    scope.post<{ Params: InteractionParams; Body: LoginForm }>(
      `${base}/:uid/login`,
      async (request, reply) => {
        const interaction = await details(request, reply);
        if (!interaction || interaction.uid !== request.params.uid || interaction.prompt.name !== 'login') {
          return expired(reply);
        }
        const username = String(request.body?.username ?? '').trim();
        const password = String(request.body?.password ?? '');
        // The form comes back with its error as a page of its own: a 4xx document would only add a
        // console error in the browser, and people and password managers read the message anyway.
        const page = (error: LoginError, errorParams?: Record<string, number>) =>
          renderLoginPage({
            locale: pageLocale(interaction.params.ui_locales),
            action: loginAction(interaction.uid),
            username,
            error,
            errorParams,
          });
        const refuse = (error: LoginError) => sendHtml(reply, 200, page(error));
        if (!username || !password) return refuse('fillInput');
        // Refused while this user name is throttled from this address, even with the right password:
        // guessing must not go on meanwhile. From another address, the right password still signs in.
        const wait = (await throttle?.retryAfter(username, request.ip)) ?? 0;
        if (wait > 0) {
          const { error, errorParams } = waitError(wait);
          return throttled(reply, wait, page(error, errorParams));
        }
        const user = authenticateDevUser(username, password);
        if (!user) {
          await throttle?.failed(username, request.ip);
          return refuse('wrongCredentials');
        }
        await throttle?.succeeded(username, request.ip);
        reply.hijack();
        return provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: user.username } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });
};
