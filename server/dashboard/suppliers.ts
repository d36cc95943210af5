import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DashboardSupplier } from '../../contract/dashboard';
import type { Database } from '../db/database';
import { containsPattern } from '../db/keywordSearch';
import { orders, suppliers } from '../db/orderTables';
import { readableStages } from './figures';

/** What the supplier look-up returns at most, as the catalogues' select look-ups. */
export const supplierKeywordTake = 20;

const supplierColumns = {
  id: suppliers.id,
  code: suppliers.code,
  name: suppliers.name,
  active: suppliers.active,
};

/**
 * The suppliers a purchaser works with: those of the orders whose purchaser is that account, with
 * how many of its orders (that the caller may read) each paid, most used first. One grouped query
 * over the purchaser index.
 */
export const suppliersOfAccount = async (
  db: Database,
  accountId: string,
  roles: readonly string[],
): Promise<DashboardSupplier[]> => {
  const statuses = readableStages(roles).flatMap((stage) => [...stage.statuses]);
  if (statuses.length === 0) return [];
  const orderCount = sql<number>`count(*)::int`;
  // The declared table (resources/buying.ts) types its columns loosely: the rows are these.
  return (await db
    .select({ ...supplierColumns, orderCount })
    .from(orders)
    .innerJoin(suppliers, eq(orders.supplierId, suppliers.id))
    .where(and(eq(orders.purchaser, accountId), inArray(orders.status, statuses)))
    .groupBy(suppliers.id)
    .orderBy(desc(orderCount), asc(suppliers.code))) as DashboardSupplier[];
};

/** Suppliers whose code or name contains the keyword (any case), by code; at most 20. */
export const suppliersByKeyword = async (db: Database, keyword: string): Promise<DashboardSupplier[]> => {
  const pattern = containsPattern(keyword.trim());
  return (await db
    .select(supplierColumns)
    .from(suppliers)
    .where(or(ilike(suppliers.code, pattern), ilike(suppliers.name, pattern)))
    .orderBy(asc(suppliers.code))
    .limit(supplierKeywordTake)) as DashboardSupplier[];
};

export const allSuppliers = async (db: Database): Promise<DashboardSupplier[]> =>
  (await db.select(supplierColumns).from(suppliers).orderBy(asc(suppliers.code))) as DashboardSupplier[];
