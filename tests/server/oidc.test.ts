import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLanguage } from '../../i18n/languages';
import { translate } from '../../i18n/translate';
import { authPlugin, requireRight } from '../../server/auth';
import { ok } from '../../server/http/envelope';
import { registerOidc } from '../../server/oidc';
import { loadProviderKeys } from '../../server/oidc/keys';
import {
  beginSignIn,
  discover,
  refreshTokens,
  signIn,
  signOutAtProvider,
  testClientId,
} from '../support/signIn';
import { processTestServer, type TestServer } from '../support/testServer';
import { freePort } from '../support/freePort';

/**
 * The sign-in chain on its own: the development provider and the token check in a bare Fastify
 * app with one readable and one writable route, driven over real HTTP like a browser.
 */
const startAuthServer = async (accessTokenTtl: number) => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = Fastify({ logger: false });
  await registerOidc(app, { publicUrl: url, accessTokenTtl, dataDir: null });
  await app.register(authPlugin, { issuer: `${url}/oidc`, audience: 'kago-api' });
  app.get('/api/probe/get', { preHandler: requireRight('read') }, async (request) => ok(request.principal));
  app.post('/api/probe/create', { preHandler: requireRight('write') }, async () => ok(true));
  await app.listen({ port, host: '127.0.0.1' });
  return { url, close: () => app.close() };
};

const english = findLanguage('en');

