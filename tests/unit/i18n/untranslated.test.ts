import { describe, expect, it } from 'vitest';
import { vi } from '../../../i18n/messages/vi';
import { flattenMessages, translate } from '../../../i18n/translate';
import { untranslatedTexts } from '../../support/untranslated';

/** The scan the browser tests run over every screen (tests/support/untranslated.ts). */
describe('the untranslated-text scan', () => {
  const screen = (labels: string[], all = labels.join('\n')) => ({ labels, all });

  it('finds raw enum names, message keys and humanised resource names in any language', () => {
    for (const locale of ['vi', 'en', 'ja'] as const) {
      expect(untranslatedTexts(screen(['inTransit']), locale)).toEqual([
        'raw name: inTransit (in "inTransit")',
      ]);
      expect(untranslatedTexts(screen(['Customer-transactions']), locale)).toHaveLength(1);
      expect(untranslatedTexts(screen([], 'Tổng kago.orders.fields.taxTotal'), locale)).toEqual([
        'message key: kago.orders.fields.taxTotal',
      ]);
    }
  });

  it('finds an English label on a Vietnamese or Japanese screen, not on an English one', () => {
    const english = translate('en', 'ra.action.save');
    expect(untranslatedTexts(screen([english]), 'vi')).toEqual([`English label: ${english}`]);
    expect(untranslatedTexts(screen([english]), 'ja')).toEqual([`English label: ${english}`]);
    expect(untranslatedTexts(screen([english]), 'en')).toEqual([]);
  });

  it('passes translated labels, data and words every language shares', () => {
    for (const locale of ['vi', 'ja'] as const) {
      const labels = ['ra.action.save', 'kago.pages.loadingFailed'].map((key) => translate(locale, key));
      expect(
        untranslatedTexts(screen(labels, `${labels.join(' ')} iPhone 15 Pro, Hang Bac`), locale),
      ).toEqual([]);
    }
    // A label the language writes as English does (a code, a unit) is no finding.
    const shared = Object.values(flattenMessages(vi as Parameters<typeof flattenMessages>[0])).find(
      (text) => /^[A-Za-z]{3,}$/.test(text) && translate('en', 'ra.action.save') !== text,
    );
    expect(shared).toBeDefined();
    expect(untranslatedTexts(screen([shared!]), 'vi')).toEqual([]);
  });
});
