import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signIn';
import { processTestServer, type TestServer } from '../support/testServer';
import { apiClient } from './support/api';

/** Who may do what on the catalogue routes, and the envelope of every refusal. */
let server: TestServer;
let viewerToken: string;
let adminToken: string;

beforeAll(async () => {
  server = await processTestServer();
  [viewerToken, adminToken] = await Promise.all(
    ['viewer', 'admin'].map(async (user) => (await signIn(server.url, user, user)).accessToken),
  );
});
afterAll(() => server?.close());

describe('access', () => {
  it('answers 401 without a token or with a forged one, in the request language', async () => {
    const anonymous = await apiClient(server.url, null, 'en').get('/api/bank/get');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      success: false,
      data: null,
      message: 'Your session has ended. Please sign in again.',
      DetailErrors: [],
      errors: {},
    });
    const forged = await apiClient(server.url, `${viewerToken.slice(0, -4)}AAAA`, 'en').post(
      '/api/bank/create',
      {},
    );
    expect(forged.status).toBe(401);
  });

  it('lets a viewer read and refuses its writes before looking at the input', async () => {
    const viewer = apiClient(server.url, viewerToken, 'en');
    expect((await viewer.get('/api/bank/get')).status).toBe(200);
    expect((await viewer.get('/api/country/get-all')).status).toBe(200);
    const bankOne = async () => (await viewer.get<{ id: number }>('/api/bank/edit', { id: 1 })).body.data;
    const before = await bankOne();
    expect(before.id).toBe(1);
    for (const [path, body] of [
      ['/api/bank/create', { code: 'VIEW', name: 'Viewer bank' }],
      ['/api/bank/create', {}],
      ['/api/bank/deletes', { ids: [1] }],
      ['/api/bank/activates', { ids: [1], active: false }],
    ] as const) {
      const answer = await viewer.post(path, body);
      expect(answer.status, path).toBe(403);
      expect(answer.body.message).toBe('You do not have permission to do this.');
    }
    // Read back what the refused writes would have changed, not the number of banks: other files
    // create and delete banks on the same server (tests/support/testServer.ts, processTestServer).
    expect(await bankOne()).toEqual(before);
    const viewBanks = await viewer.get<{ items: { code: string }[] }>('/api/bank/get', { keyword: 'VIEW' });
    expect(viewBanks.body.data.items.filter((bank) => bank.code === 'VIEW')).toEqual([]);
  });

  it('answers 404 for an unknown id and an unknown path', async () => {
    const admin = apiClient(server.url, adminToken, 'en');
    const missing = await admin.get('/api/bank/edit', { id: 987654 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('The record was not found. It may have been deleted.');
    const editMissing = await admin.post('/api/bank/edit', { id: 987654, version: 1, code: 'X', name: 'X' });
    expect(editMissing.status).toBe(404);
    const unknown = await admin.get('/api/no-such-catalogue/get');
    expect(unknown.status).toBe(404);
    expect(unknown.body.success).toBe(false);
  });

  it('speaks Vietnamese when the language is unknown or missing', async () => {
    const response = await fetch(`${server.url}/api/bank/get`, { headers: { languageid: 'klingon' } });
    const body = (await response.json()) as { message: string };
    expect(body.message).not.toBe('Your session has ended. Please sign in again.');
    const missing = await fetch(`${server.url}/api/bank/get`);
    expect(((await missing.json()) as { message: string }).message).toBe(body.message);
  });
});
