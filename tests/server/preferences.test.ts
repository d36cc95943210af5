import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  preferenceLimits,
  readPreferencesPath,
  savePreferencePath,
  type Preferences,
} from '../../contract/preferences';
import { signIn } from '../support/signIn';
import { processTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';

/** Each user's list preferences, kept on the server: their own only, bounded, refused in their language. */
let server: TestServer;
const tokens: Record<string, string> = {};
const clients: Record<string, ApiClient> = {};

beforeAll(async () => {
  server = await processTestServer();
  for (const user of ['admin', 'viewer']) {
    tokens[user] = (await signIn(server.url, user, user)).accessToken;
    clients[user] = apiClient(server.url, tokens[user]);
  }
});
afterAll(() => server?.close());

const read = async (client: ApiClient) => {
  const answer = await client.get<Preferences>(`/api/${readPreferencesPath}`);
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const save = (client: ApiClient, key: string, value: unknown) =>
  client.post(`/api/${savePreferencePath}`, { key, value });

const columns = 'preferences.search-orders.datagrid.columns';

describe('list preferences per user', () => {
  it('refuses both calls without a token', async () => {
    const anonymous = apiClient(server.url, null, 'vi');
    const refused = await anonymous.get(`/api/${readPreferencesPath}`);
    expect(refused.status).toBe(401);
    expect(refused.body.message).not.toMatch(/^kago\./);
    expect((await save(anonymous, columns, ['0'])).status).toBe(401);
  });

  it("keeps a user's values, replaces and forgets them, and never shows them to another user", async () => {
    expect((await save(clients.admin, columns, ['0', '2'])).status).toBe(200);
    expect((await save(clients.admin, 'kago.listDensity', 'comfortable')).status).toBe(200);
    expect((await save(clients.admin, columns, ['2', '0'])).status).toBe(200);
    expect((await save(clients.viewer, columns, ['1'])).status).toBe(200);

    expect(await read(clients.admin)).toEqual({ [columns]: ['2', '0'], 'kago.listDensity': 'comfortable' });
    expect(await read(clients.viewer)).toEqual({ [columns]: ['1'] });

    expect((await save(clients.admin, 'kago.listDensity', null)).status).toBe(200);
    expect(await read(clients.admin)).toEqual({ [columns]: ['2', '0'] });
    expect(await read(clients.viewer)).toEqual({ [columns]: ['1'] });
  });

  it("refuses a bad key or a value too large with a 400 in the caller's language, keeping nothing", async () => {
    const vietnamese = apiClient(server.url, tokens.admin, 'vi');
    const badKey = await save(vietnamese, 'preferences/../other user', ['0']);
    expect(badKey.status).toBe(400);
    expect(badKey.body.success).toBe(false);
    expect(badKey.body.message).toBe('Dữ liệu không hợp lệ');
    expect(Object.keys(badKey.body.errors)).toEqual(['key']);

    const longKey = await save(vietnamese, 'k'.repeat(preferenceLimits.keyMaxLength + 1), 1);
    expect(longKey.status).toBe(400);

    const tooLarge = await save(vietnamese, 'big.savedQueries', 'x'.repeat(preferenceLimits.valueMaxBytes));
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toContain('tối đa 32 kB');

    const noValue = await apiClient(server.url, tokens.admin, 'ja').post(`/api/${savePreferencePath}`, {
      key: columns,
    });
    expect(noValue.status).toBe(400);
    expect(noValue.body.message).toBe('入力内容に誤りがあります');

    expect(Object.keys(await read(clients.admin))).toEqual([columns]);
  });
});
