import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider, { type ProviderMiddleware } from 'oidc-provider';
import { grantKey, revokedTokens } from '../auth/revokedTokens';
import type { Database } from '../db/database';
import { providerConfiguration } from './configuration';
import { createOidcStore } from './databaseAdapter';
import { registerInteractions } from './interactions';
import { loadProviderKeys } from './keys';
import { loginThrottle, type ThrottleSettings } from './loginThrottle';
import { logoutScript, logoutScriptPath } from './providerPages';
import { registerRevocation } from './revocation';

export interface OidcOptions {
  /** The app's public origin; the issuer is `${publicUrl}/oidc`. */
  publicUrl: string;
  /** Access-token lifetime in seconds. */
  accessTokenTtl: number;
  /**
   * Where signing and cookie keys are kept without a database; null keeps them in memory (tests).
   * With a database they are kept there, shared by every server on it (keys.ts).
   */
  dataDir: string | null;
  /**
   * Where sessions, grants and tokens are kept, so that they survive a restart and are shared by
   * every instance; absent, they live in this process's memory only.
   */
  db?: Database;
  /** The sign-in throttle's thresholds (loginThrottle.ts); tests shorten them. */
  throttleSettings?: ThrottleSettings;
}

export const oidcMountPath = '/oidc';

/**
 * Answers the provider leaves empty, made JSON: a revocation (oidc-client-ts's `revokeTokens()`
 * rejects an empty body) and a path the provider does not know (Koa's plain-text 'Not Found').
 */
const emptyAnswersAsJson: ProviderMiddleware = async (ctx, next) => {
  await next();
  if (ctx.oidc?.route === 'revocation' && ctx.status === 200) {
    ctx.body = {};
  } else if (ctx.status === 404 && !ctx.body) {
    // Koa turns the status to 200 when a body is set: the status goes back after it.
    ctx.body = { error: 'not_found', error_description: 'Not Found' };
    ctx.status = 404;
  }
};

/** The development OpenID Connect provider, mounted under `/oidc` inside the app's Fastify instance. */
export const registerOidc = async (app: FastifyInstance, options: OidcOptions): Promise<void> => {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const mountPath = oidcMountPath;
  const store = options.db
    ? createOidcStore({
        db: options.db,
        onSweepError: (error) => app.log.warn({ err: error }, 'Deleting expired OIDC payloads failed'),
      })
    : undefined;
  if (store) app.addHook('onClose', () => store.close());
  const keys = await loadProviderKeys(options.dataDir, process.env, options.db);
  const provider = new Provider(
    `${publicUrl}${mountPath}`,
    providerConfiguration({
      publicUrl,
      mountPath,
      accessTokenTtl: options.accessTokenTtl,
      keys,
      adapter: store?.adapter,
    }),
  );
  // Behind a TLS-terminating proxy the provider must build its URLs from X-Forwarded-Proto.
  provider.proxy = true;
  provider.use(emptyAnswersAsJson);
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'OIDC provider error'));
  if (options.db) {
    const denylist = revokedTokens(options.db);
    // A grant revoked (the end-session endpoint, or its refresh token revoked): its refresh tokens
    // are deleted by the provider; its JWT access tokens, which it does not store, are refused by
    // the API from now on, until the last one issued would have expired.
    provider.on('grant.revoked', (_ctx, grantId) => {
      const until = new Date(Date.now() + options.accessTokenTtl * 1000);
      denylist
        .revoke(grantKey(grantId), until)
        .catch((error: unknown) => app.log.error({ err: error, grantId }, 'Denying a revoked grant failed'));
    });
  }

  await registerInteractions(app, provider, {
    mountPath,
    publicUrl,
    throttle: options.db ? loginThrottle(options.db, options.throttleSettings) : undefined,
  });

  const handle = provider.callback();
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    // The provider works out its mount path from `originalUrl` and routes on the rest.
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? '/';
    const rest = url.slice(mountPath.length);
    raw.originalUrl = url;
    raw.url = rest.startsWith('/') ? rest : `/${rest}`;
    await handle(raw, reply.raw);
  };

  app.get(logoutScriptPath, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(logoutScript),
  );

  if (options.db) {
    await registerRevocation(app, {
      path: `${mountPath}/token/revocation`,
      issuer: `${publicUrl}${mountPath}`,
      jwks: keys.jwks,
      denylist: revokedTokens(options.db),
      forward,
    });
  }

  await app.register(async (scope) => {
    // The provider reads request bodies itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all(mountPath, forward);
    scope.all(`${mountPath}/*`, forward);
  });
};
