import { describe, expect, it } from 'vitest';
import {
  ChargeInputError,
  chargeFromCatalogues,
  computeCharge,
  convertCurrency,
  type ChargeInput,
} from '../../contract/charges';

/** The charge rule (contract/charges.ts), on worked examples computed by hand. */
const base: Omit<ChargeInput, 'method' | 'pieces'> = {
  ratePerKg: 5,
  vatPercent: 10,
  exchangeRate: 25_000,
  currency: 'VND',
};

describe('the charge of a shipping order', () => {
  it('charges a light, bulky air parcel by its volume weight', () => {
    // 50 x 40 x 30 cm = 60,000 cm³ / 6,000 = 10 kg by volume against 2.4 kg on the scale: 10 kg.
    // Freight 10 x 5 = 50; a crating service of 12.5: 62.5; VAT 10 % = 6.25; total 68.75 USD,
    // at 25,000 VND = 1,718,750 VND.
    const charge = computeCharge({
      ...base,
      method: 'air',
      pieces: [{ weightGrams: 2_400, lengthCm: 50, widthCm: 40, heightCm: 30 }],
      servicePrices: [12.5],
    });
    expect(charge).toEqual({
      actualKg: 2.4,
      volumeKg: 10,
      chargeableKg: 10,
      freight: 50,
      services: 12.5,
      vat: 6.25,
      total: 68.75,
      converted: 1_718_750,
    });
  });

  it('charges a dense parcel by its actual weight, rounded up to the next half kilogram', () => {
    // Two pieces of 7.3 kg and 4.05 kg = 11.35 kg; 30 x 20 x 20 cm each = 2 x 12,000 / 5,000 = 4.8 kg
    // by road: 11.35 kg, charged as 11.5 kg x 5 = 57.5; VAT 10 % = 5.75; total 63.25 USD = 1,581,250 VND.
    const charge = computeCharge({
      ...base,
      method: 'road',
      pieces: [
        { weightGrams: 7_300, lengthCm: 30, widthCm: 20, heightCm: 20 },
        { weightGrams: 4_050, lengthCm: 30, widthCm: 20, heightCm: 20 },
      ],
    });
    expect(charge.actualKg).toBe(11.35);
    expect(charge.volumeKg).toBe(4.8);
    expect(charge.chargeableKg).toBe(11.5);
    expect(charge.total).toBe(63.25);
    expect(charge.converted).toBe(1_581_250);
  });

  it('takes the minimum freight, sea divisor and a currency with cents', () => {
    // Sea: 100 x 100 x 100 cm = 1,000,000 / 1,000 = 1,000 kg by volume; 1,000 x 0.2 = 200, below the
    // minimum of 250: 250; no VAT; at 0.0064 EUR per unit: 1.60 EUR.
    const charge = computeCharge({
      method: 'sea',
      pieces: [{ weightGrams: 300_000, lengthCm: 100, widthCm: 100, heightCm: 100 }],
      ratePerKg: 0.2,
      minimumFreight: 250,
      vatPercent: 0,
      exchangeRate: 0.0064,
      currency: 'EUR',
    });
    expect(charge.chargeableKg).toBe(1_000);
    expect(charge.freight).toBe(250);
    expect(charge.total).toBe(250);
    expect(charge.converted).toBe(1.6);
  });

  it('rounds a total in yen to whole yen', () => {
    // 1 kg x 3.33 = 3.33; VAT 8 % = 0.2664 -> 0.27; total 3.60 at 151.237 JPY = 544.4532 -> 544 JPY.
    const charge = computeCharge({
      method: 'air',
      pieces: [{ weightGrams: 800, lengthCm: 10, widthCm: 10, heightCm: 10 }],
      ratePerKg: 3.33,
      vatPercent: 8,
      exchangeRate: 151.237,
      currency: 'JPY',
    });
    expect(charge.chargeableKg).toBe(1);
    expect(charge.vat).toBe(0.27);
    expect(charge.total).toBe(3.6);
    expect(charge.converted).toBe(544);
  });

  it('refuses no pieces, a negative weight and a negative rate', () => {
    expect(() => computeCharge({ ...base, method: 'air', pieces: [] })).toThrow(ChargeInputError);
    expect(() =>
      computeCharge({
        ...base,
        method: 'air',
        pieces: [{ weightGrams: -1, lengthCm: 1, widthCm: 1, heightCm: 1 }],
      }),
    ).toThrow(ChargeInputError);
    expect(() =>
      computeCharge({
        ...base,
        ratePerKg: -5,
        method: 'air',
        pieces: [{ weightGrams: 1, lengthCm: 1, widthCm: 1, heightCm: 1 }],
      }),
    ).toThrow(ChargeInputError);
  });
});

