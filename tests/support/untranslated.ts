import { flattenMessages } from '../../i18n/translate';
import { en } from '../../i18n/messages/en';
import { ja } from '../../i18n/messages/ja';
import { vi } from '../../i18n/messages/vi';
import type { Locale } from '../../i18n/languages';
import { areaDeclarations, resourceDeclarations } from '../../resources/index';

/**
 * What a screen shows that was not translated: a message key (`kago.orders.title`), a raw enum or
 * wire name (`inTransit`, `bankTransfer`), react-admin's humanised resource name when a label is
 * missing (`Customer-transactions`), or, in Vietnamese and Japanese, an English label where the
 * language has its own. Labels are where a missing translation shows; data (names, addresses,
 * product titles) is what users typed and is only searched for keys and raw names.
 */
export interface ScreenText {
  /** Texts of the screen's labels: headings, column headers, tabs, buttons, field labels, chips. */
  labels: string[];
  /** The whole text of the screen. */
  all: string;
}

type Messages = Parameters<typeof flattenMessages>[0];
const tables: Record<Locale, Record<string, string>> = {
  vi: flattenMessages(vi as Messages),
  en: flattenMessages(en as Messages),
  ja: flattenMessages(ja as Messages),
};

/** English labels that are ALSO the label in the language (a code, a brand, a unit): not findings. */
const sharedWith = (locale: Locale) => new Set(Object.values(tables[locale]).map(normalise));

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** English labels of one to four words: longer texts are sentences, whose words other labels share. */
const englishLabels = new Set(
  Object.values(tables.en)
    .filter(
      (text) => !text.includes('%{') && /^[A-Za-z][A-Za-z' -]*$/.test(text) && text.split(' ').length <= 4,
    )
    .map(normalise)
    .filter((text) => text.length >= 3),
);

const messageKey = /\b(?:kago|ra|resources|common)\.[A-Za-z][\w-]*(?:\.[\w-]+)+/;
// A lower-case word with a capital inside (`inTransit`): how enum and wire values are spelled, never
// how a label is. Brand-like words (iPhone, eBay) are data, and only labels are searched for these.
const camelCase = /\b[a-z]+(?:[A-Z][a-z0-9]+)+\b/;
// react-admin's fallback title for a resource without a label: `Customer-transactions`.
const humanisedResource = /\b[A-Z][a-z]+(?:-[a-z]+)+\b/;

/**
 * The values of every enum on the wire: each declaration's choices (and its actions' inputs'), and
 * the last part of every choice label's key (`kago.orders.choices.shipmentStatus.inTransit`). A
 * piece of the screen that is exactly one of them, where the language has no such label, is a raw
 * value that skipped its label.
 */
const wireValues = new Set(
  [
    ...[...resourceDeclarations, ...areaDeclarations].flatMap((declaration) => [
      ...declaration.fields,
      ...(declaration.actions ?? []).flatMap((action) => action.inputs ?? []),
    ]),
  ]
    .flatMap((field) => field.choices ?? [])
    .concat(
      Object.keys(tables.en)
        .filter((key) => /\.(choices|statuses|[a-z]+Statuses|[a-z]+Types|genders|customerGroups)\./.test(key))
        .map((key) => key.slice(key.lastIndexOf('.') + 1)),
    )
    .filter((value) => value.length >= 3 && /[a-z]/.test(value) && !/^\d+$/.test(value)),
);

/**
 * English business texts of the seed data (issue 31): names and notes the seed once wrote in English
 * which the vi and ja screens must show in their own words. A whole value only: a name that holds
 * such a word (Vietnam Airlines, Japan Post Bank) is a brand, the same in every language.
 */
const seededEnglish =
  /^(?:wholesale|retail|reseller|Member|Gold|Silver|Platinum|Diamond|Dong|Yen|Vietnam|Japan|Osaka warehouse|Tokyo warehouse|Bank transfer|VIP bidding (?:en|dis)abled.*|Order KG\d+|audio|shoes|camera|cosmetics|stationery)$/;

/** A product's attributes as the seed once wrote them (colour: black; size: M). */
const seededEnglishAttribute = /\b(?:colour|size): /;

/** A date as the API writes it (yyyy-mm-dd): never how a date is shown in vi or ja. */
const isoDate = /\b\d{4}-\d{2}-\d{2}\b/;

/**
 * The values the screen shows raw, in vi or ja: a wire value of an enum where its label belongs, an
 * English text of the seed, an ISO date. `all` is split at line and tab breaks, which is where a
 * table's cells and a detail's values end.
 */
export const rawValues = (screen: ScreenText, locale: Locale): string[] => {
  if (locale === 'en') return [];
  const findings = new Set<string>();
  const own = sharedWith(locale);
  for (const piece of screen.all.split(/[\t\n]+/)) {
    const text = piece.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    if (wireValues.has(text) && !own.has(normalise(text))) findings.add(`raw value: ${text}`);
    const english = text.match(seededEnglish) ?? text.match(seededEnglishAttribute);
    if (english) findings.add(`English seed text: ${english[0]} (in "${text.slice(0, 80)}")`);
    const date = text.match(isoDate);
    if (date) findings.add(`ISO date: ${date[0]} (in "${text.slice(0, 80)}")`);
  }
  return [...findings];
};

/** Each untranslated text of the screen, with why, in the interface language `locale`. */
export const untranslatedTexts = (screen: ScreenText, locale: Locale): string[] => {
  const findings = new Set<string>();
  const key = screen.all.match(messageKey);
  if (key) findings.add(`message key: ${key[0]}`);
  const own = locale === 'en' ? undefined : sharedWith(locale);
  for (const label of screen.labels) {
    const text = label.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const raw = text.match(camelCase) ?? text.match(humanisedResource);
    if (raw) findings.add(`raw name: ${raw[0]} (in "${text}")`);
    if (own && englishLabels.has(normalise(text)) && !own.has(normalise(text)))
      findings.add(`English label: ${text}`);
  }
  return [...findings];
};

/**
 * The selector of a screen's labels, for the browser side (Playwright's `page.evaluate`): MUI's table
 * heads, tabs, buttons, form labels, chips and headings, and the app bar's title.
 */
export const labelSelector = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'th',
  '[role="columnheader"]',
  '[role="tab"]',
  'button',
  'label',
  'legend',
  '.MuiChip-label',
  '.MuiFormLabel-root',
  '.MuiInputLabel-root',
  '.MuiListItemText-primary',
  '#react-admin-title',
].join(', ');
