import type { CargoShippingMethod } from '../resources/tracking';

/**
 * The charge rule of a shipping order (issue: the operations' charge step and the utilities'
 * calculator use the same function): the chargeable weight is the greater of the actual weight and
 * the volume weight (length x width x height over the shipping method's divisor), rounded up to the
 * next half kilogram; the freight is that weight at the rate of the charges group and delivery time,
 * never below its minimum; the added services' prices come on top; VAT at the VAT type's rate on
 * the whole; and the total converted at the currency catalogue's rate. Pure: the caller reads the
 * rates from the catalogues. Our design; the seed shows no charge rule.
 */

/** Cubic centimetres per chargeable kilogram, by shipping method (the carriers' usual factors). */
export const volumeDivisors: Readonly<Record<CargoShippingMethod, number>> = {
  air: 6_000,
  road: 5_000,
  sea: 1_000,
};

/** One piece as received: weight in grams, dimensions in centimetres. */
export interface ChargePiece {
  readonly weightGrams: number;
  readonly lengthCm: number;
  readonly widthCm: number;
  readonly heightCm: number;
}

export interface ChargeInput {
  readonly method: CargoShippingMethod;
  readonly pieces: readonly ChargePiece[];
  /** The charges group's rate per chargeable kilogram, in the rate's currency. */
  readonly ratePerKg: number;
  /** The least freight the charges group takes (default none). */
  readonly minimumFreight?: number;
  /** The added services' prices, in the rate's currency. */
  readonly servicePrices?: readonly number[];
  /** The VAT type's rate, in percent. */
  readonly vatPercent: number;
  /** What one unit of the rate's currency is worth in the customer's (the currency catalogue's rate). */
  readonly exchangeRate: number;
  /** The customer's currency: VND and JPY have no fractions. */
  readonly currency: string;
}

export interface ChargeResult {
  readonly actualKg: number;
  readonly volumeKg: number;
  readonly chargeableKg: number;
  readonly freight: number;
  readonly services: number;
  readonly vat: number;
  /** Freight, services and VAT, in the rate's currency. */
  readonly total: number;
  /** The total in the customer's currency, rounded to its fractions. */
  readonly converted: number;
}

const wholeCurrencies: ReadonlySet<string> = new Set(['VND', 'JPY', 'KRW']);

/** Rounds to cents (or to whole units for a currency without fractions), halves away from zero. */
const roundMoney = (amount: number, whole = false) => {
  const factor = whole ? 1 : 100;
  return Math.round((amount + Number.EPSILON) * factor) / factor;
};

/** Rounds weights to grams, so sums of floats compare as the scale shows them. */
const kilograms = (value: number) => Math.round(value * 1_000) / 1_000;

/** Why a charge cannot be computed: the caller refuses the input that says so. */
export type ChargeRefusal = 'pieces' | 'rate' | 'noRate' | 'currency';

export class ChargeInputError extends Error {
  constructor(
    message: string,
    readonly refusal: ChargeRefusal = 'pieces',
  ) {
    super(message);
  }
}

export const computeCharge = (input: ChargeInput): ChargeResult => {
  if (input.pieces.length === 0) throw new ChargeInputError('no pieces');
  for (const piece of input.pieces)
    if (Object.values(piece).some((value) => !Number.isFinite(value) || value < 0))
      throw new ChargeInputError('a negative or missing measure');
  if (input.ratePerKg < 0 || input.vatPercent < 0 || input.exchangeRate <= 0)
    throw new ChargeInputError('a negative rate', 'rate');
  const divisor = volumeDivisors[input.method];
  const actualKg = kilograms(input.pieces.reduce((sum, piece) => sum + piece.weightGrams, 0) / 1_000);
  const volumeKg = kilograms(
    input.pieces.reduce((sum, piece) => sum + (piece.lengthCm * piece.widthCm * piece.heightCm) / divisor, 0),
  );
  const chargeableKg = Math.ceil(Math.max(actualKg, volumeKg) * 2) / 2;
  const freight = roundMoney(Math.max(chargeableKg * input.ratePerKg, input.minimumFreight ?? 0));
  const services = roundMoney((input.servicePrices ?? []).reduce((sum, price) => sum + price, 0));
  const vat = roundMoney(((freight + services) * input.vatPercent) / 100);
  const total = roundMoney(freight + services + vat);
  const converted = roundMoney(total * input.exchangeRate, wholeCurrencies.has(input.currency));
  return { actualKg, volumeKg, chargeableKg, freight, services, vat, total, converted };
};

/** A currency of the currency catalogue: its code, and what one unit of it is worth in dong (its `rate`). */
export interface CatalogueCurrency {
  readonly currencyCode: string;
  readonly rate: number;
}

/**
 * The utilities' currency converter: an amount in one catalogue currency in another, through their
 * rates in dong, rounded to the target's fractions (none for VND and JPY).
 */
export const convertCurrency = (amount: number, from: CatalogueCurrency, to: CatalogueCurrency) => {
  if (!Number.isFinite(amount) || amount < 0) throw new ChargeInputError('a negative amount');
  if (!(from.rate > 0) || !(to.rate > 0)) throw new ChargeInputError('a currency without a rate', 'currency');
  return roundMoney((amount * from.rate) / to.rate, wholeCurrencies.has(to.currencyCode));
};

