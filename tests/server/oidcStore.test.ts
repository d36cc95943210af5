import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import type { OpenedDatabase } from '../../server/db/database';
import { oidcPayload } from '../../server/db/oidcTables';
import { createOidcStore } from '../../server/oidc/databaseAdapter';
import { freePort } from '../support/freePort';
import { beginSignIn, discover, refreshTokens, signIn, testClientId } from '../support/signIn';
import { openTestDatabase } from '../support/testServer';
import { apiClient } from './support/api';

/**
 * The provider's sessions, grants and tokens live in the database: they outlive the app instance
 * that issued them, and what the provider revokes or lets expire is gone from it.
 */
let dataDir: string;
let database: OpenedDatabase;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'kago-oidc-store-'));
  const opened = await openTestDatabase(dataDir);
  database = opened.database;
  dropDatabase = opened.drop;
});

afterAll(async () => {
  await database?.close();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

const rowsOf = (kind: string, id: string) =>
  database.db
    .select()
    .from(oidcPayload)
    .where(and(eq(oidcPayload.kind, kind), eq(oidcPayload.id, id)));

describe('the provider on the database', () => {
  let port: number;
  let url: string;
  let app: FastifyInstance | undefined;

  /** One app instance; the provider's keys are in the data folder, so a restart keeps them. */
  const startInstance = async () => {
    const config = readConfig({
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    });
    app = await buildApp({ config, db: database.db, distDir: null });
    await app.listen({ port, host: '127.0.0.1' });
  };
  const restart = async () => {
    await app?.close();
    await startInstance();
  };

  beforeAll(async () => {
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
    await startInstance();
  });
  afterAll(() => app?.close());

  /** An authorization request that must not ask anything: answers where the provider sends back. */
  const silentAuthorization = async (request: (url: URL) => Promise<Response>) => {
    const { authorization_endpoint } = await discover(url);
    let next = new URL(authorization_endpoint);
    next.search = new URLSearchParams({
      client_id: testClientId,
      response_type: 'code',
      redirect_uri: `${url}/callback`,
      scope: 'openid profile',
      state: randomBytes(8).toString('hex'),
      code_challenge: createHash('sha256').update(randomBytes(32)).digest('base64url'),
      code_challenge_method: 'S256',
      prompt: 'none',
    }).toString();
    for (let hop = 0; hop < 6; hop += 1) {
      const location = (await request(next)).headers.get('location');
      if (!location) break;
      next = new URL(location, next);
      if (next.href.startsWith(`${url}/callback`)) return next;
    }
    throw new Error('The silent authorization did not come back to the app');
  };

  it('keeps the refresh token and the provider session across a restart', async () => {
    const browser = await beginSignIn(url);
    const tokens = await browser.submit({ username: 'viewer', password: 'viewer' });
    expect((await rowsOf('RefreshToken', tokens.refreshToken)).length).toBe(1);

    await restart();

    const refreshed = await refreshTokens(url, tokens.refreshToken);
    expect(refreshed.refreshToken).not.toBe(tokens.refreshToken);
    const answer = await apiClient(url, refreshed.accessToken).get('/api/country/get', { take: 1 });
    expect(answer.status).toBe(200);

    // The browser's provider session is found again: no login page, straight back with a code.
    const callback = await silentAuthorization(browser.request);
    expect(callback.searchParams.get('error')).toBeNull();
    expect(callback.searchParams.get('code')).toBeTruthy();
  });

  it('keeps a rotated refresh token readable as consumed, and its reuse ends the grant', async () => {
    const first = await signIn(url, 'viewer', 'viewer');
    const second = await refreshTokens(url, first.refreshToken);
    const [used] = await rowsOf('RefreshToken', first.refreshToken);
    expect(used?.consumedAt).toBeInstanceOf(Date);

    await expect(refreshTokens(url, first.refreshToken)).rejects.toThrow(/invalid_grant/);
    // Replaying a spent token looks like theft: the provider revokes everything of the grant.
    await expect(refreshTokens(url, second.refreshToken)).rejects.toThrow(/invalid_grant/);
  });

  it('deletes the tokens and the grant itself when the grant is revoked', async () => {
    const tokens = await signIn(url, 'admin', 'admin');
    const [stored] = await rowsOf('RefreshToken', tokens.refreshToken);
    const grantId = stored?.grantId;
    expect(grantId).toBeTruthy();
    expect((await rowsOf('Grant', grantId!)).length).toBe(1);

    const { revocation_endpoint } = await discover(url);
    const revoked = await fetch(revocation_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: tokens.refreshToken,
        token_type_hint: 'refresh_token',
        client_id: testClientId,
      }),
    });
    expect(revoked.status).toBe(200);

    const left = await database.db.select().from(oidcPayload).where(eq(oidcPayload.grantId, grantId!));
    expect(left).toEqual([]);
    expect(await rowsOf('Grant', grantId!)).toEqual([]);
    await expect(refreshTokens(url, tokens.refreshToken)).rejects.toThrow(/invalid_grant/);
  });
});

