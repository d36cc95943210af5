import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Right } from '../../resources/access';
import type { HttpMethod } from '../../resources/index';
import type { Database } from '../../server/db/database';
import { callsDeclaration, pathCall } from '../../server/resources/pathCall';
import { registerResourceRoutes } from '../../server/resources/routes';
import { processTestServer, type TestServer } from '../support/testServer';

/** The public gateway's `GET /wh/get-all-routes` (server/gateway/area.ts). */
type Route = { path: string; method: string; area: string };

let server: TestServer;
beforeAll(async () => {
  server = await processTestServer();
});
afterAll(() => server?.close());

describe('the public gateway', () => {
  it('answers the declared routes without a token: path, method and area only', async () => {
    const response = await fetch(`${server.url}/wh/get-all-routes`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; data: Route[] };
    expect(body.success).toBe(true);
    expect(body.data).toEqual(
      expect.arrayContaining([
        { path: '/api/BuyerConfig/Post', method: 'POST', area: 'buying' },
        { path: '/api/EventLog/GetEventLogs', method: 'GET', area: 'orders' },
        { path: '/api/bank/get', method: 'GET', area: 'catalogue' },
      ]),
    );
    for (const route of body.data) expect(Object.keys(route).sort()).toEqual(['area', 'method', 'path']);
    const paths = body.data.map((route) => `${route.method} ${route.path}`);
    expect(new Set(paths).size).toBe(paths.length);
    // Nothing but declared API routes: not the sign-in provider, the docs, the gateway itself.
    expect(
      body.data.every((route) => route.path.startsWith('/api/') && !route.path.startsWith('/api/docs')),
    ).toBe(true);
    expect(JSON.stringify(body.data)).not.toMatch(/admin|purchaser|accountant|viewer|write/);
  });

  it('takes no other method', async () => {
    expect((await fetch(`${server.url}/wh/get-all-routes`, { method: 'POST' })).status).toBe(404);
  });

  it('is documented as it always was: no bearer, its summary, its answer', async () => {
    const docs = (await (await fetch(`${server.url}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const route = docs.paths['/wh/get-all-routes'];
    expect(Object.keys(route)).toEqual(['get']);
    expect(route.get.security).toBeUndefined();
    expect(route.get.tags).toEqual(['gateway']);
    expect(route.get.summary).toBe(
      "The declared routes: path, method and access area (public; our reading of the seed's gateway call).",
    );
    expect(JSON.stringify(route.get.responses)).toContain(
      '"items":{"type":"object","required":["path","method","area"]',
    );
  });
});

/** A public call (resources/access.ts `public`) as the registrar builds it, on a bare Fastify. */
const publicCall = (path: string, method: HttpMethod = 'GET', right: Right = 'read') => {
  const call = pathCall(path, method, right);
  const app = Fastify();
  registerResourceRoutes(app, {
    db: {} as Database,
    declarations: [callsDeclaration('probe', 'public', 'Hub', [call])],
    rules: { probe: { actions: { [call.name]: { handle: async () => 'open' } } } },
  });
  return app;
};

describe('a public call on the registrar', () => {
  it('checks no token outside the API', async () => {
    const app = publicCall('/wh/probe');
    const answer = await app.inject({ method: 'GET', url: '/wh/probe' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, data: 'open' });
    await app.close();
  });

  it('is refused under /api/, where every call needs a token, and when it writes', () => {
    expect(() => publicCall('Probe/Get')).toThrow(/cannot be public/);
    expect(() => publicCall('/api/Probe/Get')).toThrow(/cannot be public/);
    expect(() => publicCall('/wh/probe', 'POST', 'write')).toThrow(/cannot be public/);
  });
});
