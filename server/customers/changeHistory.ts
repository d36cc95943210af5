import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { customerLevelHistory, customerSupportHistory } from '../db/customerTables';
import type { Database } from '../db/database';
import { newestFirst } from '../db/newestFirst';

/** A customer's history table (server/db/customerTables.ts `customerHistory`). */
type HistoryTable = typeof customerLevelHistory | typeof customerSupportHistory;

/** A record one end of a change points to: its table (aliased, one alias for each end) and its name. */
type ChangedRecord = [record: PgTable & { id: AnyPgColumn }, name: AnyPgColumn | SQL];

/**
 * What a history's rows change: the records its `fromId` and `toId` point to, and the word that names
 * them on the wire.
 */
export interface ChangedRecords {
  thing: 'Level' | 'Employee';
  fromId: AnyPgColumn;
  toId: AnyPgColumn;
  from: ChangedRecord;
  to: ChangedRecord;
}

/**
 * A customer's changes of one thing (its level; its supporter or care-by), newest first: each row's
 * own `columns`, what it changed from and to with both named (`from<Thing>Id`, `from<Thing>Name`,
 * `to<Thing>Id`, `to<Thing>Name`; an empty end was nothing), and who changed it when.
 */
export const changeHistory = (
  db: Database,
  history: HistoryTable,
  customerId: number,
  { thing, fromId, toId, from: [from, fromName], to: [to, toName] }: ChangedRecords,
  columns: { [name: string]: AnyPgColumn },
) =>
  db
    .select({
      id: history.id,
      ...columns,
      [`from${thing}Id`]: fromId,
      [`from${thing}Name`]: fromName,
      [`to${thing}Id`]: toId,
      [`to${thing}Name`]: toName,
      changedBy: history.changedBy,
      changedAt: history.changedAt,
    })
    .from(history)
    .leftJoin(from, eq(from.id, fromId))
    .leftJoin(to, eq(to.id, toId))
    .where(eq(history.customerId, customerId))
    .orderBy(...newestFirst(history.changedAt, history.id));
