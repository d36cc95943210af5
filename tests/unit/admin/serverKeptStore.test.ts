import { memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Preferences } from '../../../contract/preferences';
import { preferenceKeepingStore } from '../../../src/admin/preferenceStore';
import { preferencesOwnerKey, serverKeptStore } from '../../../src/admin/serverKeptStore';

const columns = 'preferences.bank.datagrid.columns';
const density = 'kago.listDensity';

/**
 * A server holding `kept`, answering its read when `answer()` is called, recording every save it
 * took; while `down`, every call fails as one that got no answer does (dataProvider/errors.ts: 0).
 */
const fakeServer = (kept: Preferences) => {
  const saved: [string, unknown][] = [];
  let answer: () => void = () => undefined;
  const read = new Promise<void>((resolve) => (answer = resolve));
  const noAnswer = () => Object.assign(new Error('Network Error'), { status: 0 });
  const server = {
    kept,
    saved,
    down: false,
    /** The most saves under way at once. */
    mostAtOnce: 0,
    answer: () => answer(),
    calls: {
      readMine: async () => {
        await read;
        if (server.down) throw noAnswer();
        return server.kept;
      },
      save: async (key: string, value: unknown) => {
        atOnce += 1;
        server.mostAtOnce = Math.max(server.mostAtOnce, atOnce);
        await Promise.resolve();
        atOnce -= 1;
        if (server.down) throw noAnswer();
        saved.push([key, value]);
      },
    },
  };
  let atOnce = 0;
  return server;
};

describe('serverKeptStore', () => {
  it("holds changes until the user's preferences are read, the server's value winning", async () => {
    const server = fakeServer({ [columns]: ['2', '0'] });
    const store = serverKeptStore(preferenceKeepingStore(memoryStore()), server.calls, { delayMs: 0 });
    store.setup();
    const loaded = store.loadFor('ada');
    // A list mounted before the answer writes its defaults; a saved query is the user's own.
    store.setItem(columns, ['0', '1', '2']);
    store.setItem('bank.savedQueries', [{ label: 'VCB', value: { filter: { q: 'vcb' } } }]);
    store.setItem('bank.listParams', { page: 2 });
    await store.flush();
    expect(server.saved).toEqual([]);

    server.answer();
    await loaded;
    await store.flush();
    expect(store.getItem(columns)).toEqual(['2', '0']);
    expect(store.getItem(preferencesOwnerKey)).toBe('ada');
    // The list's page stays in the browser; the server's own columns are not sent back.
    expect(server.saved).toEqual([
      ['bank.savedQueries', [{ label: 'VCB', value: { filter: { q: 'vcb' } } }]],
    ]);

    store.removeItem('bank.savedQueries');
    store.setItem('kago.listDensity', 'comfortable');
    await store.flush();
    expect(server.saved.slice(1)).toEqual([
      ['bank.savedQueries', null],
      ['kago.listDensity', 'comfortable'],
    ]);
  });

  it("keeps a list's available columns in the browser: react-admin writes them from the declaration", async () => {
    const server = fakeServer({});
    const store = serverKeptStore(preferenceKeepingStore(memoryStore()), server.calls, { delayMs: 0 });
    store.setup();
    server.answer();
    await store.loadFor('ada');
    store.setItem('preferences.bank.datagrid.availableColumns', [{ index: '0', source: 'code' }]);
    store.setItem(columns, ['0']);
    await store.flush();
    expect(server.saved).toEqual([[columns, ['0']]]);
    expect(store.getItem('preferences.bank.datagrid.availableColumns')).toEqual([
      { index: '0', source: 'code' },
    ]);
  });

  it("drops what waits on sign-out, and the user's choices with it", async () => {
    const first = fakeServer({});
    const base = preferenceKeepingStore(memoryStore());
    const store = serverKeptStore(base, first.calls, { delayMs: 60_000 });
    store.setup();
    first.answer();
    await store.loadFor('ada');
    store.setItem('kago.listDensity', 'comfortable');
    store.reset();
    await store.flush();
    expect(first.saved).toEqual([]);
    expect(store.getItem('kago.listDensity')).toBeUndefined();
    expect(store.getItem(preferencesOwnerKey)).toBeUndefined();
  });

  afterEach(() => void vi.useRealTimers());

  it('sends a save that found no server again, after a wait and when back online, the newest value winning', async () => {
    vi.useFakeTimers();
    const server = fakeServer({});
    const events = new EventTarget();
    const store = serverKeptStore(preferenceKeepingStore(memoryStore()), server.calls, {
      delayMs: 0,
      retryMs: 1000,
      events,
    });
    store.setup();
    server.answer();
    await store.loadFor('ada');
    server.down = true;
    store.setItem(density, 'comfortable');
    await store.flush();
    // Still down at the first retry; the user changes the value meanwhile.
    await vi.advanceTimersByTimeAsync(1000);
    store.setItem(density, 'compact');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.saved).toEqual([]);

    server.down = false;
    events.dispatchEvent(new Event('online'));
    await store.flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.saved).toEqual([[density, 'compact']]);
    expect(server.mostAtOnce).toBe(1);
    store.teardown();
  });

  it('keeps a change the server never took through a reload, and sends it once the server answers', async () => {
    vi.useFakeTimers();
    const base = preferenceKeepingStore(memoryStore());
    const before = fakeServer({ [columns]: ['0', '1'], [density]: 'compact' });
    const first = serverKeptStore(base, before.calls, { delayMs: 0 });
    first.setup();
    before.answer();
    await first.loadFor('ada');
    before.down = true;
    first.setItem(columns, ['1', '0']);
    await first.flush();
    // Neither teardown nor a second setup: memoryStore's would empty `base`, which stands for the
    // browser's localStorage here.

    // The page is reloaded while the server is still down; meanwhile, another machine changed the density.
    const after = fakeServer({ [columns]: ['0', '1'], [density]: 'comfortable' });
    after.down = true;
    after.answer();
    const second = serverKeptStore(base, after.calls, { delayMs: 0, retryMs: 1000 });
    await second.loadFor('ada');
    expect(second.getItem(columns)).toEqual(['1', '0']);

    after.down = false;
    await vi.advanceTimersByTimeAsync(1000);
    await second.flush();
    expect(second.getItem(columns)).toEqual(['1', '0']);
    expect(second.getItem(density)).toBe('comfortable');
    expect(after.saved).toEqual([[columns, ['1', '0']]]);
  });
});
