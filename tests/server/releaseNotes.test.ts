import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signIn';
import { processTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';

/**
 * Release notes (call catalogue 7.7 `ManageReleaseNotes`; resources/releaseNotes.ts): the list, the
 * detail and the update the declaration gives them, and who may write.
 */
type Note = {
  id: number;
  version: number;
  releaseVersion: string;
  title: string;
  releaseDate: string;
  published: boolean;
};
type Page<T> = { items: T[]; total: number };

const base = '/api/ManageReleaseNotes';
let server: TestServer;
let admin: ApiClient;
let warehouse: ApiClient;

beforeAll(async () => {
  server = await processTestServer();
  admin = apiClient(server.url, (await signIn(server.url, 'admin', 'admin')).accessToken);
  warehouse = apiClient(server.url, (await signIn(server.url, 'warehouse', 'warehouse')).accessToken);
});
afterAll(() => server?.close());

describe('release notes', () => {
  it('lists the seeded notes newest first, filters them, reads one and updates it', async () => {
    const page = await warehouse.get<Page<Note>>(`${base}/GetList`, {});
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBeGreaterThanOrEqual(5);
    const dates = page.body.data.items.map((note) => note.releaseDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const drafts = await warehouse.get<Page<Note>>(`${base}/GetList`, { published: false });
    expect(drafts.body.data.items.every((note) => !note.published)).toBe(true);
    expect(drafts.body.data.total).toBeGreaterThan(0);
    const [latest] = page.body.data.items;
    const read = await warehouse.get<Note>(`${base}/GetDetail`, { id: latest.id });
    expect(read.body.data.title).toBe(latest.title);
    const refused = await warehouse.post(`${base}/Update`, { ...read.body.data, title: 'Changed' });
    expect(refused.status).toBe(403);
    const updated = await admin.post<Note>(`${base}/Update`, { ...read.body.data, published: true });
    expect(updated.status).toBe(200);
    expect(updated.body.data.published).toBe(true);
    const empty = await admin.post(`${base}/Update`, { ...updated.body.data, title: ' ' });
    expect(empty.status).toBe(400);
    expect((await admin.post(`${base}/Create`, { title: 'x' })).status).toBe(404);
  });
});