/**
 * A charges group of the catalogue as the charge reads it: its rate in dong per chargeable kilogram
 * (none: the group prices nothing by weight, and a charge by it is refused) and its least freight.
 */
export interface CatalogueChargesGroup {
  readonly ratePerKg?: number | string | null;
  readonly minimumFreight?: number | string | null;
}

/** A catalogue number as the wire or the database gives it (numeric columns may come as text). */
const catalogueNumber = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? undefined : Number(value);

/** The rate a charges group gives, or undefined when it gives none. */
export const rateOfGroup = (group: CatalogueChargesGroup) => {
  const rate = catalogueNumber(group.ratePerKg);
  return rate !== undefined && Number.isFinite(rate) && rate >= 0 ? rate : undefined;
};

/**
 * A charges group's rate for one delivery time (resources/chargeRates.ts): its rate in dong per
 * chargeable kilogram and, where it has one, its least freight.
 */
export interface CatalogueChargeRate {
  readonly deliveryTimeId: number | string;
  readonly ratePerKg: number | string | null;
  readonly minimumFreight?: number | string | null;
}

/** Which rate a charge was priced at: the delivery time's own, or the group's standard rate. */
export type ChargeRateSource = 'deliveryTime' | 'standard';

/**
 * The rate a charge by this group and delivery time is priced at (our design, README "Shipping
 * orders"): the group's rate for that delivery time where it gives one (express costs more than
 * economy), its minimum the rate's own or else the group's; otherwise the group's own `ratePerKg` and
 * `minimumFreight`, which stay its standard rate for every delivery time it prices no differently
 * (and for a charge that names none). A group gives no rate for a delivery time when neither does.
 */
export const rateForDeliveryTime = (
  group: CatalogueChargesGroup,
  rates: readonly CatalogueChargeRate[] = [],
  deliveryTimeId?: number | string | null,
): CatalogueChargesGroup & { readonly source: ChargeRateSource } => {
  const own =
    deliveryTimeId === null || deliveryTimeId === undefined || deliveryTimeId === ''
      ? undefined
      : rates.find((rate) => Number(rate.deliveryTimeId) === Number(deliveryTimeId));
  if (!own) return { ratePerKg: group.ratePerKg, minimumFreight: group.minimumFreight, source: 'standard' };
  const minimum = catalogueNumber(own.minimumFreight);
  return {
    ratePerKg: own.ratePerKg,
    minimumFreight: minimum === undefined ? group.minimumFreight : minimum,
    source: 'deliveryTime',
  };
};

/** What the charge step and the calculator read from the order (or type) and the catalogues. */
export interface CatalogueChargeInput {
  readonly method: CargoShippingMethod;
  readonly pieces: readonly ChargePiece[];
  /** The charges group chosen: its standard rate per chargeable kilogram and minimum, in dong. */
  readonly group: CatalogueChargesGroup;
  /** The group's rates by delivery time (all of them, or only the chosen one's). */
  readonly rates?: readonly CatalogueChargeRate[];
  /** The delivery time chosen: its rate in `rates` prices the freight, else the group's standard. */
  readonly deliveryTimeId?: number | string | null;
  readonly servicesPrice?: number;
  /** The VAT type's `rate`, in percent. */
  readonly vatRate: number;
  /** The currency the customer pays in. */
  readonly currency: CatalogueCurrency;
}

/** A charge from the catalogues, with the rate it was priced at and where that rate came from. */
export interface CatalogueChargeResult extends ChargeResult {
  readonly ratePerKg: number;
  readonly minimumFreight: number;
  readonly rateSource: ChargeRateSource;
}

/**
 * The charge in dong at the rate of the charges group and delivery time (`rateForDeliveryTime`),
 * converted into the chosen catalogue currency at its rate: the operations' charge step
 * (server/shippingOrders/moves.ts), its dialog's quote (src/operations/ChargeQuote.tsx) and the
 * utilities' calculator (src/operations/Utilities.tsx) all call this, so what is quoted is what the
 * charge step records. A group without a rate for the delivery time is refused (`noRate`), never
 * charged at zero.
 */
export const chargeFromCatalogues = (input: CatalogueChargeInput): CatalogueChargeResult => {
  const rate = rateForDeliveryTime(input.group, input.rates, input.deliveryTimeId);
  const ratePerKg = rateOfGroup(rate);
  if (ratePerKg === undefined) throw new ChargeInputError('a charges group without a rate', 'noRate');
  if (!(input.currency.rate > 0)) throw new ChargeInputError('a currency without a rate', 'currency');
  const minimumFreight = catalogueNumber(rate.minimumFreight) ?? 0;
  const result = computeCharge({
    method: input.method,
    pieces: input.pieces,
    ratePerKg,
    minimumFreight,
    servicePrices: [input.servicesPrice ?? 0],
    vatPercent: input.vatRate,
    exchangeRate: 1 / input.currency.rate,
    currency: input.currency.currencyCode,
  });
  return { ...result, ratePerKg, minimumFreight, rateSource: rate.source };
};
