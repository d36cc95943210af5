import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A list's equality filters: for each filter named in `columns` that has a value, its column equals
 * it; a filter not given (absent, null or empty) adds no condition. The lists, reports and money
 * screens spread these into their `and(...)` beside their range and keyword conditions.
 */
export const equalTo = <Filters extends object>(
  filters: Filters,
  columns: Partial<Record<keyof Filters & string, AnyPgColumn>>,
): (SQL | undefined)[] =>
  Object.entries(columns).map(([key, column]) => {
    const value = (filters as Record<string, unknown>)[key];
    return value === undefined || value === null || value === ''
      ? undefined
      : eq(column as AnyPgColumn, value);
  });
