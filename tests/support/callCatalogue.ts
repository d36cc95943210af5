import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The call names of the call catalogue (../shared/seeds/001_9284ff1385300e15.txt, section 7), read
 * from the text itself so that a name the seed adds is checked without a change here.
 *
 * What counts as a call name: a word with a capital after its first letter or an underscore
 * (`GetOrderByCode`, `activates_allowbid`), one of the lower-case names the catalogue spells so
 * (`getorders`, `create`...), or a path (`/wh/get-all-routes`, `Resources/GetByKey`). A word before a
 * colon names the base of the names after it on that line (`BuyerConfig: Get, Post`), as does a
 * heading's parenthesis (`Bid tracking (YahooBid)`) and `home GetUrl`. Left out: section 7.1 (the
 * conventions) and 7.12 (irregular paths, which tests/contract/orderPaths.test.ts writes out), the
 * list of order families (bases, not calls), text in parentheses (methods and query names), and the
 * field names the catalogue mentions beside its calls.
 */
export interface CatalogueCall {
  /** The path segment(s) before the name, when the catalogue names them. */
  readonly base?: string;
  readonly name: string;
  /** Its section, e.g. `7.4`. */
  readonly section: string;
}

/**
 * The call catalogue (the specification's `001_9284ff1385300e15.txt`), kept in the repository so the
 * test runs on any clone: a new edition of the specification is copied over it.
 */
export const callCatalogueFile = path.resolve(import.meta.dirname, '../../docs/spec/call-catalogue.txt');

const lowerCaseCalls = new Set([
  'getorders',
  'getorder',
  'getallordersellers',
  'getallcustomer',
  'getallemployee',
  'get',
  'create',
  'edit',
  'deletes',
  'activates',
]);
/** Words of the catalogue's prose that look like calls and are not. */
const notCalls = new Set(['CustomerId', 'DDMMyyyy', 'OrderPackage']);

const isCallWord = (word: string) =>
  !notCalls.has(word) &&
  /[a-z]/.test(word) &&
  (/^.[^A-Z]*[A-Z]/.test(word) || word.includes('_') || lowerCaseCalls.has(word));

export const catalogueCalls = (text = readFileSync(callCatalogueFile, 'utf8')): CatalogueCall[] => {
  const body = text.slice(text.indexOf('## 7.'), text.indexOf('## 8.'));
  const calls = new Map<string, CatalogueCall>();
  const add = (section: string, name: string, base?: string) => {
    const cleanBase = base?.replace(/^\/+|\/+$/g, '');
    const key = `${cleanBase ?? ''}/${name}`;
    if (!calls.has(key)) calls.set(key, { section, name, ...(cleanBase ? { base: cleanBase } : {}) });
  };
  let section = '';
  let headingBase: string | undefined;
  let inFamilies = false;
  for (const line of body.split('\n')) {
    const heading = /^### (7\.\d+)(.*)$/.exec(line);
    if (heading) {
      section = heading[1];
      headingBase = /\((\w+)\)/.exec(heading[2])?.[1];
      continue;
    }
    if (section === '7.1' || section === '7.12' || section === '') continue;
    if (line.startsWith('Families:')) inFamilies = true;
    if (line.startsWith('Common operations:')) inFamilies = false;
    if (inFamilies || line.startsWith('Export files')) continue;
    const text = line.replace(/\([^)]*\)/g, ' ');
    // A table row's first cell only: the second is its purpose.
    const cells = text.startsWith('|') ? text.split('|')[1] : text;
    // "Op base: /sp-order/get, /create": the bare paths after the first are under its base.
    let pathBase: string | undefined;
    for (const clause of cells.split(/;|\. |\.$/)) {
      const colon = /^\s*-?\s*([\w/, ]+?):\s/.exec(clause);
      const bases = colon
        ? colon[1]
            .split(/,\s*/)
            .map((each) => each.trim())
            .filter((each) => /^[A-Z][A-Za-z]+$/.test(each) || each.includes('/'))
        : [];
      const rest = colon ? clause.slice(colon[0].length) : clause;
      const homeBase = /\bhome\s+(\w+)/.exec(rest);
      for (const token of rest.match(/\/?[A-Za-z{][\w{}-]*(?:\/[\w{}-]+)*/g) ?? []) {
        if (token.startsWith('/')) {
          const parts = token.split('/').filter(Boolean);
          // "under /api/": the base every path has, not a call.
          if (parts.length === 1 && parts[0] === 'api') continue;
          if (parts[0] === '{name}') {
            add(section, parts.slice(1).join('/'));
          } else if (parts.length === 1) {
            if (pathBase) add(section, parts[0], pathBase);
            else add(section, parts[0]);
          } else {
            pathBase = parts.slice(0, -1).join('/');
            add(section, parts.at(-1)!, pathBase);
          }
          continue;
        }
        if (token.includes('/')) {
          const parts = token.split('/');
          // "state/province" is a list's name in prose, not a call.
          if (isCallWord(parts.at(-1)!)) add(section, parts.at(-1)!, parts.slice(0, -1).join('/'));
          continue;
        }
        // After a base, its calls may be single words (`BuyerConfig: Get, Post, Edit`).
        const named = bases.length > 0 && /^[A-Z][a-z]+$/.test(token);
        if ((!named && !isCallWord(token)) || bases.includes(token)) continue;
        if (homeBase && homeBase[1] === token) add(section, token, 'home');
        else if (bases.length > 0) for (const base of bases) add(section, token, base);
        else add(section, token, headingBase);
      }
    }
  }
  return [...calls.values()];
};

/** `Base/name`, or the name alone. */
export const callLabel = (call: Pick<CatalogueCall, 'base' | 'name'>) =>
  call.base ? `${call.base}/${call.name}` : call.name;
