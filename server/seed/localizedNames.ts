/**
 * The names of the seeded reference records in the three interface languages (a localized field,
 * resources/types.ts): `name` is the Vietnamese, `nameEn` and `nameJa` the others. Countries and
 * currencies are named by the platform's ISO 3166 and ISO 4217 display names (Node's ICU), whose
 * English is the data files' own; the continents and Japan's prefectures are named here.
 */

export interface LocalizedName {
  readonly name: string;
  readonly nameEn: string;
  readonly nameJa: string;
}

const displayNames = (locale: string, type: 'region' | 'currency') =>
  new Intl.DisplayNames([locale], { type, fallback: 'none' });
const regions = { vi: displayNames('vi', 'region'), ja: displayNames('ja', 'region') };
const currencyNames = { vi: displayNames('vi', 'currency'), ja: displayNames('ja', 'currency') };

/** A country by its ISO 3166 code; a code the platform does not know keeps its English name. */
export const countryLocalizedNames = (code: string, english: string): LocalizedName => ({
  name: regions.vi.of(code) ?? english,
  nameEn: english,
  nameJa: regions.ja.of(code) ?? english,
});

/** A currency by its ISO 4217 code. */
export const currencyLocalizedNames = (code: string, english: string): LocalizedName => ({
  name: currencyNames.vi.of(code) ?? english,
  nameEn: english,
  nameJa: currencyNames.ja.of(code) ?? english,
});

const continents: Readonly<Record<string, readonly [vi: string, ja: string]>> = {
  AF: ['Châu Phi', 'アフリカ'],
  AN: ['Châu Nam Cực', '南極'],
  AS: ['Châu Á', 'アジア'],
  EU: ['Châu Âu', 'ヨーロッパ'],
  NA: ['Bắc Mỹ', '北アメリカ'],
  OC: ['Châu Đại Dương', 'オセアニア'],
  SA: ['Nam Mỹ', '南アメリカ'],
};

export const continentNames = (code: string, english: string): LocalizedName => {
  const [vi, ja] = continents[code] ?? [english, english];
  return { name: vi, nameEn: english, nameJa: ja };
};

/** "Hokkaido (北海道)": the romanised name in vi and en, the Japanese in ja. */
export const prefectureNames = (written: string): LocalizedName => {
  const match = /^(.*?)\s*\((.+)\)$/.exec(written);
  const [romanised, japanese] = match ? [match[1]!, match[2]!] : [written, written];
  return { name: romanised, nameEn: romanised, nameJa: japanese };
};
