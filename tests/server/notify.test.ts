import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processTestServer, type TestServer } from '../support/testServer';
import { customerApiAs, type CustomerApi, type CustomerItem, type Page } from './support/customerApi';

/** Web and e-mail notifications: the outbox, its statuses, attachments and refusals. */

interface Notification {
  id: number;
  type: string;
  title: string | null;
  subject: string | null;
  cc: string | null;
  body: string | null;
  status: string;
  attachments: { name: string; size: number }[];
  createdBy: string;
}

let server: TestServer;
let admin: CustomerApi;

beforeAll(async () => {
  server = await processTestServer();
  admin = await customerApiAs(server.url, 'admin');
});
afterAll(() => server?.close());

const customerWith = async (predicate: (customer: CustomerItem) => boolean) =>
  (
    await admin.get<Page<CustomerItem>>('/api/customer/GetCustomers', { sortBy: 'customerCode', take: 500 })
  ).body.data.items.find(predicate)!;
const emails = async (accountId: number) =>
  (await admin.get<Notification[]>('/api/Notify/GetEmailNotify', { accountId })).body.data;

const mailForm = (customerId: number, values: Record<string, string> = {}, files: [string, Blob][] = []) => {
  const form = new FormData();
  form.set('CustomerId', String(customerId));
  for (const [key, value] of Object.entries({ subject: 'Your invoice', body: '<p>Hello</p>', ...values }))
    form.set(key, value);
  for (const [name, blob] of files) form.append('attachments', blob, name);
  return form;
};

describe('notifications', () => {
  it('serves the seeded web and e-mail notifications, newest first, in every status', async () => {
    const seen = new Set<string>();
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]) {
      const accountId = 100000 + id;
      const web = (await admin.get<Notification[]>('/api/Notify/GetWebNotify', { accountId })).body.data;
      const mail = await emails(accountId);
      expect(web.every((each) => each.type === 'web' || each.type === 'app')).toBe(true);
      expect(mail.every((each) => each.type === 'email')).toBe(true);
      for (const each of [...web, ...mail]) seen.add(each.status);
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(['read', 'unread', 'sent']));
    expect((await admin.get('/api/Notify/GetWebNotify', { accountId: 1 })).status).toBe(404);
  });

  it('sends an e-mail with an attachment through the outbox, stored as sent', async () => {
    const customer = await customerWith((each) => each.hasEmail && each.notifyEmail);
    const file = new Blob([new Uint8Array(3000).fill(65)], { type: 'application/pdf' });
    const form = mailForm(
      customer.id,
      { cc: 'sales@kago.example; boss@kago.example', refCode: 'KG0000001' },
      [['invoice.pdf', file]],
    );
    const answer = await admin.multipart<Notification>('/api/Notify/SendMail', form);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      type: 'email',
      status: 'sent',
      subject: 'Your invoice',
      cc: 'sales@kago.example, boss@kago.example',
      attachments: [{ name: 'invoice.pdf', size: 3000 }],
      createdBy: expect.any(String),
    });
    expect((await emails(customer.accountId))[0]).toEqual(answer.body.data);
    const byRef = await admin.get<Notification[]>('/api/Notify/GetByRefCodeAndCustomerId', {
      refCode: 'KG0000001',
      customerId: customer.id,
    });
    expect(byRef.body.data.map((each) => each.id)).toContain(answer.body.data.id);
  });

  it("keeps an e-mail to a customer with the e-mail channel off as denied, answering the seed's failure", async () => {
    const customer = await customerWith((each) => !each.notifyEmail);
    const answer = await admin.multipart(
      '/api/Notify/SendMail',
      mailForm(customer.id, { subject: 'Denied one' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('An error occurred');
    const [stored] = await emails(customer.accountId);
    expect(stored).toMatchObject({ subject: 'Denied one', status: 'denied' });
  });

  it('posts a web notification as unread, by the user; with the web channel off, keeps it as denied', async () => {
    const webOf = async (accountId: number) =>
      (await admin.get<Notification[]>('/api/Notify/GetWebNotify', { accountId })).body.data;
    const open = await customerWith((each) => each.notifyWeb);
    const posted = await admin.post<Notification>('/api/Notify/AddWebNotify', {
      CustomerId: open.id,
      title: ' Your order shipped ',
      body: '<p>On its way</p>',
      refCode: 'KG0000002',
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(posted.body.data).toMatchObject({
      type: 'web',
      title: 'Your order shipped',
      status: 'unread',
      createdBy: expect.any(String),
    });
    expect(posted.body.data.createdBy).not.toBe('system');
    expect((await webOf(open.accountId))[0]).toEqual(posted.body.data);

    const closed = await customerWith((each) => !each.notifyWeb);
    const refused = await admin.post('/api/Notify/AddWebNotify', {
      CustomerId: closed.id,
      title: 'Denied web one',
      body: '<p>x</p>',
    });
    expect(refused.status).toBe(400);
    expect((await webOf(closed.accountId))[0]).toMatchObject({ title: 'Denied web one', status: 'denied' });
  });

  it('refuses a bad form: missing subject, bad cc, an attachment over 5 MB', async () => {
    const customer = await customerWith((each) => each.hasEmail && each.notifyEmail);
    const before = (await emails(customer.accountId)).length;
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]);
    const answer = await admin.multipart(
      '/api/Notify/SendMail',
      mailForm(customer.id, { subject: '', cc: 'not-an-address' }, [['huge.bin', big]]),
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['attachments', 'subject']);
    const badCc = await admin.multipart(
      '/api/Notify/SendMail',
      mailForm(customer.id, { cc: 'not-an-address' }),
    );
    expect(badCc.body.errors).toEqual({ cc: ['Invalid email format'] });
    const notMultipart = await admin.post('/api/Notify/SendMail', { CustomerId: customer.id });
    expect(notMultipart.status).toBe(400);
    expect((await emails(customer.accountId)).length).toBe(before);
  });

  it('posts a web notification (CustomerId), unread; refuses bad input', async () => {
    const customer = await customerWith((each) => each.notifyWeb);
    const answer = await admin.post<Notification>('/api/Notify/AddWebNotify', {
      CustomerId: customer.id,
      title: 'Your parcel arrived',
      link: '/orders',
      body: 'Parcel KG0000001 is in storage',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ type: 'web', status: 'unread', title: 'Your parcel arrived' });
    const web = (
      await admin.get<Notification[]>('/api/Notify/GetWebNotify', { accountId: customer.accountId })
    ).body.data;
    expect(web[0].id).toBe(answer.body.data.id);
    const bad = await admin.post('/api/Notify/AddWebNotify', {
      customerId: customer.id,
      title: '',
      body: 'x',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['CustomerId', 'customerId', 'title']);
  });
});
