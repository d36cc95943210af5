import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries, the API's, the app's and the OIDC provider's pages alike. Set on the
 * raw response as the request arrives, because the provider's routes hijack the reply and skip
 * Fastify's later hooks (server/oidc/index.ts).
 *
 * Scripts only from files of this origin: no inline script, no eval (the provider's sign-out page
 * loads its one script from /oidc/assets, server/oidc/providerPages.ts). Styles may be inline: MUI's
 * emotion injects <style> elements at run time, and the sanitised HTML of toasts may carry style
 * attributes; an injected style cannot run code.
 */
export interface SecurityHeaderOptions {
  /** Other origins the app talks to (a provider or API elsewhere), from the runtime configuration. */
  connectOrigins: readonly string[];
  /** Other origins images come from (the CDN prefix). */
  imageOrigins: readonly string[];
  /** The server's public address (PUBLIC_URL): when it is https, browsers are told to keep to it (HSTS). */
  publicUrl?: string;
}

/** A year, as OWASP's HTTP headers guidance suggests; no `preload`, which is the operator's decision. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export const contentSecurityPolicy = ({ connectOrigins, imageOrigins }: SecurityHeaderOptions) => {
  const origins = (urls: readonly string[]) =>
    [...new Set(urls.map(originOf).filter((origin): origin is string => origin !== null))].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${origins(imageOrigins)}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${origins(connectOrigins)}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
};

export const registerSecurityHeaders = (app: FastifyInstance, options: SecurityHeaderOptions) => {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(options),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
  };
  if (options.publicUrl?.startsWith('https:')) headers['strict-transport-security'] = strictTransportSecurity;
  app.addHook('onRequest', async (request, reply) => {
    for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
    // API answers carry a user's data: no cache keeps them (a shared computer's, a proxy's). A route
    // that means otherwise sets its own header, which replaces this one.
    if (request.url.startsWith('/api/')) reply.raw.setHeader('cache-control', 'no-store');
  });
};
