import { and, eq } from 'drizzle-orm';
import { customers } from '../db/customerTables';
import type { Database } from '../db/database';
import { conflict } from '../http/apiError';
import { customerById, lockCustomer, type CustomerRow } from './records';

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

export interface CustomerWrite {
  customerId: number;
  /** The version the user loaded; another stored one answers 409. Omitted: no staleness check. */
  version?: number;
  /**
   * Computes the change inside the transaction with the customer locked; writes its own history
   * or finance rows through `tx`.
   */
  change(tx: Database, row: CustomerRow): Promise<CustomerChange> | CustomerChange;
}

/**
 * Every write of one customer goes through here: the row locked (SELECT ... FOR UPDATE), its version
 * compared, the change and whatever history or finance rows it writes in ONE transaction; the
 * answer is the record as it now is.
 */
export const writeCustomer = async (db: Database, write: CustomerWrite) => {
  const id = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const row = await lockCustomer(tx, write.customerId);
    if (write.version !== undefined && row.version !== write.version) throw conflict();
    const values = await write.change(tx, row);
    await applyCustomerChange(tx, row, values);
    return row.id;
  });
  return customerById(db, id);
};
