import { desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';

/**
 * The order of the history and money lists: newest first by their moment, then by id, so rows of the
 * same moment keep one order from page to page.
 */
export const newestFirst = (at: AnyPgColumn, id: AnyPgColumn): [SQL, SQL] => [desc(at), desc(id)];

/** A page of `query` (a Drizzle select made `$dynamic()`), newest first: `limit` rows from `offset`. */
export const newestPage = <Query extends PgSelect>(
  query: Query,
  [at, id]: [AnyPgColumn, AnyPgColumn],
  limit: number,
  offset: number,
) =>
  query
    .orderBy(...newestFirst(at, id))
    .limit(limit)
    .offset(offset);
