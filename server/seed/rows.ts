import airlines from './data/airlines.json' with { type: 'json' };
import airports from './data/airports.json' with { type: 'json' };
import catalogues from './data/catalogues.json' with { type: 'json' };
import catalogueNames from './data/catalogue-names.json' with { type: 'json' };
import continents from './data/continents.json' with { type: 'json' };
import countries from './data/countries.json' with { type: 'json' };
import currencies from './data/currencies.json' with { type: 'json' };
import japanMunicipalities from './data/japan-municipalities.json' with { type: 'json' };
import japanPrefectures from './data/japan-prefectures.json' with { type: 'json' };
import seaports from './data/seaports.json' with { type: 'json' };
import vietnam from './data/vietnam-divisions.json' with { type: 'json' };
import {
  continentNames,
  countryLocalizedNames,
  currencyLocalizedNames,
  prefectureNames,
} from './localizedNames';

/** A record to seed: declared fields only; a reference field holds the target record's code. */
export type SeedRow = Record<string, string | number | boolean | null>;

/** The markets the business works in come first in every select. */
const featuredCountries = ['VN', 'JP', 'US', 'KR', 'CN'];
const featuredCurrencies = ['VND', 'JPY', 'USD', 'EUR', 'KRW', 'CNY'];
const featuredOrder = (featured: string[], code: string) => {
  const position = featured.indexOf(code);
  return position >= 0 ? position + 1 : 100;
};

/** Vietnamese administrative codes (GSO) are only unique per level, so each gets the country prefix. */
const vn = (code: string) => `VN${code}`;

const provinceOfDistrict = new Map(vietnam.districts.map((district) => [district.code, district.parent]));

/**
 * The island districts with no commune under them (Bạch Long Vĩ, Cồn Cỏ, Hoàng Sa, Lý Sơn, Côn Đảo): an
 * address there names the district as its lowest unit, so the district stands at the ward level too,
 * as Japan's municipalities without wards do below. The address form asks for every level (seed
 * section 5), and a level with nothing to choose would leave such an address unsaveable.
 */
const districtsWithWards = new Set(vietnam.wards.map((ward) => ward.parent));
const vietnamWardless = vietnam.districts.filter((district) => !districtsWithWards.has(district.code));

/** Japanese local-government codes (JIS X 0402), prefixed like the Vietnamese ones. */
const jp = (code: string) => `JP${code}`;
const prefectureOf = (municipality: (typeof japanMunicipalities)[number]) => municipality.prefecture;
/**
 * Japanese places are listed in their code's order, as Japanese address lists are (Chiyoda first in
 * Tokyo, the prefecture's capital first elsewhere): their names sort by character code, which puts
 * kana before every kanji and means nothing to a reader.
 */
const inCodeOrder = <Row extends SeedRow>(row: Row, index: number) => ({ ...row, displayOrder: index + 1 });

/**
 * Japan's address levels as its local-government codes have them: a municipality (city, town,
 * village, Tokyo's special wards) is the district; a designated city's wards are its wards, and any
 * other municipality is its own lowest unit with its own code, so it stands at the ward level too.
 */
const japanWards = japanMunicipalities
  .flatMap((municipality) =>
    (municipality.wards ?? [{ code: municipality.code, name: municipality.name }]).map((ward) => ({
      code: jp(ward.code),
      name: ward.name,
      countryId: 'JP',
      stateProvinceId: prefectureOf(municipality),
      districtId: jp(municipality.code),
    })),
  )
  .map(inCodeOrder);
/** A hand-written record's English and Japanese names (data/catalogue-names.json), where it has them. */
const translatedNames = (resource: string, code: string): SeedRow => {
  const names = (catalogueNames as Record<string, Record<string, string[]>>)[resource]?.[code];
  return names ? { nameEn: names[0] ?? null, nameJa: names[1] ?? null } : {};
};

/** In-file order is the display order of the small hand-written catalogues. */
const inFileOrder = (rows: readonly SeedRow[]): SeedRow[] =>
  rows.map((row, index) => ({ displayOrder: (index + 1) * 10, ...row }));

/** Every seeded record, by resource name, built from the JSON files under data/. */
export const seedRows = (): Record<string, SeedRow[]> => {
  const handWritten = Object.fromEntries(
    Object.entries(catalogues as Record<string, SeedRow[]>).map(([name, rows]) => [
      name,
      inFileOrder(rows).map((row) => ({ ...row, ...translatedNames(name, String(row.code)) })),
    ]),
  );
  const airportPorts = airports.map((airport) => ({
    code: airport.iata,
    name: airport.name,
    portType: 'air',
    countryId: airport.country,
  }));
  const seaportPorts = seaports.map((seaport) => ({
    code: seaport.unlocode,
    name: seaport.name,
    portType: 'ocean',
    countryId: seaport.country,
  }));
  return {
    ...handWritten,
    'global-zone': continents.map(({ code, name }, index) => ({
      code,
      ...continentNames(code, name),
      displayOrder: index + 1,
    })),
    country: countries.map((country) => ({
      code: country.code,
      ...countryLocalizedNames(country.code, country.name),
      iso3: country.iso3,
      // A few territories share several dialling codes; the first is the one people quote.
      phoneCode: country.phoneCode.split(',')[0],
      globalZoneId: country.continent,
      displayOrder: featuredOrder(featuredCountries, country.code),
    })),
    currency: currencies.map((currency) => ({
      code: currency.code,
      ...currencyLocalizedNames(currency.code, currency.name),
      currencyCode: currency.code,
      rate: currency.rateToVnd,
      displayLocale: currency.displayLocale,
      published: currency.published,
      customFormatting: null,
      displayOrder: featuredOrder(featuredCurrencies, currency.code),
    })),
    'state-province': [
      ...vietnam.provinces.map((province) => ({
        code: vn(province.code),
        name: province.name,
        countryId: 'VN',
      })),
      ...japanPrefectures.map((prefecture) => ({
        code: prefecture.code,
        ...prefectureNames(prefecture.name),
        countryId: 'JP',
      })),
    ],
    district: [
      ...vietnam.districts.map((district) => ({
        code: vn(district.code),
        name: district.name,
        countryId: 'VN',
        stateProvinceId: vn(district.parent),
      })),
      ...japanMunicipalities
        .map((municipality) => ({
          code: jp(municipality.code),
          name: municipality.name,
          countryId: 'JP',
          stateProvinceId: prefectureOf(municipality),
        }))
        .map(inCodeOrder),
    ],
    ward: [
      ...[...vietnam.wards, ...vietnamWardless.map(({ code, name }) => ({ code, name, parent: code }))].map(
        (ward) => ({
          code: vn(ward.code),
          name: ward.name,
          countryId: 'VN',
          stateProvinceId: vn(provinceOfDistrict.get(ward.parent) ?? ''),
          districtId: vn(ward.parent),
        }),
      ),
      ...japanWards,
    ],
    airport: airports.map((airport) => ({
      code: airport.iata,
      name: airport.name,
      iata: airport.iata,
      icao: airport.icao,
      city: airport.city,
      countryId: airport.country,
    })),
    airline: airlines.map((airline) => ({
      code: airline.iata,
      name: airline.name,
      iata: airline.iata,
      icao: airline.icao,
      prefix: airline.prefix,
      countryId: airline.country,
    })),
    seaport: seaports.map((seaport) => ({
      code: seaport.unlocode,
      name: seaport.name,
      unlocode: seaport.unlocode,
      countryId: seaport.country,
    })),
    port: [...airportPorts, ...seaportPorts, ...(handWritten.port ?? [])],
  };
};
