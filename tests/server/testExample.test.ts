import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signIn';
import { processTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';

/**
 * The call catalogue's generic test calls (7.10) as the declared example record
 * (resources/testExample.ts): the catalogue pattern at `/api/test/...`, and `get-types` leaving the
 * hidden types out unless asked, in the user's language.
 */
interface Example {
  id: number;
  version: number;
  code: string;
  name: string;
  type: string;
}
type TypeOption = { code: string; name: string; hidden: boolean };

let server: TestServer;
let admin: ApiClient;
let viewer: ApiClient;

beforeAll(async () => {
  server = await processTestServer();
  const token = async (user: string) => (await signIn(server.url, user, user)).accessToken;
  admin = apiClient(server.url, await token('admin'), 'vi');
  viewer = apiClient(server.url, await token('viewer'));
});
afterAll(() => server?.close());

describe('the test example record', () => {
  it('answers its types in the user language, the hidden ones only when asked', async () => {
    const shown = await admin.get<TypeOption[]>('/api/test/get-types');
    expect(shown.status).toBe(200);
    expect(shown.body.data.map((type) => type.code)).toEqual(['sample', 'demo']);
    expect(shown.body.data[0].name).toBe('Mẫu');
    const all = await admin.get<TypeOption[]>('/api/test/get-types', { showHidden: true });
    expect(all.body.data.map((type) => type.code)).toEqual(['sample', 'demo', 'archived']);
    expect((await admin.get('/api/test/get-types', { showHidden: 'maybe' })).status).toBe(400);
  });

  it('creates from its defaults, edits, refuses a hidden or unknown type, deletes', async () => {
    const form = await admin.get<Partial<Example>>('/api/test/create');
    expect(form.body.data).toEqual({ type: 'sample' });
    const created = await admin.post<Example>('/api/test/create', {
      ...form.body.data,
      code: 'EX1',
      name: 'First',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    for (const type of ['archived', 'other']) {
      const refused = await admin.post('/api/test/create', { code: `EX-${type}`, name: 'x', type });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors)).toEqual(['type']);
    }
    const read = await admin.get<Example>('/api/test/edit', { id: created.body.data.id });
    const edited = await admin.post<Example>('/api/test/edit', { ...read.body.data, type: 'demo' });
    expect(edited.body.data).toMatchObject({ type: 'demo', version: 2 });
    expect((await admin.post('/api/test/create', { code: 'EX1', name: 'Again', type: 'demo' })).status).toBe(
      400,
    );
    expect((await viewer.post('/api/test/deletes', { ids: [created.body.data.id] })).status).toBe(403);
    const deleted = await admin.post<{ deleted: number }>('/api/test/deletes', {
      ids: [created.body.data.id],
    });
    expect(deleted.body.data.deleted).toBe(1);
    expect((await admin.get('/api/test/edit', { id: created.body.data.id })).status).toBe(404);
  });
});
