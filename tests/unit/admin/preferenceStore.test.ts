import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { preferenceKeepingStore } from '../../../src/admin/preferenceStore';
import { themeChoiceStoreKey } from '../../../src/shell/theme/useThemeChoice';

describe('preferenceKeepingStore', () => {
  it('keeps theme and language across the reset of a sign-out, and forgets the rest', () => {
    const store = preferenceKeepingStore(memoryStore());
    store.setup();
    store.setItem('theme', 'dark');
    store.setItem(themeChoiceStoreKey, { topbar: 'teal' });
    store.setItem('locale', 'ja');
    store.setItem('bank.listParams', { filter: { q: 'vcb' } });
    store.reset();
    expect(store.getItem('theme')).toBe('dark');
    expect(store.getItem(themeChoiceStoreKey)).toEqual({ topbar: 'teal' });
    expect(store.getItem('locale')).toBe('ja');
    expect(store.getItem('bank.listParams')).toBeUndefined();
  });
});
