import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../i18n/translate';
import type { Database } from '../../server/db/database';
import { defaultThrottleSettings, loginThrottle, pauseAfter } from '../../server/oidc/loginThrottle';
import { unlockSignInPath } from '../../server/oidc/loginLockRoutes';
import { beginSignIn, signIn } from '../support/signIn';
import { startTestServer } from '../support/testServer';

/**
 * Wrong passwords on the dev provider's login: slowed by user name, by address and by the two
 * together, refused only for the two together, counted in the database; an administrator lifts it.
 * The test's own requests come from the loopback address; an attacker elsewhere is counted through
 * the throttle itself, as the login form counts every failure.
 */
let url: string;
let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ url, db, close } = await startTestServer());
});
afterAll(() => close?.());

const rowsOf = async (pattern: string) =>
  (
    (await db.execute(
      sql`select key, failures, locked_until is not null and locked_until > now() as locked from login_failure where key like ${pattern} order by key`,
    )) as unknown as { rows: { key: string; failures: number; locked: boolean }[] }
  ).rows;

describe('sign-in throttle', () => {
  it('grows the pause with each failure and caps it', () => {
    const pauses = Array.from({ length: 8 }, (_, beyond) => pauseAfter(beyond, defaultThrottleSettings));
    expect(pauses).toEqual([0, 250, 500, 1000, 2000, 2000, 2000, 2000]);
  });

  it('slows wrong passwords, then refuses the user name from that address with 429 and a translated page', async () => {
    const flow = await beginSignIn(url, { locale: 'ja' });
    const timings: number[] = [];
    // Six failures over HTTP: the fourth on waits, longer each time.
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const started = Date.now();
      const answer = await flow.post({ username: 'warehouse', password: `wrong-${attempt}` });
      timings.push(Date.now() - started);
      expect(answer.status, `attempt ${attempt}`).toBe(200);
      expect(await answer.text()).toContain(translate('ja', 'kago.auth.wrongCredentials'));
    }
    console.info(`sign-in throttle: failures 1-6 answered in ${timings.join(', ')} ms`);
    // Lower bounds only: on a loaded machine any answer may take longer, none of these shorter.
    expect(timings[3]).toBeGreaterThanOrEqual(250);
    expect(timings[4]).toBeGreaterThanOrEqual(500);
    expect(timings[5]).toBeGreaterThanOrEqual(1000);
    // The tenth locks the pair: moved there directly rather than waiting 8 s more.
    await db.execute(sql`update login_failure set failures = 9 where key like 'pair:warehouse|%'`);
    expect((await flow.post({ username: 'warehouse', password: 'wrong-10' })).status).toBe(200);

    const refused = await flow.post({ username: 'warehouse', password: 'warehouse' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    const html = await refused.text();
    expect(html).toContain(translate('ja', 'kago.hardeningServer.loginThrottled', { minutes: 15 }));
    expect(html).toContain('<html lang="ja">');
    // The counters are rows in the database, which every server on it reads.
    const pair = await rowsOf('pair:warehouse|%');
    expect(pair).toHaveLength(1);
    expect(pair[0]).toMatchObject({ failures: 10, locked: true });
    expect(await rowsOf('account:warehouse')).toEqual([
      { key: 'account:warehouse', failures: 7, locked: false },
    ]);
  }, 60_000);

  it('lets the right password in from an address that has not been failing, however many failures elsewhere', async () => {
    // An attacker at another address guesses the purchaser's password 40 times (the counts the form
    // would make): that pair is refused, the user name and the address only slowed.
    const throttle = loginThrottle(db, { ...defaultThrottleSettings, delayStepMs: 0, delayMaxMs: 0 });
    for (let attempt = 0; attempt < 40; attempt += 1) await throttle.failed('purchaser', '203.0.113.9');
    expect(await throttle.retryAfter('purchaser', '203.0.113.9')).toBeGreaterThan(800);
    expect((await rowsOf('account:purchaser'))[0]).toMatchObject({ failures: 40, locked: false });
    // The purchaser, from the office (the loopback address here), signs in.
    await expect(signIn(url, 'purchaser', 'purchaser')).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
    // And an office address with many failures over many names locks nobody.
    for (let attempt = 0; attempt < 60; attempt += 1)
      await throttle.failed(`guess-${attempt % 7}`, '198.51.100.4');
    expect(await throttle.retryAfter('viewer', '198.51.100.4')).toBe(0);
  }, 60_000);

  it('lets an administrator lift a refusal, and no one else', async () => {
    const viewer = await signIn(url, 'viewer', 'viewer');
    const unlock = (token: string, body: unknown) =>
      fetch(`${url}${unlockSignInPath}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await unlock(viewer.accessToken, { username: 'warehouse' })).status).toBe(403);
    expect((await rowsOf('pair:warehouse|%'))[0].locked).toBe(true);

    const admin = await signIn(url, 'admin', 'admin');
    const lifted = await unlock(admin.accessToken, { username: 'Warehouse' });
    expect(lifted.status).toBe(200);
    expect(((await lifted.json()) as { data: { lifted: number } }).data).toEqual({ lifted: 1 });
    expect(await rowsOf('%warehouse%')).toEqual([]);
    await expect(signIn(url, 'warehouse', 'warehouse')).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
    expect((await unlock(admin.accessToken, {})).status).toBe(400);
  }, 60_000);
});
