import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../../contract/errorCodes';
import { englishPackKeys, flatMessages, locales, paramsOf } from './catalogues';

/** The specification's phrases, which English keeps word for word. */
const seedPhrases: Record<string, string> = {
  'kago.validation.required': '%{field} must not be empty',
  'kago.validation.maxLength': '%{field} no more than %{length} characters',
  'kago.validation.minLength': '%{field} must be at least %{length} characters',
  'kago.validation.greaterOrEqual': '%{field} must be greater than or equal to %{otherField}',
  'kago.validation.email': 'Invalid email format',
  'kago.pages.loadingFailed': 'Loading failed! Please reload.',
  'kago.auth.accessDenied': 'Access denied',
  'kago.auth.fillInput': 'please fill in the input',
  'kago.auth.tokenExpired': 'Token expired',
  'kago.auth.notMatched': 'not matched',
  'kago.auth.serverError': 'Server Error',
  'kago.errors.codes.TRACKING_EXIST': 'Tracking already exists',
  'kago.errors.codes.EFEX_SHIPMENT_DELETE_ERROR':
    'The warehouse has already processed the package; contact the warehouse to cancel',
  'kago.errors.codes.SHIPMENT_CODE_UPDATING': 'Shipment code not yet updated, retry after 30 seconds',
  'kago.errors.generic.contactSupport': 'An error occurred, please contact support',
  'kago.errors.generic.selectPostOfficeFirst': 'Select a post office first',
};

const otherLocalePairs = locales.flatMap((from) =>
  locales.filter((to) => to !== from).map((to) => [from, to] as const),
);

describe('message catalogues', () => {
  it.each(otherLocalePairs)('every %s key exists in %s', (from, to) => {
    const missing = Object.keys(flatMessages[from]).filter((key) => !(key in flatMessages[to]));
    expect(missing).toEqual([]);
  });

  it.each(locales)('%s has no empty phrase', (locale) => {
    const empty = Object.entries(flatMessages[locale])
      .filter(([key, phrase]) => phrase.trim() === '' && key !== 'ra.boolean.null')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(['vi', 'ja'] as const)('every parameter of an English phrase appears in %s', (locale) => {
    const lost = Object.entries(flatMessages.en).flatMap(([key, phrase]) =>
      [...paramsOf(phrase)]
        .filter((param) => !paramsOf(flatMessages[locale][key] ?? '').has(param))
        .map((param) => `${key}: %{${param}}`),
    );
    expect(lost).toEqual([]);
  });

  it.each(['vi', 'ja'] as const)('%s names no parameter that English does not pass', (locale) => {
    const invented = Object.entries(flatMessages[locale]).flatMap(([key, phrase]) =>
      [...paramsOf(phrase)]
        .filter((param) => !paramsOf(flatMessages.en[key] ?? '').has(param))
        .map((param) => `${key}: %{${param}}`),
    );
    expect(invented).toEqual([]);
  });

  it.each(locales)("%s has exactly the keys of react-admin's English pack under ra", (locale) => {
    const raKeys = Object.keys(flatMessages[locale])
      .filter((key) => key.startsWith('ra.'))
      .sort();
    expect(raKeys).toEqual(englishPackKeys);
  });

  it.each(locales)('%s translates the 16 error codes of the specification', (locale) => {
    // The table (contract/errorCodes.ts) is the specification's section 8, each code once.
    expect(new Set(errorCodes).size).toBe(16);
    for (const code of errorCodes) expect(flatMessages[locale][`kago.errors.codes.${code}`]).toBeTruthy();
  });

  it.each(locales)("%s has the specification's four flat common keys", (locale) => {
    for (const key of [
      'common.notify.success',
      'common.notify.error',
      'common.notify.error.noResults',
      'common.sso.refreshToken.performActionAgain',
    ]) {
      expect(flatMessages[locale][key]).toBeTruthy();
    }
  });

  it("keeps the specification's English wording", () => {
    for (const [key, phrase] of Object.entries(seedPhrases)) expect(flatMessages.en[key]).toBe(phrase);
  });

  it.each(['vi', 'ja'] as const)('%s translates rather than copies the English phrases', (locale) => {
    for (const key of Object.keys(seedPhrases))
      expect(flatMessages[locale][key]).not.toBe(flatMessages.en[key]);
  });

  it('writes Vietnamese with its diacritics', () => {
    expect(flatMessages.vi['kago.validation.required']).toBe('%{field} không được để trống');
    expect(flatMessages.vi['ra.action.delete']).toBe('Xóa');
  });
});
