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

/** The rows a seed writes, under its own name for each of its tables. */
export type SeedRows<Tables extends Record<string, PgTable>> = {
  [Name in keyof Tables]: Insert<Tables[Name]>[];
};

/** Bytes do not travel in the JSON document: a table of files (e-mail attachments, few) takes plain parameters. */
const holdsBytes = (table: PgTable) =>
  Object.values(getTableColumns(table)).some((column) => column.getSQLType() === 'bytea');

/**
 * Writes a seed's rows table by table, in the order `tables` names them (a table before those that
 * reference it), then starts each identity after the ids the seed assigned. Returns how many rows
 * each table received, by the table's name.
 */
export const insertSeedRows = async <Tables extends Record<string, PgTable>>(
  db: Database,
  tables: Tables,
  rows: SeedRows<Tables>,
): Promise<Record<string, number>> => {
  const entries = Object.entries(tables);
  for (const [name, table] of entries) {
    const values: Insert<PgTable>[] = rows[name];
    if (!holdsBytes(table)) await insertAll(db, table, values);
    else
      for (let start = 0; start < values.length; start += 500)
        await db.insert(table).values(values.slice(start, start + 500));
  }
  for (const [, table] of entries)
    if ('id' in getTableColumns(table)) await advanceIdentity(db, getTableName(table));
  return Object.fromEntries(entries.map(([name, table]) => [getTableName(table), rows[name].length]));
};
