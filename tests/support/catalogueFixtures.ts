import type { RaRecord } from 'react-admin';

/** Records as the master API serves them: the common catalogue fields plus each one's own. */
const record = (id: number, code: string, name: string, own: Record<string, unknown> = {}): RaRecord => ({
  id,
  code,
  name,
  active: true,
  displayOrder: id,
  version: 1,
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
  ...own,
});

export const countries = [
  record(1, 'VN', 'Vietnam', { iso3: 'VNM' }),
  record(2, 'JP', 'Japan', { iso3: 'JPN' }),
];

export const stateProvinces = [
  record(11, 'HN', 'Ha Noi', { countryId: 1 }),
  record(12, 'HCM', 'Ho Chi Minh City', { countryId: 1 }),
  record(21, 'TK', 'Tokyo', { countryId: 2 }),
  record(22, 'OS', 'Osaka', { countryId: 2 }),
];

export const banks = [
  record(1, 'VCB', 'Vietcombank', { swiftCode: 'BFTVVNVX', countryId: 1 }),
  record(2, 'MUFG', 'MUFG Bank', { swiftCode: 'BOTKJPJT', countryId: 2, active: false }),
  record(3, 'ACB', 'Asia Commercial Bank', { swiftCode: 'ASCBVNVX', countryId: 1 }),
];

export const currencies = [
  record(1, 'VND', 'Vietnamese dong', { currencyCode: 'VND', rate: 1, published: true }),
  record(2, 'JPY', 'Japanese yen', { currencyCode: 'JPY', rate: 170, published: true }),
];

export const deliveryTimes = [record(1, 'STD', 'Standard', { minValue: 3, maxValue: 5, timeUnit: 'day' })];

export const catalogueTables = () => ({
  country: countries,
  'state-province': stateProvinces,
  bank: banks,
  currency: currencies,
  'delivery-time': deliveryTimes,
  district: [],
});
