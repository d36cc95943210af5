import { describe, expect, it } from 'vitest';
import { hasKey, translate } from '../../../i18n/translate';

describe('translate (outside React)', () => {
  it('fills parameters in the asked language', () => {
    const field = translate('vi', 'resources.bank.fields.swiftCode');
    expect(translate('vi', 'kago.validation.maxLength', { field, length: 11 })).toBe(
      'Mã SWIFT không được vượt quá 11 ký tự',
    );
    expect(
      translate('ja', 'kago.validation.required', { field: translate('ja', 'resources.bank.fields.code') }),
    ).toBe('コードを入力してください');
  });

  it('answers a key it does not know with the key itself', () => {
    expect(translate('en', 'kago.not.a.key')).toBe('kago.not.a.key');
    expect(hasKey('ja', 'kago.not.a.key')).toBe(false);
    expect(hasKey('ja', 'kago.server.conflict')).toBe(true);
  });

  it("picks the plural form by smart_count, by the language's rule", () => {
    expect(translate('en', 'resources.bank.name', { smart_count: 1 })).toBe('Bank');
    expect(translate('en', 'resources.bank.name', { smart_count: 2 })).toBe('Banks');
    expect(translate('en', 'resources.bank.name')).toBe('Bank');
    expect(translate('en', 'kago.notify.activated', { smart_count: 3 })).toBe('3 records activated');
    expect(translate('vi', 'resources.bank.name', { smart_count: 2 })).toBe(
      translate('vi', 'resources.bank.name'),
    );
  });
});