describe('development sign-in', () => {
  let server: Awaited<ReturnType<typeof startAuthServer>>;
  const api = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init);
  const bearer = (token: string, extra: Record<string, string> = {}) => ({
    headers: { authorization: `Bearer ${token}`, ...extra },
  });

  beforeAll(async () => {
    server = await startAuthServer(3600);
  });
  afterAll(() => server?.close());

  it('publishes discovery under /oidc with PKCE and revocation', async () => {
    const discovery = (await discover(server.url)) as unknown as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${server.url}/oidc`);
    expect(discovery.jwks_uri).toBe(`${server.url}/oidc/jwks`);
    expect(discovery.revocation_endpoint).toBe(`${server.url}/oidc/token/revocation`);
    expect(discovery.code_challenge_methods_supported).toContain('S256');
  });

  it('signs admin in with an RS256 at+jwt access token for the API and a profile in the ID token', async () => {
    const tokens = await signIn(server.url, 'admin', 'admin');
    expect(decodeProtectedHeader(tokens.accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const access = decodeJwt(tokens.accessToken);
    expect(access).toMatchObject({
      iss: `${server.url}/oidc`,
      aud: 'kago-api',
      sub: 'admin',
      roles: ['admin'],
      email: 'admin@kago.test',
    });
    expect(String(access.scope).split(' ')).toEqual(expect.arrayContaining(['master_api', 'identity_api']));
    expect(decodeJwt(tokens.idToken)).toMatchObject({ sub: 'admin', aud: testClientId, roles: ['admin'] });
    expect(decodeJwt(tokens.idToken).name).toEqual(expect.any(String));
    expect(tokens.refreshToken).toMatch(/\S{20,}/);
    expect(tokens.expiresIn).toBeGreaterThan(3500);

    const answer = await api('/api/probe/get', bearer(tokens.accessToken));
    expect(answer.status).toBe(200);
    expect((await answer.json()).data).toMatchObject({ subject: 'admin', roles: ['admin'] });
    expect((await api('/api/probe/create', { method: 'POST', ...bearer(tokens.accessToken) })).status).toBe(
      200,
    );
  });

  it('answers 401 in the envelope, in the request language, without a valid access token', async () => {
    const tokens = await signIn(server.url, 'viewer', 'viewer');
    const cases: [string, RequestInit][] = [
      ['no token', {}],
      ['garbage', bearer('not-a-jwt')],
      ['an ID token', bearer(tokens.idToken)],
      ['a tampered token', bearer(tokens.accessToken.replace(/\.[^.]+$/, '.AAAA'))],
    ];
    for (const [, init] of cases) {
      const answer = await api('/api/probe/get', init);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({
        success: false,
        data: null,
        message: translate('vi', 'kago.server.unauthorized'),
        DetailErrors: [],
        errors: {},
      });
    }
    const inEnglish = await api('/api/probe/get', { headers: { languageid: english.languageId } });
    expect((await inEnglish.json()).message).toBe(translate('en', 'kago.server.unauthorized'));
  });

  it('lets a viewer read and refuses its writes with 403', async () => {
    const { accessToken } = await signIn(server.url, 'viewer', 'viewer');
    expect((await api('/api/probe/get', bearer(accessToken))).status).toBe(200);
    const write = await api('/api/probe/create', {
      method: 'POST',
      ...bearer(accessToken, { languageid: english.languageId }),
    });
    expect(write.status).toBe(403);
    expect((await write.json()).message).toBe(translate('en', 'kago.server.forbidden'));
  });

  it('refreshes with rotation: the new access token works and the old refresh token is spent', async () => {
    const first = await signIn(server.url, 'purchaser', 'purchaser');
    const second = await refreshTokens(server.url, first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(second.accessToken)).toMatchObject({ aud: 'kago-api', roles: ['purchaser'] });
    expect((await api('/api/probe/get', bearer(second.accessToken))).status).toBe(200);
    await expect(refreshTokens(server.url, first.refreshToken)).rejects.toThrow(/invalid_grant/);
  });

  it('revokes a refresh token with a JSON {}, which ends its grant', async () => {
    const { accessToken, refreshToken } = await signIn(server.url, 'accountant', 'accountant');
    const { revocation_endpoint } = await discover(server.url);
    const revoke = (token: string, hint: string) =>
      fetch(revocation_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, token_type_hint: hint, client_id: testClientId }),
      });
    const answer = await revoke(refreshToken, 'refresh_token');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(await answer.json()).toEqual({});
    await expect(refreshTokens(server.url, refreshToken)).rejects.toThrow(/invalid_grant/);

    // A JWT access token is checked by the API on its own and cannot be recalled; it dies at expiry.
    const structured = await revoke(accessToken, 'access_token');
    expect(structured.status).toBe(400);
    expect((await structured.json()).error).toBe('unsupported_token_type');
  });

  it('shows a translated, accessible login page that loads nothing from elsewhere', async () => {
    const { loginPage } = await beginSignIn(server.url, { locale: 'en' });
    expect(loginPage.html).toContain('<html lang="en">');
    expect(loginPage.html).toMatch(/<label for="username">[^<]+<\/label>/);
    expect(loginPage.html).toMatch(/<input id="username" name="username"[^>]*autofocus/);
    expect(loginPage.html).toMatch(/<label for="password">[^<]+<\/label>/);
    expect(loginPage.html).toContain(translate('en', 'kago.auth.signIn'));
    expect(loginPage.html).not.toMatch(/(src|href)="https?:|@import|url\(/);

    const vietnamese = await beginSignIn(server.url);
    expect(vietnamese.loginPage.html).toContain('<html lang="vi">');
  });

  it("asks to 'please fill in the input' when a field is empty", async () => {
    const flow = await beginSignIn(server.url, { locale: 'en' });
    const forms: Record<string, string>[] = [
      { username: 'admin', password: '' },
      { username: '', password: 'admin' },
      {},
    ];
    for (const form of forms) {
      const answer = await flow.post(form);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain(translate('en', 'kago.auth.fillInput'));
    }
  });

  it('refuses a wrong password and escapes what was typed', async () => {
    const flow = await beginSignIn(server.url, { locale: 'en' });
    const typed = '"><script>alert(1)</script>';
    const answer = await flow.post({ username: typed, password: 'x' });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain(translate('en', 'kago.auth.wrongCredentials'));
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');

    const wrong = await flow.post({ username: 'admin', password: 'nimda' });
    expect(await wrong.text()).toContain(translate('en', 'kago.auth.wrongCredentials'));
    // The same attempt can still succeed afterwards.
    await expect(flow.submit({ username: 'admin', password: 'admin' })).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
  });

  it('answers an unknown provider path with a JSON 404', async () => {
    const answer = await api('/oidc/nowhere');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ error: 'not_found' });
  });

  it('renders provider errors as a plain page without internals', async () => {
    const answer = await api(
      `/oidc/auth?client_id=unknown&response_type=code&scope=openid&redirect_uri=${encodeURIComponent('https://evil.test/<b>')}`,
    );
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain('invalid_client');
    expect(html).not.toMatch(/\bat \S+ \(|node_modules|<b>|@import/);
  });

  it('signs out through a self-confirming end-session page back to /logged-out', async () => {
    const flow = await beginSignIn(server.url, { locale: 'ja' });
    const { idToken } = await flow.submit({ username: 'admin', password: 'admin' });
    const { html, confirmed } = await signOutAtProvider(server.url, flow, idToken, 'ja');
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('<input type="hidden" name="logout" value="yes"/>');
    // The confirming script is a file: the Content-Security-Policy allows no inline script.
    expect(html).not.toMatch(/<script>/);
    const src = /<script src="([^"]+)"><\/script>/.exec(html)![1];
    const script = await fetch(new URL(src, server.url));
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toMatch(/getElementById\('op\.logoutForm'\)\.submit\(\)/);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${server.url}/logged-out`);
  });
});

