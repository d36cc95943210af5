import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Preferences } from '../../../contract/preferences';
import { preferenceKeepingStore } from '../../../src/admin/preferenceStore';
import { preferencesOwnerKey, serverKeptStore } from '../../../src/admin/serverKeptStore';

const columns = 'preferences.bank.datagrid.columns';

/** A server holding `kept`, answering its read when `answer()` is called, recording every save. */
const fakeServer = (kept: Preferences) => {
  const saved: [string, unknown][] = [];
  let answer: () => void = () => undefined;
  const read = new Promise<void>((resolve) => (answer = resolve));
  return {
    saved,
    answer: () => answer(),
    calls: {
      readMine: async () => {
        await read;
        return kept;
      },
      save: async (key: string, value: unknown) => void saved.push([key, value]),
    },
  };
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
});
