import { afterEach, describe, expect, it, vi as mock } from 'vitest';
import { createI18nProvider } from '../../../i18n/i18nProvider';
import { vi as wholeVietnamese } from '../../../i18n/messages/vi';
import { viShell } from '../../../i18n/messages/viShell';
import { flattenMessages } from '../../../i18n/translate';

afterEach(() => {
  mock.restoreAllMocks();
});

describe('createI18nProvider', () => {
  it('starts in Vietnamese, with the three languages on offer', () => {
    const provider = createI18nProvider('vi');
    expect(provider.getLocale()).toBe('vi');
    expect(provider.translate('ra.action.save')).toBe('Lưu');
    expect(provider.getLocales?.()).toEqual([
      { locale: 'vi', name: 'Tiếng Việt' },
      { locale: 'en', name: 'English' },
      { locale: 'ja', name: '日本語' },
    ]);
  });

  it('fetches English and Japanese when chosen', async () => {
    const provider = createI18nProvider('vi');
    await provider.changeLocale('en');
    expect(provider.getLocale()).toBe('en');
    expect(provider.translate('kago.validation.required', { field: 'Code' })).toBe('Code must not be empty');
    await provider.changeLocale('ja');
    expect(provider.translate('resources.bank.name', { smart_count: 2 })).toBe('銀行');
    expect(provider.translate('ra.validation.unique')).toBe('他と重複しない値を入力してください');
  });

  it('picks the plural form by count and names the resource', async () => {
    const provider = createI18nProvider('vi');
    await provider.changeLocale('en');
    expect(provider.translate('resources.country.name', { smart_count: 1 })).toBe('Country');
    expect(provider.translate('resources.country.name', { smart_count: 3 })).toBe('Countries');
    expect(provider.translate('kago.notify.activated', { smart_count: 3 })).toBe('3 records activated');
  });

  it('starts in Vietnamese while a stored language loads, and in that language once loaded', async () => {
    // A fresh module: no language but Vietnamese has been fetched yet.
    mock.resetModules();
    const fresh = await import('../../../i18n/i18nProvider');
    const early = fresh.createI18nProvider('ja');
    expect(early.getLocale()).toBe('vi');
    expect(early.translate('ra.action.save')).toBe('Lưu');
    await fresh.loadMessages('ja');
    const ready = fresh.createI18nProvider('ja');
    expect(ready.getLocale()).toBe('ja');
    expect(ready.translate('ra.action.save')).toBe('保存');
  });

  it('ends in the language chosen last, though an earlier change finishes after it', async () => {
    mock.resetModules();
    const fresh = await import('../../../i18n/i18nProvider');
    await fresh.loadMessages('en');
    const provider = fresh.createI18nProvider('vi');
    // The first screen asks for every Vietnamese message (a chunk of its own), and the user picks
    // English, whose messages are there already, before that chunk has arrived.
    const screens = provider.loadScreenMessages();
    await provider.changeLocale('en');
    await screens;
    expect(provider.getLocale()).toBe('en');
    expect(provider.translate('ra.action.save')).toBe('Save');
    expect(provider.screenMessagesLoaded()).toBe(true);
  });

  it('reads the flat keys of the specification', () => {
    const provider = createI18nProvider('vi');
    expect(provider.translate('common.notify.error')).toBe('Đã xảy ra lỗi');
    expect(provider.translate('common.notify.error.noResults')).toBe('Không có kết quả trả về');
  });

  it('shows a missing key as itself and reports it once', () => {
    const warn = mock.spyOn(console, 'warn').mockImplementation(() => undefined);
    const provider = createI18nProvider('vi');
    expect(provider.translate('kago.nowhere.toBeFound')).toBe('kago.nowhere.toBeFound');
    expect(provider.translate('kago.nowhere.toBeFound')).toBe('kago.nowhere.toBeFound');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(provider.translate('kago.nowhere.either', { _: 'Fallback' })).toBe('Fallback');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe("the first load's messages (i18n/messages/viShell.ts)", () => {
  type Tree = Parameters<typeof flattenMessages>[0];
  const shell = flattenMessages(viShell as Tree);
  const whole = flattenMessages(wholeVietnamese as Tree);

  it('are a part of the whole Vietnamese table, phrase for phrase', () => {
    expect(Object.entries(shell).filter(([key, phrase]) => whole[key] !== phrase)).toEqual([]);
  });

  it("leave the declarations' fields and the screens' areas to the first other screen", () => {
    expect(
      Object.keys(shell).filter((key) => /^resources\.[^.]+\.(fields|choices|actions)\./.test(key)),
    ).toEqual([]);
    expect(Object.keys(shell).some((key) => key.startsWith('kago.orderDetail.'))).toBe(false);
    expect(Object.keys(shell).length).toBeLessThan(Object.keys(whole).length / 2);
  });

  it('are completed by the whole table for a screen, in the language chosen after too', async () => {
    mock.spyOn(console, 'warn').mockImplementation(() => undefined);
    const provider = createI18nProvider('vi');
    expect(provider.translate('resources.bank.name', { smart_count: 1 })).toBe('resources.bank.name');
    expect(provider.translate('kago.dashboard.greeting')).toBe(whole['kago.dashboard.greeting']);
    await provider.loadScreenMessages();
    expect(provider.translate('resources.bank.name', { smart_count: 1 })).toBe('Ngân hàng');
    await provider.changeLocale('en');
    expect(provider.translate('resources.bank.name', { smart_count: 1 })).toBe('Bank');
    await provider.changeLocale('vi');
    expect(provider.translate('resources.bank.fields.swiftCode')).toBe(
      whole['resources.bank.fields.swiftCode'],
    );
  });
});
