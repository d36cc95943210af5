/**
 * Query strings as the seed's API expects them: "serialized without encoding", arrays as repeated
 * keys (`ids=1&ids=2`, not `ids[]=1` and not `ids=1,2`).
 *
 * Values are left as typed, with one exception: the four characters that would change the
 * structure of the URL rather than travel inside the value are percent-encoded — `%` (else it
 * starts an escape), `&` (next parameter), `#` (fragment) and `+` (read as a space by form-style
 * query parsers). Everything else, spaces and non-ASCII letters included, is written as is; the
 * browser's URL parser then applies the minimal encoding HTTP requires (a space becomes `%20`),
 * which every server decodes back to the typed text.
 */
const structural = /[%&#+]/g;

const escapeStructural = (text: string) =>
  text.replace(structural, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

type Scalar = string | number | boolean | Date;
export type QueryValue = Scalar | null | undefined | readonly (Scalar | null | undefined)[];
export type QueryParams = Record<string, QueryValue>;

const scalarText = (value: Scalar) => (value instanceof Date ? value.toISOString() : String(value));

/** `{ ids: [1, 2], keyword: 'a b', empty: null }` -> `ids=1&ids=2&keyword=a b`; null/undefined are left out. */
export const serializeQuery = (params: QueryParams | undefined | null) =>
  Object.entries(params ?? {})
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value])
        .filter((item): item is Scalar => item !== null && item !== undefined)
        .map((item) => `${escapeStructural(key)}=${escapeStructural(scalarText(item))}`),
    )
    .join('&');
