/**
 * How many orders and customers the seed writes; the catalogues, sellers, packages and the rest
 * follow from them. The app seeds a year of a busy office (`fullSeed`); the tests seed a smaller
 * office (tests/support/globalSetup.ts), which every server test file then copies.
 */
export interface SeedSize {
  orders: number;
  customers: number;
}

export const fullSeed: SeedSize = { orders: 20_000, customers: 5_000 };

/** Orders are placed by the first four fifths of the customers: the others have none yet. */
export const orderingCustomers = (size: SeedSize) => Math.round(size.customers * 0.8);
