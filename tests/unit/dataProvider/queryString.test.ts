import { describe, expect, it } from 'vitest';
import { serializeQuery } from '../../../dataProvider/queryString';

describe('serializeQuery', () => {
  it('repeats the key for each array value, unencoded', () => {
    expect(serializeQuery({ ids: [1, 2], take: 2 })).toBe('ids=1&ids=2&take=2');
  });

  it('keeps the text as typed: spaces, accents, slashes and colons are not encoded', () => {
    expect(serializeQuery({ keyword: 'Ngân hàng a/b:c', sortDesc: false })).toBe(
      'keyword=Ngân hàng a/b:c&sortDesc=false',
    );
  });

  it('escapes only the characters that would change the structure of the URL', () => {
    expect(serializeQuery({ keyword: 'A&B #1 +50%' })).toBe('keyword=A%26B %231 %2B50%25');
  });

  it('leaves out null and undefined values, also inside arrays', () => {
    expect(serializeQuery({ keyword: undefined, countryId: null, ids: [3, null, 4] })).toBe('ids=3&ids=4');
  });

  it('writes dates as ISO text and accepts no params at all', () => {
    expect(serializeQuery({ from: new Date(Date.UTC(2024, 0, 2)) })).toBe('from=2024-01-02T00:00:00.000Z');
    expect(serializeQuery(undefined)).toBe('');
  });
});
