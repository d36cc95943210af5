import { integer, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A row's own id, numbered by the database (an identity column). */
export const identityId = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** The row that owns this one (an order's event, a package's orders): required, deleted with it. */
export const ownedBy = (column: string, owner: () => AnyPgColumn) =>
  integer(column).notNull().references(owner, { onDelete: 'cascade' });