describe('the charge from the catalogues, as the charge step and the calculator make it', () => {
  const parcel = [{ weightGrams: 2_400, lengthCm: 50, widthCm: 40, heightCm: 30 }];

  it('charges at the charges group’s rate in dong and converts at the currency catalogue’s rate', () => {
    // 50 x 40 x 30 cm by air = 10 kg by volume against 2.4 kg: 10 kg at the group's 30,000 dong =
    // 300,000 dong, above its minimum of 100,000; a service of 50,000: 350,000; VAT 8 % = 28,000;
    // total 378,000 dong, at 170 dong a yen = ¥2,224 (2,223.53 rounded to whole yen).
    const charge = chargeFromCatalogues({
      method: 'air',
      pieces: parcel,
      group: { ratePerKg: 30_000, minimumFreight: 100_000 },
      servicesPrice: 50_000,
      vatRate: 8,
      currency: { currencyCode: 'JPY', rate: 170 },
    });
    expect(charge).toMatchObject({ chargeableKg: 10, freight: 300_000, vat: 28_000, total: 378_000 });
    expect(charge.converted).toBe(2_224);
  });

  it('reads a group’s rate and minimum as the database answers them, as text', () => {
    // By sea, 50 x 40 x 30 cm = 60,000 cm³ / 1,000 = 60 kg by volume against 2.4 kg: 60 kg at the
    // group's 4,500 = 270,000, below its minimum of 500,000: 500,000; no VAT; in dong: 500,000.
    const charge = chargeFromCatalogues({
      method: 'sea',
      pieces: parcel,
      group: { ratePerKg: '4500.00', minimumFreight: '500000.00' },
      vatRate: 0,
      currency: { currencyCode: 'VND', rate: 1 },
    });
    expect(charge.chargeableKg).toBe(60);
    expect(charge.freight).toBe(500_000);
    expect(charge.converted).toBe(500_000);
  });

  it('charges at the group’s rate for the delivery time, and at its standard rate for one without', () => {
    // The parcel above by air, 10 kg chargeable, in a group of standard rate 30,000 (minimum
    // 100,000) that prices express (delivery time 7) at 45,000 a kg with a minimum of 150,000 and
    // economy (delivery time 9) at 20,000 with no minimum of its own.
    const group = { ratePerKg: 30_000, minimumFreight: 100_000 };
    const rates = [
      { deliveryTimeId: 7, ratePerKg: '45000.00', minimumFreight: '150000.00' },
      { deliveryTimeId: 9, ratePerKg: 20_000, minimumFreight: null },
    ];
    const input = {
      method: 'air' as const,
      pieces: parcel,
      group,
      rates,
      vatRate: 10,
      currency: { currencyCode: 'VND', rate: 1 },
    };
    // Express: 10 x 45,000 = 450,000, above its 150,000; VAT 10 % = 45,000; 495,000 dong.
    expect(chargeFromCatalogues({ ...input, deliveryTimeId: 7 })).toMatchObject({
      chargeableKg: 10,
      ratePerKg: 45_000,
      minimumFreight: 150_000,
      rateSource: 'deliveryTime',
      freight: 450_000,
      vat: 45_000,
      converted: 495_000,
    });
    // Standard air (delivery time 8) has no rate of its own: the group's 30,000, 300,000 + 10 %.
    expect(chargeFromCatalogues({ ...input, deliveryTimeId: 8 })).toMatchObject({
      ratePerKg: 30_000,
      minimumFreight: 100_000,
      rateSource: 'standard',
      freight: 300_000,
      converted: 330_000,
    });
    // Economy by sea (60 kg by volume): 60 x 20,000 = 1,200,000; its minimum is the group's 100,000.
    expect(chargeFromCatalogues({ ...input, method: 'sea', deliveryTimeId: '9', vatRate: 0 })).toMatchObject({
      chargeableKg: 60,
      minimumFreight: 100_000,
      freight: 1_200_000,
      rateSource: 'deliveryTime',
    });
    // A light parcel at express: 1 kg x 45,000 is below the express minimum: 150,000.
    const light = [{ weightGrams: 600, lengthCm: 10, widthCm: 10, heightCm: 10 }];
    expect(chargeFromCatalogues({ ...input, pieces: light, deliveryTimeId: 7 }).freight).toBe(150_000);
    // A group with no standard rate still prices the delivery times it has a rate for, and no other.
    const byTimeOnly = { ...input, group: { ratePerKg: null } };
    expect(chargeFromCatalogues({ ...byTimeOnly, deliveryTimeId: 7 }).freight).toBe(450_000);
    expect(() => chargeFromCatalogues({ ...byTimeOnly, deliveryTimeId: 8 })).toThrow(ChargeInputError);
  });

  it('refuses a group without a rate and a currency without a rate, each by its reason', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        expect(error).toBeInstanceOf(ChargeInputError);
        return (error as ChargeInputError).refusal;
      }
      return 'computed';
    };
    const input = {
      method: 'air' as const,
      pieces: parcel,
      vatRate: 0,
      currency: { currencyCode: 'VND', rate: 1 },
    };
    expect(refusal(() => chargeFromCatalogues({ ...input, group: { ratePerKg: null } }))).toBe('noRate');
    expect(refusal(() => chargeFromCatalogues({ ...input, group: {} }))).toBe('noRate');
    // A rate of zero is a rate: the group prices by weight at nothing, the minimum still applies.
    expect(chargeFromCatalogues({ ...input, group: { ratePerKg: 0, minimumFreight: 20_000 } }).freight).toBe(
      20_000,
    );
    expect(
      refusal(() =>
        chargeFromCatalogues({
          ...input,
          group: { ratePerKg: 1 },
          currency: { currencyCode: 'XXX', rate: 0 },
        }),
      ),
    ).toBe('currency');
    expect(refusal(() => chargeFromCatalogues({ ...input, pieces: [], group: { ratePerKg: 1 } }))).toBe(
      'pieces',
    );
  });
});

describe('the currency converter', () => {
  const vnd = { currencyCode: 'VND', rate: 1 };
  const jpy = { currencyCode: 'JPY', rate: 170 };
  const usd = { currencyCode: 'USD', rate: 25_400 };

  it('converts through the rates in dong, to the target currency’s fractions', () => {
    // 100 USD = 2,540,000 dong = 14,941.18 yen, written without fractions: ¥14,941.
    expect(convertCurrency(100, usd, jpy)).toBe(14_941);
    // ¥1,000 = 170,000 dong = 6.69 USD (6.6929...).
    expect(convertCurrency(1_000, jpy, usd)).toBe(6.69);
    expect(convertCurrency(1_000, jpy, vnd)).toBe(170_000);
    expect(convertCurrency(0, usd, vnd)).toBe(0);
  });

  it('refuses a negative amount and a currency without a rate', () => {
    expect(() => convertCurrency(-1, usd, vnd)).toThrow(ChargeInputError);
    expect(() => convertCurrency(1, { currencyCode: 'XXX', rate: 0 }, vnd)).toThrow(ChargeInputError);
  });
});
