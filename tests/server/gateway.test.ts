import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processTestServer, type TestServer } from '../support/testServer';

/** The public gateway's `GET /wh/get-all-routes` (server/gateway/routes.ts). */
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
});
