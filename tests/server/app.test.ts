import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDeclaration, resourceDeclarations } from '../../resources/index';
import { resourceRules } from '../../server/resourceRules';
import { buildApp } from '../../server/app';
import { endpointsOf } from '../../server/resources/routes';
import { readConfig } from '../../server/config';
import type { OpenedDatabase } from '../../server/db/database';
import { tableName } from '../../server/db/tables';
import { signIn } from '../support/signIn';
import { openTestDatabase, processTestServer, type TestServer } from '../support/testServer';
import { apiClient } from './support/api';

/** What the one Fastify instance serves besides the catalogues: health, config, docs, the app shell. */
let server: TestServer;

beforeAll(async () => {
  server = await processTestServer();
});
afterAll(() => server?.close());

describe('the server', () => {
  it('is healthy once migrated and seeded', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('serves the runtime configuration from its public URL', async () => {
    const response = await fetch(`${server.url}/config.json`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({
      masterApiBase: server.url,
      opApiBase: server.url,
      authority: `${server.url}/oidc`,
      clientId: 'kago-backoffice',
      scope: 'openid profile offline_access master_api identity_api',
      cdnPrefix: `${server.url}/cdn/`,
      variant: 'development',
      production: false,
    });
  });

  it('documents every generated route in OpenAPI', async () => {
    const response = await fetch(`${server.url}/api/docs/json`);
    const document = (await response.json()) as { paths: Record<string, Record<string, { tags: string[] }>> };
    for (const declaration of resourceDeclarations) {
      for (const endpoint of endpointsOf(declaration, resourceRules[declaration.name])) {
        const route = document.paths[endpoint.url];
        expect(route?.[endpoint.method.toLowerCase()]?.tags, `${declaration.name} ${endpoint.url}`).toEqual([
          declaration.name,
        ]);
      }
    }
    expect(document.paths['/api/currency/activates']).toBeUndefined();
    expect((await fetch(`${server.url}/api/docs`, { redirect: 'manual' })).status).toBeLessThan(400);
  });

  it('answers the literal paths of the call catalogue', async () => {
    const api = apiClient(server.url, (await signIn(server.url, 'admin', 'admin')).accessToken);
    const countries = await api.get<{ items: { id: number; code: string }[] }>('/api/country/get', {
      keyword: 'Viet',
    });
    const vietnam = countries.body.data.items.find((country) => country.code === 'VN');
    const provinces = await api.get<{ name: string }[]>(
      `/api/state-province/get-by-country-id?countryId=${vietnam?.id}`,
    );
    expect(provinces.status).toBe(200);
    expect(provinces.body.data).toHaveLength(63);
    expect(provinces.body.data.map((province) => province.name)).toContain('Thành phố Hà Nội');

    const accounts = await api.get<{ items: unknown[]; total: number }>('/api/bank-account/get');
    expect(accounts.status).toBe(200);
    expect(accounts.body.data.total).toBeGreaterThan(0);

    const banks = await api.get<{ items: { id: number }[] }>('/api/bank/get', { take: 2 });
    const ids = banks.body.data.items.map((bank) => bank.id);
    const activated = await api.post('/api/bank/activates', { ids, active: true });
    expect(activated.body).toMatchObject({ success: true, data: { updated: 2 } });

    expect((await api.post('/api/currency/activates', { ids, active: true })).status).toBe(404);
  });
});

/**
 * An app on a database that lost a table (a copy of the seeded one: a new one's initdb took five
 * times as long), with a stand-in build: the bank list's query fails inside the driver, and page
 * paths fall back to the build's index.html.
 */
describe('the server in trouble', () => {
  let dataDir: string;
  let database: OpenedDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'kago-broken-'));
    const distDir = path.join(dataDir, 'dist');
    mkdirSync(distDir);
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Kago</title>');
    ({ database } = await openTestDatabase(dataDir));
    await database.db.execute(sql.raw(`alter table ${tableName(findDeclaration('bank')!)} rename to lost`));
    app = await buildApp({
      config: readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      db: database.db,
      distDir,
      oidcDataDir: null,
    });
    // Signed in as an admin without a provider round trip: the failure under test is the database's.
    app.addHook('onRequest', async (request) => {
      request.principal = { subject: 'test', name: null, email: null, roles: ['admin'] };
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the browser app for page paths, and 404s for server paths', async () => {
    const page = await app.inject({ method: 'GET', url: '/order/ichiba/123' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Kago</title>');
    for (const url of ['/api/nothing/here', '/assets/missing.js', '/healthz/deeper']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type']).toContain('application/json');
    }
  });

  it('never shows a stack trace when something breaks', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/bank/get', headers: { languageid: 'en' } });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({
      success: false,
      data: null,
      message: 'An error occurred, please contact support.',
      DetailErrors: [],
      errors: {},
    });
    expect(answer.body).not.toMatch(/relation|bank|at /);
  });
});
