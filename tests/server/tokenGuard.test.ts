import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokedTokens } from '../../server/auth/revokedTokens';
import { revokedToken } from '../../server/db/hardeningTables';
import {
  beginSignIn,
  discover,
  refreshTokens,
  signIn,
  signOutAtProvider,
  testClientId,
} from '../support/signIn';
import { openTestDatabase, startTestServer, type TestServer } from '../support/testServer';

/** The API's bearer check: a revoked token is refused at once, and no body is read before it. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const bankList = (token: string) =>
  fetch(`${server.url}/api/bank/get?take=1`, { headers: { authorization: `Bearer ${token}` } });

const revoke = async (token: string, hint: 'access_token' | 'refresh_token') => {
  const { revocation_endpoint } = await discover(server.url);
  return fetch(revocation_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, token_type_hint: hint, client_id: testClientId }),
  });
};

describe('revocation', () => {
  it('refuses a revoked JWT access token on the next call, and only that token', async () => {
    const tokens = await signIn(server.url, 'admin', 'admin');
    const other = await signIn(server.url, 'admin', 'admin');
    expect((await bankList(tokens.accessToken)).status).toBe(200);

    const revoked = await revoke(tokens.accessToken, 'access_token');
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({});

    const refused = await bankList(tokens.accessToken);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer');
    expect((await bankList(other.accessToken)).status).toBe(200);
  });

  it('revokes the refresh token through the provider, so it gives no new access token', async () => {
    const tokens = await signIn(server.url, 'viewer', 'viewer');
    const revoked = await revoke(tokens.refreshToken, 'refresh_token');
    expect(revoked.status).toBe(200);
    await expect(refreshTokens(server.url, tokens.refreshToken)).rejects.toThrow(/invalid_grant/);
  });

  it('ends the session everywhere when the user signs out at the provider alone', async () => {
    const flow = await beginSignIn(server.url);
    const tokens = await flow.submit({ username: 'admin', password: 'admin' });
    const other = await signIn(server.url, 'admin', 'admin');
    expect((await bankList(tokens.accessToken)).status).toBe(200);

    const { confirmed } = await signOutAtProvider(server.url, flow, tokens.idToken);
    expect(confirmed.status).toBe(303);

    // Neither the access token (a JWT the provider never stored) nor the refresh token works.
    expect((await bankList(tokens.accessToken)).status).toBe(401);
    await expect(refreshTokens(server.url, tokens.refreshToken)).rejects.toThrow(/invalid_grant/);
    // Another sign-in of the same user is another grant, and goes on.
    expect((await bankList(other.accessToken)).status).toBe(200);
    await expect(refreshTokens(server.url, other.refreshToken)).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
  });

  it('does not let another client, or a forged token, fill the denylist', async () => {
    const tokens = await signIn(server.url, 'admin', 'admin');
    const { revocation_endpoint } = await discover(server.url);
    const forged = `${tokens.accessToken.split('.').slice(0, 2).join('.')}.${'A'.repeat(342)}`;
    await fetch(revocation_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: forged, client_id: testClientId }),
    });
    await fetch(revocation_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.accessToken, client_id: 'someone-else' }),
    });
    expect((await bankList(tokens.accessToken)).status).toBe(200);
  });
});

describe('the denylist of the only server on an embedded database', () => {
  it('lists the rows written before it started and the revocations since, and writes them through', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kago-denylist-'));
    const { database } = await openTestDatabase(dataDir);
    try {
      const hour = new Date(Date.now() + 3_600_000);
      await database.db.insert(revokedToken).values([
        { jti: 'before-start', expiresAt: hour },
        { jti: 'long-expired', expiresAt: new Date(Date.now() - 1000) },
      ]);
      const denylist = revokedTokens(database.db);
      expect(await denylist.isRevoked('before-start')).toBe(true);
      expect(await denylist.isRevoked('long-expired')).toBe(false);
      expect(await denylist.isRevoked('since')).toBe(false);
      await denylist.revoke('since', hour);
      expect(await denylist.isRevoked('since')).toBe(true);
      // One list per database: the provider's revocation endpoint and the API's check share it.
      expect(revokedTokens(database.db)).toBe(denylist);
      // Written through, for a restart (which reads the live rows, as above).
      const rows = await database.db.select({ jti: revokedToken.jti }).from(revokedToken);
      expect(rows.map((row) => row.jti)).toContain('since');
    } finally {
      // Closed whatever failed: PGlite holds the folder (and its lock) until then.
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('token before body', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/bank/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  it('answers 401 to an anonymous call whatever its body, bad or huge', async () => {
    const bad = await post('{not json');
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ success: false });
    expect((await post(JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }))).status).toBe(401);
    expect((await post('{}', { authorization: 'Bearer not.a.token' })).status).toBe(401);
  });

  it('still reads the body of a signed-in call, and keeps the docs public', async () => {
    const { accessToken } = await signIn(server.url, 'admin', 'admin');
    expect((await post('{not json', { authorization: `Bearer ${accessToken}` })).status).toBe(400);
    expect((await fetch(`${server.url}/api/docs/json`)).status).toBe(200);
  });
});
