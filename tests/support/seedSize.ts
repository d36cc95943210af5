import type { SeedSize } from '../../server/seed/size';

/**
 * The tests' seed (tests/support/globalSetup.ts): the app's catalogues with a fifth of its orders and
 * under a third of its customers. At the app's size, seeding took 65 s of CI's critical path on PGlite
 * (50 s on PostgreSQL) and every server file copied a 220 MB folder; what the tests check (every
 * stage and family, searches, paging to the last row, exports in several batches) needs every kind of
 * record, not a year of them. The benchmarks (bench/) measure the app's size.
 */
export const testSeedSize: SeedSize = { orders: 4_000, customers: 1_500 };
