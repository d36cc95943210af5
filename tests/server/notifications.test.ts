import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signIn';
import { processTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';

/**
 * The notifications screen (resources/notifications.ts, server/notifications/rules.ts): the list of
 * every customer's notifications, and a send whose body is required with the seed's "content must
 * not be empty", whose status and sender are the server's, refused to a role that may not write
 * customers.
 */
interface Notification {
  id: number;
  type: string;
  customerId: number;
  title: string | null;
  subject: string | null;
  body: string | null;
  status: string;
  createdBy: string;
  createdAt: string;
}
type Page = { items: Notification[]; total: number };

let server: TestServer;
let accountant: ApiClient;
let viewer: ApiClient;
let customerId: number;

beforeAll(async () => {
  server = await processTestServer();
  const token = async (user: string) => (await signIn(server.url, user, user)).accessToken;
  accountant = apiClient(server.url, await token('accountant'));
  viewer = apiClient(server.url, await token('viewer'));
  const customers = await accountant.get<{ items: { id: number }[] }>('/api/customer/GetCustomers', {
    take: 1,
  });
  customerId = customers.body.data.items[0].id;
});
afterAll(() => server?.close());

describe('notifications', () => {
  it('lists every customer notification newest first, filtered by type and status', async () => {
    const page = await viewer.get<Page>('/api/Notification/get', { take: 20 });
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBeGreaterThan(0);
    const dates = page.body.data.items.map((item) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const emails = await viewer.get<Page>('/api/Notification/get', { type: 'email', take: 20 });
    expect(emails.body.data.items.every((item) => item.type === 'email')).toBe(true);
    expect((await viewer.get('/api/Notification/get', { status: 'lost' })).status).toBe(400);
  });

  it("refuses an empty body with the seed's message, in the user's language", async () => {
    for (const body of [undefined, '', '   ']) {
      const refused = await accountant.post('/api/Notification/create', {
        type: 'web',
        customerId,
        title: 'Your order arrived',
        ...(body === undefined ? {} : { body }),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.body, JSON.stringify(refused.body)).toEqual(['Content must not be empty']);
    }
    const vietnamese = apiClient(
      server.url,
      (await signIn(server.url, 'accountant', 'accountant')).accessToken,
      'vi',
    );
    const refused = await vietnamese.post('/api/Notification/create', {
      type: 'app',
      customerId,
      title: 'x',
    });
    expect(refused.body.errors.body).toEqual(['Nội dung không được để trống']);
  });

  it('sends: the status follows the channel, the sender is the user, and the list shows it', async () => {
    const sent = await accountant.post<Notification>('/api/Notification/create', {
      type: 'email',
      customerId,
      subject: 'Invoice KG0000001',
      cc: 'care@kago.test',
      body: 'Please find your invoice.',
      status: 'read',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(['sent', 'denied']).toContain(sent.body.data.status);
    expect(sent.body.data.createdBy).not.toBe('system');
    const read = await viewer.get<Notification>('/api/Notification/edit', { id: sent.body.data.id });
    expect(read.body.data).toMatchObject({ subject: 'Invoice KG0000001', customerId });
    const mine = await viewer.get<Page>('/api/Notification/get', { customerId, take: 5 });
    expect(mine.body.data.items[0].id).toBe(sent.body.data.id);
  });

  it('refuses a missing subject on an e-mail, an unknown customer, bad input, and a viewer', async () => {
    const noSubject = await accountant.post('/api/Notification/create', {
      type: 'email',
      customerId,
      body: 'x',
    });
    expect(Object.keys(noSubject.body.errors), JSON.stringify(noSubject.body)).toEqual(['subject']);
    const nobody = await accountant.post('/api/Notification/create', {
      type: 'web',
      customerId: 99_999_999,
      title: 't',
      body: 'x',
    });
    expect(nobody.status).toBe(400);
    expect(Object.keys(nobody.body.errors)).toContain('customerId');
    expect(
      (await accountant.post('/api/Notification/create', { type: 'fax', customerId, body: 'x' })).status,
    ).toBe(400);
    expect(
      (await viewer.post('/api/Notification/create', { type: 'web', customerId, title: 't', body: 'x' }))
        .status,
    ).toBe(403);
  });
});