describe('the database adapter', () => {
  let clock = Date.parse('2030-01-01T00:00:00Z');
  const minute = 60 * 1000;
  const store = () => createOidcStore({ db: database.db, now: () => clock, sweepInterval: 10 * minute });
  const unique = (name: string) => `${name}-${randomBytes(6).toString('hex')}`;

  it('finds a payload by id, uid and user code until its lifetime ends', async () => {
    const sessions = store().adapter('Session');
    const id = unique('session');
    const uid = unique('uid');
    const payload = { uid, accountId: 'viewer', exp: 0 };
    await sessions.upsert(id, payload, 60);
    expect(await sessions.find(id)).toEqual(payload);
    expect(await sessions.findByUid(uid)).toEqual(payload);

    const devices = store().adapter('DeviceCode');
    const userCode = unique('code');
    await devices.upsert(unique('device'), { userCode }, 60);
    expect(await devices.findByUserCode(userCode)).toEqual({ userCode });

    clock += minute + 1000;
    expect(await sessions.find(id)).toBeUndefined();
    expect(await sessions.findByUid(uid)).toBeUndefined();
    expect(await devices.findByUserCode(userCode)).toBeUndefined();
  });

  it('keeps models apart: the same id under two models, and a grant revoked per model', async () => {
    const id = unique('shared');
    const grantId = unique('grant');
    const accessTokens = store().adapter('AccessToken');
    const refreshTokensOfGrant = store().adapter('RefreshToken');
    await accessTokens.upsert(id, { grantId, kind: 'AccessToken' }, 600);
    await refreshTokensOfGrant.upsert(id, { grantId, kind: 'RefreshToken' }, 600);
    expect(await accessTokens.find(id)).toMatchObject({ kind: 'AccessToken' });

    await accessTokens.revokeByGrantId(grantId);
    expect(await accessTokens.find(id)).toBeUndefined();
    expect(await refreshTokensOfGrant.find(id)).toMatchObject({ kind: 'RefreshToken' });

    await refreshTokensOfGrant.destroy(id);
    expect(await refreshTokensOfGrant.find(id)).toBeUndefined();
  });

  it('marks a consumed payload and keeps it with no lifetime when none is given', async () => {
    const codes = store().adapter('AuthorizationCode');
    const id = unique('code');
    await codes.upsert(id, { grantId: unique('grant') });
    expect(await codes.find(id)).not.toHaveProperty('consumed');
    await codes.consume(id);
    expect(await codes.find(id)).toMatchObject({ consumed: Math.floor(clock / 1000) });

    clock += 365 * 24 * 60 * minute;
    expect(await codes.find(id)).toMatchObject({ consumed: expect.any(Number) });
  });

  it('deletes expired rows now and then on a write, not on every one', async () => {
    const oidcStore = store();
    const interactions = oidcStore.adapter('Interaction');
    const [first, second, third] = [unique('a'), unique('b'), unique('c')];
    const stored = async () =>
      (
        await database.db
          .select({ id: oidcPayload.id })
          .from(oidcPayload)
          .where(and(eq(oidcPayload.kind, 'Interaction'), inArray(oidcPayload.id, [first, second, third])))
      ).map((row) => row.id);

    // The first write of a store sweeps; the next ten minutes' writes do not.
    await interactions.upsert(first, {}, 1);
    await oidcStore.close();
    clock += 2 * minute;
    await interactions.upsert(second, {}, 1);
    await oidcStore.close();
    expect((await stored()).sort()).toEqual([first, second].sort());

    clock += 10 * minute;
    await interactions.upsert(third, {}, 600);
    await oidcStore.close();
    expect(await stored()).toEqual([third]);
  });
});
