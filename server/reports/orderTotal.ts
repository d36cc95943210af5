import { sql } from 'drizzle-orm';
import { orders } from '../db/orderTables';

/**
 * An order's total in dong, as every report shows it: its marketplace's currency times the rate it
 * was bought at (the purchase report's total, a late report's amount).
 */
export const orderTotalVnd = sql<number>`round(${orders.total} * coalesce(${orders.exchangeRate}, 1))`;
