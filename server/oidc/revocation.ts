import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import type { JsonWebKeySet } from 'oidc-provider';
import type { RevokedTokens } from '../auth/revokedTokens';

/**
 * The provider's revocation endpoint, made to revoke JWT access tokens too: oidc-provider answers
 * `unsupported_token_type` for them (a JWT is not stored, so it has nothing to delete). A token this
 * provider signed for the client that revokes it goes into the denylist (server/auth/revokedTokens.ts),
 * which the API checks on every call; any other token (a refresh token) goes on to the provider.
 */
const privateMembers = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'k']);

/** The public half of the provider's signing keys. */
const publicKeySet = (jwks: JsonWebKeySet) =>
  createLocalJWKSet({
    keys: jwks.keys.map(
      (key) =>
        Object.fromEntries(
          Object.entries(key as Record<string, unknown>).filter(([name]) => !privateMembers.has(name)),
        ) as JWK,
    ),
  });

const looksLikeJwt = (token: string) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);

export interface RevocationOptions {
  path: string;
  issuer: string;
  jwks: JsonWebKeySet;
  denylist: RevokedTokens;
  /** Hands the request, body already read into `raw.body`, to the provider. */
  forward(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export const registerRevocation = async (
  app: FastifyInstance,
  { path, issuer, jwks, denylist, forward }: RevocationOptions,
) => {
  const keySet = publicKeySet(jwks);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // The body as the provider would read it (its own limit is 56 kB), kept as text for it.
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 56 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(path, async (request, reply) => {
      const text = typeof request.body === 'string' ? request.body : '';
      const form = new URLSearchParams(
        String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
          ? text
          : '',
      );
      const token = form.get('token') ?? '';
      const clientId = form.get('client_id');
      if (looksLikeJwt(token) && clientId) {
        const payload = await jwtVerify(token, keySet, { issuer, typ: 'at+jwt', algorithms: ['RS256'] }).then(
          (verified) => verified.payload,
          () => null,
        );
        // RFC 7009: a client revokes only its own tokens; an unknown or expired one is answered 200.
        if (payload && payload.client_id === clientId && typeof payload.jti === 'string' && payload.exp) {
          await denylist.revoke(payload.jti, new Date(payload.exp * 1000));
          return reply.header('cache-control', 'no-store').send({});
        }
      }
      (request.raw as IncomingMessage & { body?: string }).body = text;
      return forward(request, reply);
    });
  });
};
