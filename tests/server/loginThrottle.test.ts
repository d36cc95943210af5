import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import type { Database } from '../../server/db/database';
import { beginSignIn } from '../support/signIn';
import { startTestServer } from '../support/testServer';

/** Wrong passwords on the dev provider's login: slowed, then refused for a while, counted in the database. */
let url: string;
let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ url, db, close } = await startTestServer());
});
afterAll(() => close?.());

describe('sign-in throttle', () => {
  it('slows wrong passwords, then refuses the account with 429, Retry-After and a translated page', async () => {
    const flow = await beginSignIn(url, { locale: 'ja' });
    const timings: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      const started = Date.now();
      const answer = await flow.post({ username: 'warehouse', password: `wrong-${attempt}` });
      timings.push(Date.now() - started);
      expect(answer.status, `attempt ${attempt}`).toBe(200);
      expect(await answer.text()).toContain(translate('ja', 'kago.auth.wrongCredentials'));
    }
    // Beyond the third failure each answer waits longer (250 ms more each time).
    expect(timings[7]).toBeGreaterThanOrEqual(1000);
    expect(timings[7]).toBeGreaterThan(timings[1] + 800);

    const refused = await flow.post({ username: 'warehouse', password: 'warehouse' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    const html = await refused.text();
    expect(html).toContain(translate('ja', 'kago.hardeningServer.loginThrottled', { minutes: 15 }));
    expect(html).toContain('<html lang="ja">');

    // The counters are rows in the database, which every server on it reads.
    const rows = (await db.execute(
      sql`select key, failures from login_failure where key = 'account:warehouse'`,
    )) as unknown as { rows: { key: string; failures: number }[] };
    expect(rows.rows).toEqual([{ key: 'account:warehouse', failures: 8 }]);
  }, 60_000);

  it('lets another account in from the same address, and clears an account on success', async () => {
    const other = await beginSignIn(url, { locale: 'vi' });
    expect((await other.post({ username: 'accountant', password: 'nope' })).status).toBe(200);
    await expect(other.submit({ username: 'accountant', password: 'accountant' })).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
    const rows = (await db.execute(
      sql`select key from login_failure where key = 'account:accountant'`,
    )) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([]);
  });

  it('refuses the address as a whole after many failures over several accounts', async () => {
    // The address has counted 9 failures so far; 30 lock it.
    const flow = await beginSignIn(url, { locale: 'en' });
    await db.execute(sql`update login_failure set failures = 29 where key like 'address:%'`);
    expect((await flow.post({ username: 'viewer', password: 'nope' })).status).toBe(200);
    const page = await flow.request(flow.loginPage.url);
    expect(page.status).toBe(429);
    expect(page.headers.get('retry-after')).not.toBeNull();
    expect(await page.text()).toContain(
      translate('en', 'kago.hardeningServer.loginThrottled', { minutes: 15 }),
    );
  }, 30_000);
});
