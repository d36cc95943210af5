import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from './database';

/**
 * The rows under each of a list's records (a notification's attachments, a shipment's events, the
 * orders a package holds, a shipping order's timeline), read in one query for the whole list rather
 * than one per record, and not at all for an empty list. `read` reads the rows under the given ids
 * (`rowsUnder` where they are one table's); `parentOf` says whose a row is. The answer gives the rows
 * under one id, in the order `read` gave them.
 */
export const childRows = async <Child>(
  parentIds: readonly number[],
  read: (ids: number[]) => Promise<Child[]>,
  parentOf: (child: Child) => number,
): Promise<(parentId: number) => Child[]> => {
  const byParent = new Map<number, Child[]>();
  for (const child of parentIds.length ? await read([...parentIds]) : []) {
    const id = parentOf(child);
    const siblings = byParent.get(id);
    if (siblings) siblings.push(child);
    else byParent.set(id, [child]);
  }
  return (parentId) => byParent.get(parentId) ?? [];
};

/**
 * A `read` for childRows from one table: the `fields` of its rows whose `parent` column holds one of
 * the ids, in `order`.
 */
export const rowsUnder =
  <Fields extends SelectedFields>(
    db: Database,
    parent: PgColumn,
    fields: Fields,
    ...order: (PgColumn | SQL)[]
  ) =>
  (ids: number[]): Promise<SelectResultFields<Fields>[]> =>
    // Drizzle cannot type a select of fields that are still generic: the rows are what `fields` selects.
    db
      .select(fields)
      .from(parent.table)
      .where(inArray(parent, ids))
      .orderBy(...order) as never;
