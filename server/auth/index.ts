import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { translate } from '../../i18n/translate';
import { failure } from '../http/envelope';
import { localeOf } from '../http/locale';
import type { Database } from '../db/database';
import { grantKey, revokedTokens } from './revokedTokens';
import { hasRight, type AccessArea, type Right } from './rights';

export type { AccessArea, Right } from './rights';

/** Who made the request, from a verified access token. */
export interface Principal {
  subject: string;
  name: string | null;
  email: string | null;
  roles: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Null when the request has no bearer token, or one that does not verify (bad, expired, foreign). */
    principal: Principal | null;
  }
}

export interface AuthOptions {
  /** The provider's issuer; its key set is at `${issuer}/jwks`. */
  issuer: string;
  /** The audience API access tokens are issued for. */
  audience: string;
  /** Where revoked tokens are listed (server/auth/revokedTokens.ts); absent, none is checked. */
  db?: Database;
  /**
   * Paths under this prefix answer 401 without a valid token before their body is read (a refused
   * caller learns nothing from a 400 or 413, and costs no parsing), except the public ones listed.
   */
  protect?: { prefix: string; except: readonly string[] };
}

/**
 * The API's paths, each of which needs a token (server/app.ts protects them with the plugin's
 * `protect`); the registrar refuses to make a route under it public (server/resources/routes.ts).
 */
export const apiPrefix = '/api/';

const stringClaim = (payload: JWTPayload, name: string) =>
  typeof payload[name] === 'string' ? (payload[name] as string) : null;

/** What a revocation may name for this token: the token itself, and the grant it was issued under. */
const revocationKeys = (jti: string, payload: JWTPayload) =>
  typeof payload.gid === 'string' ? [jti, grantKey(payload.gid)] : [jti];

const principalOf = (payload: JWTPayload): Principal | null => {
  if (!payload.sub) return null;
  const roles = Array.isArray(payload.roles)
    ? payload.roles.filter((role): role is string => typeof role === 'string')
    : [];
  return {
    subject: payload.sub,
    name: stringClaim(payload, 'name'),
    email: stringClaim(payload, 'email'),
    roles,
  };
};

const bearerToken = (request: FastifyRequest) => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
};

/**
 * Verifies `Authorization: Bearer <jwt>` against the provider's published keys, issuer, audience,
 * expiry and the revocation denylist, and sets `request.principal`. Under `protect` it answers 401
 * itself, before any body is read; which role may do what, routes say with `requireRight`.
 */
const authPluginScoped = async (app: FastifyInstance, { issuer, audience, db, protect }: AuthOptions) => {
  const keySet = createRemoteJWKSet(new URL(`${issuer.replace(/\/+$/, '')}/jwks`));
  const denylist = db ? revokedTokens(db) : undefined;
  // A token's signature, issuer, audience and type never change: checked once, then only its expiry
  // and the denylist (an RSA check was a tenth of the cost of refusing a malformed request).
  const verified = new Map<string, { payload: JWTPayload; expiresAt: number }>();
  const checkSignature = async (token: string) => {
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.payload;
    verified.delete(token);
    const { payload } = await jwtVerify(token, keySet, {
      issuer,
      audience,
      algorithms: ['RS256'],
      // An ID token is also an RS256 JWT from the same issuer; only access tokens are accepted.
      typ: 'at+jwt',
    });
    if (typeof payload.exp === 'number') {
      if (verified.size >= 10_000) verified.clear();
      verified.set(token, { payload, expiresAt: payload.exp * 1000 });
    }
    return payload;
  };
  const verify = async (token: string) => {
    try {
      const payload = await checkSignature(token);
      // Revoked (signed out) before it expired, itself or its grant: refused at once, on every server.
      if (
        denylist &&
        (typeof payload.jti !== 'string' ||
          (await denylist.isRevoked(...revocationKeys(payload.jti, payload))))
      )
        return null;
      return principalOf(payload);
    } catch (error) {
      app.log.debug({ err: error }, 'access token refused');
      return null;
    }
  };

  app.decorateRequest('principal', null);
  const guarded = (url: string) => {
    if (!protect) return false;
    const pathname = url.split('?')[0];
    return (
      pathname.startsWith(protect.prefix) &&
      !protect.except.some((open) => pathname === open || pathname.startsWith(`${open}/`))
    );
  };
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    request.principal = token ? await verify(token) : null;
  });
  // After every onRequest hook (one may set the principal otherwise), before the body is read.
  app.addHook('preParsing', async (request, reply) => {
    if (!request.principal && guarded(request.url))
      return refuse(request, reply, 401, 'kago.server.unauthorized');
  });
};

// Fastify keeps a plugin's decorations and hooks inside its own scope unless it opts out.
Object.assign(authPluginScoped, { [Symbol.for('skip-override')]: true });

export const authPlugin = authPluginScoped;

const refuse = (request: FastifyRequest, reply: FastifyReply, status: 401 | 403, key: string) => {
  if (status === 401) reply.header('www-authenticate', 'Bearer');
  return reply.code(status).send(failure(translate(localeOf(request), key)));
};

/**
 * A preHandler: 401 without a valid token, 403 when none of the principal's roles grants the right
 * in `area` (resources/access.ts; `signedIn`: any role of the table, for what is the user's own);
 * without an area, in any business area.
 */
export const requireRight =
  (right: Right, area?: AccessArea): preHandlerAsyncHookHandler =>
  async (request, reply) => {
    if (!request.principal) return refuse(request, reply, 401, 'kago.server.unauthorized');
    if (!hasRight(request.principal.roles, right, area))
      return refuse(request, reply, 403, 'kago.server.forbidden');
  };
