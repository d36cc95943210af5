import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signIn';
import { testSeedSize } from '../support/seedSize';
import { processTestServer, type TestServer } from '../support/testServer';
import { apiClient, type ApiClient } from './support/api';

/**
 * The partner event log (resources/eventLog.ts, call catalogue 7.4 `EventLog/GetEventLogs`): its
 * seed, its filters by partner, event, ref code and date range, its payloads, and its rights.
 */
interface EventLogRow {
  id: number;
  partner: string;
  eventName: string;
  refCode: string | null;
  requestDate: string;
  data: string | null;
  responseData: string | null;
}
type Page = { items: EventLogRow[]; total: number };
const path = '/api/EventLog/GetEventLogs';

let server: TestServer;
let viewer: ApiClient;

beforeAll(async () => {
  server = await processTestServer();
  viewer = apiClient(server.url, (await signIn(server.url, 'viewer', 'viewer')).accessToken);
});
afterAll(() => server?.close());

describe('the partner event log', () => {
  it('lists a call per seeded order, newest first, with its payloads as JSON text', async () => {
    const page = await viewer.get<Page>(path, { take: 50 });
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(testSeedSize.orders);
    const dates = page.body.data.items.map((row) => row.requestDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const row of page.body.data.items) {
      expect(() => JSON.parse(row.data!)).not.toThrow();
      if (row.responseData) expect(() => JSON.parse(row.responseData!)).not.toThrow();
    }
  });

  it('filters by partner, event, ref code and date range, each alone and together', async () => {
    const byPartner = await viewer.get<Page>(path, { partner: 'EFEX', take: 200 });
    expect(byPartner.body.data.items.length).toBeGreaterThan(0);
    expect(byPartner.body.data.items.every((row) => row.partner === 'EFEX')).toBe(true);
    const event = byPartner.body.data.items[0].eventName;
    const byEvent = await viewer.get<Page>(path, { partner: 'EFEX', eventName: event, take: 200 });
    expect(byEvent.body.data.items.every((row) => row.partner === 'EFEX' && row.eventName === event)).toBe(
      true,
    );
    const refCode = byPartner.body.data.items[0].refCode!;
    const byRef = await viewer.get<Page>(path, { refCode, take: 200 });
    expect(byRef.body.data.items.map((row) => row.refCode)).toEqual(byRef.body.data.items.map(() => refCode));
    expect(byRef.body.data.items.map((row) => row.id)).toContain(byPartner.body.data.items[0].id);

    const newest = new Date(byPartner.body.data.items[0].requestDate);
    const day = newest.toISOString().slice(0, 10);
    const onDay = await viewer.get<Page>(path, { requestDateFrom: day, requestDateTo: day, take: 200 });
    expect(onDay.body.data.items.length).toBeGreaterThan(0);
    expect(onDay.body.data.items.every((row) => row.requestDate.slice(0, 10) === day)).toBe(true);
    const bad = await viewer.get(path, { requestDateFrom: 'yesterday' });
    expect(bad.status).toBe(400);
  });

  it('is read by every role and written by none (no call the catalogue does not name)', async () => {
    const [first] = (await viewer.get<Page>(path, { take: 1 })).body.data.items;
    const byId = await viewer.get<Page>(path, { ids: [first.id] });
    expect(byId.body.data.items).toEqual([first]);
    const admin = apiClient(server.url, (await signIn(server.url, 'admin', 'admin')).accessToken);
    expect((await admin.post('/api/EventLog/create', { partner: 'X' })).status).toBe(404);
    expect((await admin.post('/api/EventLog/deletes', { ids: [first.id] })).status).toBe(404);
    expect((await apiClient(server.url, null).get(path)).status).toBe(401);
  });
});
