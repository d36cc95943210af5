import type { Locale } from './languages';

const regionNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A country's name in the interface language, from its ISO 3166 code through the platform's region
 * names ("Việt Nam", "ベトナム", "Vietnam"): the country catalogue holds one English name per country
 * (server/seed/data/countries.json), which the vi and ja screens must not show. Where the code is not
 * a region the platform knows, the catalogue's own name.
 */
export const countryName = (code: string | null | undefined, catalogueName: string, locale: Locale) => {
  if (!code || !/^[A-Z]{2}$/.test(code)) return catalogueName;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? catalogueName;
};
