import { describe, expect, it } from 'vitest';
import { dateTextHint, formatDateText, isIsoDate, isoDateOf, parseDateText } from '../../../src/kit/dateText';
import { createFormatter } from '../../../src/kit/format';

const languages = [
  { locale: 'vi', shown: '05/01/2026', hint: 'dd/mm/yyyy', loose: '5.1.2026' },
  { locale: 'en', shown: '01/05/2026', hint: 'mm/dd/yyyy', loose: '1-5-2026' },
  { locale: 'ja', shown: '2026/01/05', hint: 'yyyy/mm/dd', loose: '2026年1月5日' },
] as const;

describe.each(languages)('a date typed in $locale', ({ locale, shown, hint, loose }) => {
  it('is shown in the order the formatter writes dates', () => {
    expect(formatDateText('2026-01-05', locale)).toBe(shown);
    expect(formatDateText('2026-01-05', locale)).toBe(createFormatter(locale).date('2026-01-05'));
    expect(dateTextHint(locale)).toBe(hint);
  });

  it('is read back as the wire date, with one-digit parts and other separators', () => {
    expect(parseDateText(shown, locale)).toBe('2026-01-05');
    expect(parseDateText(` ${loose} `, locale)).toBe('2026-01-05');
    expect(parseDateText('2026-01-05', locale)).toBe('2026-01-05');
    expect(parseDateText('', locale)).toBe('');
    expect(parseDateText('   ', locale)).toBe('');
  });

  it('refuses days that do not exist, short years and text that is not a date', () => {
    const inOrder = (day: string, month: string, year: string) =>
      formatDateText(`${year}-${month}-${day}`, locale);
    expect(parseDateText(inOrder('30', '02', '2026'), locale)).toBeNull();
    expect(parseDateText(inOrder('29', '02', '2026'), locale)).toBeNull();
    expect(parseDateText(inOrder('29', '02', '2028'), locale)).toBe('2028-02-29');
    expect(parseDateText(inOrder('31', '04', '2026'), locale)).toBeNull();
    expect(parseDateText(inOrder('05', '13', '2026'), locale)).toBeNull();
    expect(parseDateText(shown.replace('2026', '26'), locale)).toBeNull();
    expect(parseDateText('05/01', locale)).toBeNull();
    expect(parseDateText('tomorrow', locale)).toBeNull();
  });
});

describe('the wire date of a value', () => {
  it('keeps a wire date, takes the day of a moment or a Date, and refuses the rest', () => {
    expect(isoDateOf('2026-01-05')).toBe('2026-01-05');
    expect(isoDateOf(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    const moment = new Date(2026, 0, 5, 12, 0);
    expect(isoDateOf(moment.toISOString())).toBe('2026-01-05');
    expect(isoDateOf('2026-02-30')).toBeNull();
    expect(isoDateOf('05/01/2026')).toBeNull();
    expect(isoDateOf(null)).toBeNull();
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-2-28')).toBe(false);
  });

  it('shows text that is not a date as it was typed, and nothing for no value', () => {
    expect(formatDateText('31/02/2026', 'vi')).toBe('31/02/2026');
    expect(formatDateText(null, 'vi')).toBe('');
    expect(formatDateText(undefined, 'en')).toBe('');
  });
});
