import { desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The order of every history and money list: newest first by its moment, then by id, so rows of the
 * same moment keep one order from page to page (each such list has an index on the two, newest first).
 */
export const newestFirst = (at: AnyPgColumn, id: AnyPgColumn): [SQL, SQL] => [desc(at), desc(id)];
