import { and, eq } from 'drizzle-orm';
import { customers } from '../db/customerTables';
import type { Database } from '../db/database';
import { conflict } from '../http/apiError';
import type { CustomerRow } from './records';

export type CustomerChange = Partial<Omit<CustomerRow, 'id' | 'version'>>;

/** Writes `values` on a locked customer: a new version, the update time; nothing when nothing changes. */
export const applyCustomerChange = async (tx: Database, row: CustomerRow, values: CustomerChange) => {
  const changed = Object.entries(values).some(
    ([key, value]) => row[key as keyof CustomerRow] !== value && value !== undefined,
  );
  if (!changed) return row;
  const [updated] = await tx
    .update(customers)
    .set({ ...values, version: row.version + 1, updatedAt: new Date() })
    .where(and(eq(customers.id, row.id), eq(customers.version, row.version)))
    .returning();
  if (!updated) throw conflict();
  return updated;
};