describe('access-token expiry', () => {
  it('refuses an access token once its lifetime has passed', async () => {
    const server = await startAuthServer(2);
    try {
      const { accessToken, expiresIn } = await signIn(server.url, 'admin', 'admin');
      expect(expiresIn).toBeLessThanOrEqual(2);
      const probe = () =>
        fetch(`${server.url}/api/probe/get`, { headers: { authorization: `Bearer ${accessToken}` } });
      expect((await probe()).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect((await probe()).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});

describe('provider keys', () => {
  it('generates the signing and cookie keys once, keeps them owner-only, and lets the environment override', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kago-oidc-keys-'));
    try {
      const first = await loadProviderKeys(dataDir, {});
      expect(first.jwks.keys[0]).toMatchObject({
        kty: 'RSA',
        alg: 'RS256',
        use: 'sig',
        d: expect.any(String),
      });
      expect((await stat(join(dataDir, 'oidc-keys.json'))).mode & 0o777).toBe(0o600);
      expect(await loadProviderKeys(dataDir, {})).toEqual(first);
      expect(JSON.parse(await readFile(join(dataDir, 'oidc-cookie-keys.json'), 'utf8'))).toEqual(
        first.cookieKeys,
      );

      const overridden = await loadProviderKeys(dataDir, {
        OIDC_COOKIE_KEYS: 'one, two',
        OIDC_JWKS: JSON.stringify({ keys: [{ kty: 'RSA', kid: 'from-env' }] }),
      });
      expect(overridden.cookieKeys).toEqual(['one', 'two']);
      expect(overridden.jwks.keys[0].kid).toBe('from-env');
      await expect(loadProviderKeys(dataDir, { OIDC_JWKS: '{"keys":[]}' })).rejects.toThrow(/OIDC_JWKS/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('inside the real app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await processTestServer();
  });
  afterAll(() => server?.close());

  it('signs in through the app and guards its catalogue routes by role', async () => {
    const admin = await signIn(server.url, 'admin', 'admin');
    const viewer = await signIn(server.url, 'viewer', 'viewer');
    const call = (path: string, token: string, init: RequestInit = {}) =>
      fetch(`${server.url}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, ...init.headers },
      });
    expect((await call('/api/bank/get?take=1', admin.accessToken)).status).toBe(200);
    expect((await call('/api/bank/get?take=1', viewer.accessToken)).status).toBe(200);
    const write = await call('/api/bank/deletes', viewer.accessToken, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [1] }),
    });
    expect(write.status).toBe(403);
    expect((await fetch(`${server.url}/api/bank/get`)).status).toBe(401);
  });
});
