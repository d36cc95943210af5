import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLanguage } from '../../i18n/languages';
import { translate } from '../../i18n/translate';
import { signIn } from '../support/signIn';
import { processTestServer, type TestServer } from '../support/testServer';

/** At most two large exports at once per server; the third is told at once to come back shortly. */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await processTestServer();
  token = (await signIn(server.url, 'admin', 'admin')).accessToken;
});
afterAll(() => server?.close());

const startExport = (path: string, locale: 'vi' | 'en' | 'ja' = 'en') =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      languageid: findLanguage(locale).languageId,
      'content-type': 'application/json',
    },
    body: '{}',
  });

describe('export concurrency', () => {
  it('answers a third concurrent export 429 with Retry-After, and frees a slot when one ends', async () => {
    // Whole lists, read slowly (not at all): the server stays busy streaming them.
    const first = await startExport('/api/order/ExportExcel');
    const second = await startExport('/api/customer/ExportExcel');
    expect([first.status, second.status]).toEqual([200, 200]);

    const third = await startExport('/api/OrderPurchaseIchiba/ExportExcel', 'vi');
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await third.json()).toMatchObject({
      success: false,
      message: translate('vi', 'kago.hardeningServer.exportBusy'),
    });

    // One read to its end, one abandoned: both slots come back.
    expect((await first.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    await second.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await Promise.all([
      startExport('/api/OrderPurchaseIchiba/ExportExcel'),
      startExport('/api/customer/ExportExcel'),
    ]);
    expect(again.map((answer) => answer.status)).toEqual([200, 200]);
    await Promise.all(again.map((answer) => answer.arrayBuffer()));
  }, 60_000);
});
