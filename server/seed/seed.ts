import { count } from 'drizzle-orm';
import { catalogueDeclarations, type ResourceDeclaration } from '../../resources/index';
import type { Database } from '../db/database';
import { vacuumDatabase } from '../db/statistics';
import { tableOf } from '../db/tables';
import { seedCustomers } from './customers';
import { seedOrderPackages } from './orderPackages';
import { seedPackageTrackings, seedShipmentParts } from './packageTrackings';
import { seedAuctions } from './auctions';
import { seedEventLogs } from './eventLogs';
import { seedReleaseNotes } from './releaseNotes';
import { seedShippingOrders } from './shippingOrders';
import { seedChargeRates } from './chargeRates';
import { calendarEndOf, seedOrders } from './orders';
import { seedRows, type SeedRow } from './rows';
import { fullSeed, type SeedSize } from './size';

/** Parents before children: a reference's target is seeded before the records that point at it. */
export const insertionOrder = (declarations: readonly ResourceDeclaration[]) => {
  const byName = new Map(declarations.map((declaration) => [declaration.name, declaration]));
  const ordered: ResourceDeclaration[] = [];
  const visit = (declaration: ResourceDeclaration, path: string[]) => {
    if (ordered.includes(declaration)) return;
    if (path.includes(declaration.name))
      throw new Error(`Reference cycle: ${[...path, declaration.name].join(' -> ')}`);
    for (const field of declaration.fields) {
      const target = field.reference ? byName.get(field.reference) : undefined;
      if (target && target !== declaration) visit(target, [...path, declaration.name]);
    }
    ordered.push(declaration);
  };
  for (const declaration of declarations) visit(declaration, []);
  return ordered;
};

const chunkSize = 500;

/**
 * Whether no catalogue has been written yet: the catalogue seed only ever fills an empty database.
 * (Other declared records, such as sellers, are seeded with the orders they belong to.)
 */
export const isEmpty = async (db: Database) => {
  for (const declaration of catalogueDeclarations) {
    const [{ rows }] = await db.select({ rows: count() }).from(tableOf(declaration));
    if (rows > 0) return false;
  }
  return true;
};

/**
 * Fills an empty database with the reference data, in one transaction, in a fixed order: the same
 * ids on every machine. Seed rows name their references by the target's code.
 * Orders and customers are dated up to `calendarEnd` (by default the UTC midnight that starts
 * today, see server/seed/orders.ts).
 * Returns how many records each resource received, or null when the database was not empty.
 */
export const seedDatabase = async (
  db: Database,
  calendarEnd = calendarEndOf(),
  size: SeedSize = fullSeed,
): Promise<Record<string, number> | null> => {
  const seeded = await fillEmptyTables(db, calendarEnd, size);
  // Freshly filled tables have no planner statistics, merged search indexes or visibility map
  // (PGlite never vacuums by itself, and PostgreSQL's autovacuum only after a while): every query
  // would plan on guesses and read more than it needs until then.
  if (seeded) await vacuumDatabase(db);
  return seeded;
};

const fillEmptyTables = async (
  db: Database,
  calendarEnd: number,
  size: SeedSize,
): Promise<Record<string, number> | null> => {
  // Orders have their own emptiness check: a database seeded before they existed receives them.
  const orderCounts = await seedOrders(db, size, calendarEnd);
  // Customers come after the catalogues (their addresses' geography) and the orders (their names).
  if (!(await isEmpty(db))) {
    const customerCounts = await seedCustomers(db, size.customers, calendarEnd);
    // After the orders and the customers: a package names both.
    const packageCounts = await seedPackageTrackings(db);
    const partCounts = await seedShipmentParts(db);
    const orderPackageCounts = await seedOrderPackages(db);
    const releaseNoteCounts = await seedReleaseNotes(db);
    const eventLogCounts = await seedEventLogs(db, size, calendarEnd);
    const auctionCounts = await seedAuctions(db, size, calendarEnd);
    const chargeRateCounts = await seedChargeRates(db);
    // After the catalogues (shippers, consignees...) and the post offices the orders brought.
    const shippingOrderCounts = await seedShippingOrders(db, size.customers, calendarEnd);
    return orderCounts ||
      customerCounts ||
      packageCounts ||
      partCounts ||
      orderPackageCounts ||
      releaseNoteCounts ||
      eventLogCounts ||
      auctionCounts ||
      chargeRateCounts ||
      shippingOrderCounts
      ? {
          ...orderCounts,
          ...customerCounts,
          ...packageCounts,
          ...partCounts,
          ...orderPackageCounts,
          ...releaseNoteCounts,
          ...eventLogCounts,
          ...auctionCounts,
          ...chargeRateCounts,
          ...shippingOrderCounts,
        }
      : null;
  }
  const rows = seedRows();
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const idsByCode = new Map<string, Map<string, number>>();
    for (const declaration of insertionOrder(catalogueDeclarations)) {
      const references = declaration.fields.filter((field) => field.reference);
      const resolve = (row: SeedRow) => {
        const values: Record<string, unknown> = { ...row };
        for (const field of references) {
          const code = row[field.source];
          if (code === undefined || code === null) continue;
          const id = idsByCode.get(field.reference ?? '')?.get(String(code));
          if (id === undefined)
            throw new Error(`Seed ${declaration.name}: no ${field.reference} with code ${code}`);
          values[field.source] = id;
        }
        return values;
      };
      const table = tableOf(declaration);
      const ids = new Map<string, number>();
      const resourceRows = rows[declaration.name] ?? [];
      for (let start = 0; start < resourceRows.length; start += chunkSize) {
        const chunk = resourceRows.slice(start, start + chunkSize).map(resolve);
        const inserted = await tx.insert(table).values(chunk).returning({ id: table.id, code: table.code });
        for (const { id, code } of inserted) ids.set(String(code), Number(id));
      }
      idsByCode.set(declaration.name, ids);
      counts[declaration.name] = resourceRows.length;
    }
  });
  const customerCounts = await seedCustomers(db, size.customers, calendarEnd);
  return {
    ...counts,
    ...orderCounts,
    ...customerCounts,
    ...(await seedPackageTrackings(db)),
    ...(await seedShipmentParts(db)),
    ...(await seedOrderPackages(db)),
    ...(await seedReleaseNotes(db)),
    ...(await seedEventLogs(db, size, calendarEnd)),
    ...(await seedAuctions(db, size, calendarEnd)),
    ...(await seedChargeRates(db)),
    ...(await seedShippingOrders(db, size.customers, calendarEnd)),
  };
};
