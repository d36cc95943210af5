import { describe, expect, it } from 'vitest';
import { createFormatter, currencyFractionDigits, durationParts } from '../../../src/kit/format';

/** Intl writes some separators as no-break spaces: compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const formatters = {
  vi: createFormatter('vi'),
  en: createFormatter('en'),
  ja: createFormatter('ja'),
};

describe('the formatter of each interface language', () => {
  it('writes money with its currency, dong and yen without fractions, dollars with cents', () => {
    expect(plain(formatters.vi.money(1234567.8, 'VND'))).toBe('1.234.568 ₫');
    expect(plain(formatters.en.money(1234567.8, 'VND'))).toBe('₫1,234,568');
    expect(plain(formatters.ja.money(1234567.8, 'VND'))).toBe('₫1,234,568');

    expect(plain(formatters.vi.money(12345.67, 'JPY'))).toBe('12.346 ¥');
    expect(plain(formatters.en.money(12345.67, 'JPY'))).toBe('¥12,346');
    expect(plain(formatters.ja.money(12345.67, 'JPY'))).toBe('￥12,346');

    expect(plain(formatters.vi.money(1234.5, 'USD'))).toBe('1.234,50 US$');
    expect(plain(formatters.en.money(1234.5, 'USD'))).toBe('$1,234.50');
    expect(plain(formatters.ja.money(1234.5, 'USD'))).toBe('$1,234.50');
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(currencyFractionDigits('EUR')).toBe(2);
  });

  it('writes numbers grouped as the language groups them, with the fractions asked for', () => {
    expect(formatters.vi.number(1234567.891)).toBe('1.234.567,89');
    expect(formatters.en.number(1234567.891)).toBe('1,234,567.89');
    expect(formatters.ja.number(1234567.891, 0)).toBe('1,234,568');
    expect(formatters.en.number('12.5')).toBe('12.5');
  });

  it('writes dates and moments as the language writes them short, whatever the browser’s', () => {
    // Noon UTC: the same calendar day in every time zone a test machine may be in.
    const noon = '2026-03-04T12:00:00Z';
    expect(formatters.vi.date(noon)).toBe('04/03/2026');
    expect(formatters.en.date(noon)).toBe('03/04/2026');
    expect(formatters.ja.date(noon)).toBe('2026/03/04');
    expect(formatters.vi.dateTime(noon)).toMatch(/^04\/03\/2026 \d{2}:00$/);
    expect(formatters.en.dateTime(noon)).toMatch(/^03\/04\/2026 \d{1,2}:00 [AP]M$/);
    expect(formatters.ja.dateTime(noon)).toMatch(/^2026\/03\/04 \d{1,2}:00$/);
    // In the morning: vi's hour has two digits, ja's one, en's is on a 12-hour clock.
    const morning = new Date(2026, 2, 4, 9, 5);
    expect(formatters.vi.dateTime(morning)).toBe('04/03/2026 09:05');
    expect(formatters.ja.dateTime(morning)).toBe('2026/03/04 9:05');
    expect(plain(formatters.en.dateTime(morning))).toBe('03/04/2026 9:05 AM');
    expect(formatters.vi.dateTime(new Date(2026, 2, 4, 0, 30))).toBe('04/03/2026 00:30');
  });

  it("writes a moment in a list's narrow column in the language's short form, the time as a moment's", () => {
    const morning = new Date(2026, 2, 4, 9, 5);
    expect(formatters.vi.shortDateTime(morning)).toBe('4/3/26 09:05');
    expect(plain(formatters.en.shortDateTime(morning))).toBe('3/4/26 9:05 AM');
    // Japanese writes its short date with the whole year.
    expect(formatters.ja.shortDateTime(morning)).toBe('2026/03/04 9:05');
    expect(formatters.vi.shortDateTime(null)).toBe('');
    expect(formatters.vi.shortDateTime('not a date')).toBe('not a date');
  });

  it('writes a duration as a clock, with the days in the language', () => {
    const seconds = 2 * 86_400 + 3 * 3_600 + 4 * 60 + 5;
    expect(durationParts(seconds)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(formatters.vi.duration(seconds)).toBe('2 ngày 03:04:05');
    expect(formatters.en.duration(seconds)).toBe('2 days 03:04:05');
    expect(plain(formatters.ja.duration(seconds))).toBe('2 日 03:04:05');
    expect(formatters.en.duration(59)).toBe('00:00:59');
    expect(formatters.en.duration(-5)).toBe('00:00:00');
  });

  it('writes a percentage given in hundredths as the language writes it, never as money', () => {
    expect(formatters.vi.percent(3)).toBe('3%');
    expect(formatters.en.percent(2.5)).toBe('2.5%');
    expect(formatters.ja.percent(10)).toBe('10%');
    expect(formatters.en.percent(null)).toBe('');
  });

  it('writes what is not a number or a date as it is, and nothing for nothing', () => {
    expect(formatters.vi.money('abc', 'VND')).toBe('abc');
    expect(formatters.vi.money(null, 'VND')).toBe('');
    expect(formatters.en.date('not a date')).toBe('not a date');
    expect(formatters.en.dateTime(undefined)).toBe('');
    // An unknown language is Vietnamese, like everything else in the app.
    expect(plain(createFormatter('fr').money(1000, 'VND'))).toBe('1.000 ₫');
  });
});
