import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openDatabase, type OpenedDatabase } from '../../server/db/database';
import { defaultThrottleSettings } from '../../server/oidc/loginThrottle';
import { administer, databaseUrl } from '../support/globalSetup';
import { freePort } from '../support/freePort';
import { beginSignIn, signIn, testClientId } from '../support/signIn';

/**
 * Two servers on one PostgreSQL database, as behind a load balancer: one public address (the
 * issuer), each server also reached on its own port. Whatever one keeps between calls (provider
 * keys, sessions, grants, the revocation denylist, sign-in counters) the other must see.
 */
const snapshot = inject('databaseSnapshot');
const onPostgres = snapshot.kind === 'postgres';

interface Running {
  app: FastifyInstance;
  database: OpenedDatabase;
  dataDir: string;
  url: string;
}

const servers: Running[] = [];
let dropDatabase = async () => {};
let publicUrl = '';

beforeAll(async () => {
  if (snapshot.kind !== 'postgres') return;
  const name = `kago_test_${randomBytes(6).toString('hex')}`;
  await administer(snapshot.serverUrl, `CREATE DATABASE ${name} TEMPLATE ${snapshot.template}`);
  dropDatabase = () => administer(snapshot.serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const ports = [await freePort(), await freePort()];
  publicUrl = `http://127.0.0.1:${ports[0]}`;
  // One after the other (each writes the CDN pictures into its data folder, heavy on a busy machine);
  // the keys the first generates, the second must find rather than make its own.
  const start = async (port: number): Promise<Running> => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kago-multi-'));
    const database = await openDatabase({ dataDir, databaseUrl: databaseUrl(snapshot.serverUrl, name) });
    const app = await buildApp({
      config: readConfig({
        PORT: String(port),
        DATA_DIR: dataDir,
        PUBLIC_URL: publicUrl,
        LOG_LEVEL: 'silent',
      }),
      db: database.db,
      distDir: null,
    });
    await app.listen({ port, host: '127.0.0.1' });
    return { app, database, dataDir, url: `http://127.0.0.1:${port}` };
  };
  for (const port of ports) servers.push(await start(port));
});
afterAll(async () => {
  for (const { app, database, dataDir } of servers) {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await dropDatabase();
});

const apiCall = (server: Running, token: string) =>
  fetch(`${server.url}/api/bank/get?take=1`, { headers: { authorization: `Bearer ${token}` } });

describe.skipIf(!onPostgres)('several servers on one PostgreSQL', () => {
  it('share the provider keys', async () => {
    const [a, b] = await Promise.all(
      servers.map(async ({ url }) => (await fetch(`${url}/oidc/jwks`)).json()),
    );
    expect(b).toEqual(a);
  });

  it('sign in on one, call, refresh and revoke on the other, refused on the first', async () => {
    const [first, second] = servers;
    const tokens = await signIn(first.url, 'admin', 'admin');
    expect((await apiCall(second, tokens.accessToken)).status).toBe(200);

    // The grant and refresh token live in the database: the second server's provider honours them.
    // Straight to the second's token endpoint (discovery names the public address, the first).
    const answer = await fetch(`${second.url}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken,
        client_id: testClientId,
      }),
    });
    expect(answer.status).toBe(200);
    const refreshed = {
      accessToken: String(((await answer.json()) as { access_token: string }).access_token),
    };
    expect((await apiCall(first, refreshed.accessToken)).status).toBe(200);

    const revoked = await fetch(`${second.url}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: refreshed.accessToken, client_id: testClientId }),
    });
    expect(revoked.status).toBe(200);
    expect((await apiCall(first, refreshed.accessToken)).status).toBe(401);
    expect((await apiCall(second, refreshed.accessToken)).status).toBe(401);
  });

  it('keep the sign-in session across servers (cookie keys shared) and count failures together', async () => {
    const [first, second] = servers;
    const flow = await beginSignIn(first.url);
    const action = /<form[^>]*action="([^"]+)"/.exec(flow.loginPage.html)![1].replace(/&amp;/g, '&');
    const onSecond = new URL(action, second.url);
    // One user name from one address fails until the pair's lock (server/oidc/loginThrottle.ts),
    // every failure on the second server; the first then refuses even the right password.
    for (let attempt = 0; attempt < defaultThrottleSettings.pair.lockAfter!; attempt += 1) {
      const answer = await flow.request(onSecond, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'purchaser', password: 'wrong' }).toString(),
      });
      // The second server reads the interaction the first started: a form again, not "expired".
      expect(answer.status).toBe(200);
    }
    const refused = await flow.post({ username: 'purchaser', password: 'purchaser' });
    expect(refused.status).toBe(429);
  }, 60_000);
});
