import { desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The order of the history and money lists: newest first by their moment, then by id, so rows of the
 * same moment keep one order from page to page.
 */
export const newestFirst = (at: AnyPgColumn, id: AnyPgColumn): [SQL, SQL] => [desc(at), desc(id)];
