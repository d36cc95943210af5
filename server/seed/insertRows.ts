import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';

export type Insert<T extends PgTable> = T['$inferInsert'];

const chunkSize = 5_000;

/**
 * Rows go to the database as one JSON document per chunk, unpacked by PostgreSQL itself: a single
 * parameter instead of tens of thousands, several times faster than a multi-row VALUES list. Only
 * the columns the rows carry are named, so the others take their defaults.
 */
export const insertAll = async <T extends PgTable>(db: Database, table: T, values: Insert<T>[]) => {
  if (values.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(values[0]);
  const names = sql.raw(keys.map((key) => `"${columns[key].name}"`).join(', '));
  const tableName = sql.raw(`"${getTableName(table)}"`);
  for (let start = 0; start < values.length; start += chunkSize) {
    const chunk = values
      .slice(start, start + chunkSize)
      .map((row) =>
        Object.fromEntries(keys.map((key) => [columns[key].name, (row as Record<string, unknown>)[key]])),
      );
    await db.execute(
      sql`insert into ${tableName} (${names}) select ${names} from json_populate_recordset(null::${tableName}, ${JSON.stringify(chunk)}::json)`,
    );
  }
};

/** Identity columns start after the ids the seed assigned. */
export const advanceIdentity = (db: Database, table: string) =>
  db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
    ),
  );
