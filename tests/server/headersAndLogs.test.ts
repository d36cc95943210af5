import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { registerSecurityHeaders, strictTransportSecurity } from '../../server/http/securityHeaders';
import { beginSignIn, signIn } from '../support/signIn';
import { freePort } from '../support/freePort';
import { openTestDatabase } from '../support/testServer';

/** Every answer's security headers, the listening address, and what the request log holds. */
let app: FastifyInstance;
let url: string;
let close: () => Promise<void>;
const logLines: string[] = [];

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kago-headers-'));
  const { database, drop } = await openTestDatabase(dataDir);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({
    config: readConfig({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'info' }),
    db: database.db,
    oidcDataDir: null,
    distDir: null,
    logStream,
  });
  await app.listen({ port, host: '127.0.0.1' });
  close = async () => {
    await app.close();
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
});
afterAll(() => close?.());

const expectSecurityHeaders = (response: Response, what: string) => {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp, what).toMatch(/(^|; )script-src 'self'(;|$)/);
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
  expect(response.headers.get('referrer-policy'), what).toBe('no-referrer');
};

describe('security headers', () => {
  it('are on API answers, errors, system routes and the provider and its pages', async () => {
    for (const target of ['/api/bank/get', '/api/nothing', '/healthz', '/config.json', '/api/docs/json'])
      expectSecurityHeaders(await fetch(`${url}${target}`), target);
    expectSecurityHeaders(await fetch(`${url}/oidc/.well-known/openid-configuration`), 'discovery');
    expectSecurityHeaders(await fetch(`${url}/oidc/nothing`), 'provider 404');
    const flow = await beginSignIn(url);
    expect(flow.loginPage.html).not.toMatch(/<script(?![^>]*\ssrc=)/);
    const login = await flow.request(flow.loginPage.url);
    expectSecurityHeaders(login, 'login page');
  });

  it('keep API answers out of every cache, and ask for HTTPS only when the public address is https', async () => {
    const token = (await signIn(url, 'viewer', 'viewer')).accessToken;
    const answers = [
      await fetch(`${url}/api/bank/get`, { headers: { authorization: `Bearer ${token}` } }),
      await fetch(`${url}/api/bank/get`),
      await fetch(`${url}/api/nothing`, { headers: { authorization: `Bearer ${token}` } }),
    ];
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
    // This server's public address is http: no HSTS, which would break it.
    expect(answers[0].headers.get('strict-transport-security')).toBeNull();

    const secure = Fastify();
    registerSecurityHeaders(secure, {
      connectOrigins: [],
      imageOrigins: [],
      publicUrl: 'https://kago.example',
    });
    secure.get('/api/x', async () => ({}));
    secure.get('/x', async () => ({}));
    const api = await secure.inject({ url: '/api/x' });
    expect(api.headers['strict-transport-security']).toBe(strictTransportSecurity);
    expect(api.headers['cache-control']).toBe('no-store');
    const page = await secure.inject({ url: '/x' });
    expect(page.headers['strict-transport-security']).toBe(strictTransportSecurity);
    expect(page.headers['cache-control']).toBeUndefined();
    await secure.close();
  });

  it('listens on loopback unless HOST says otherwise', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('compression', () => {
  it('sends an API answer of 1 kB or more compressed to a client that takes it, and the same answer', async () => {
    const token = (await signIn(url, 'viewer', 'viewer')).accessToken;
    const asked = (encoding: string, query = 'take=25') =>
      app.inject({
        url: `/api/bank/get?${query}`,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
      });
    const plain = await asked('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const brotli = await asked('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzipped = await asked('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    // A small answer is not worth it.
    const small = await asked('br', 'take=1&keyword=no-such-bank');
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('request log', () => {
  it('has one line per call with route, status, time and user, and no personal value or token', async () => {
    const { accessToken } = await signIn(url, 'admin', 'admin');
    logLines.length = 0;
    const secrets = ['nguyen-van-secret', '0901234567', 'secret.person@example.com'];
    const answer = await fetch(
      `${url}/api/bank/get?take=1&keyword=${secrets[0]}&phone=${secrets[1]}&email=${encodeURIComponent(secrets[2])}`,
      { headers: { authorization: `Bearer ${accessToken}` } },
    );
    await fetch(`${url}/api/nothing/here?keyword=${secrets[0]}&access_token=${accessToken}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const log = logLines.join('\n');
    for (const secret of [...secrets, accessToken, accessToken.split('.')[1]])
      expect(log).not.toContain(secret);
    expect(log).not.toMatch(/Bearer/i);

    const lines = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    // The API's own key-set fetch from the provider (/oidc/jwks) is a call too.
    const calls = lines.filter((line) => line.msg === 'request' && String(line.route).startsWith('/api/'));
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      route: '/api/bank/get',
      status: answer.status,
      user: 'admin',
    });
    expect(typeof calls[0].ms).toBe('number');
    expect(calls[1]).toMatchObject({ status: 404, user: 'admin' });
    expect(String(calls[1].route)).toContain('keyword=[redacted]');
    // Fastify's own lines (full URL, twice per call) are off.
    expect(
      lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed'),
    ).toEqual([]);
  });
});
