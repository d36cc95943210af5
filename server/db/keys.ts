import type { BuildExtraConfigColumns } from 'drizzle-orm';
import { snakeCase } from './naming';
import {
  index,
  integer,
  pgTable,
  type AnyPgColumn,
  type ExtraConfigColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';

/** A row's own id, numbered by the database (an identity column). */
export const identityId = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/**
 * Whose rows a table holds (an order's, a customer's, an e-mail's): the key and column of the
 * owner's id, and the end of the name of the index that reads one owner's rows.
 */
export interface Owner<Key extends string> {
  readonly key: Key;
  readonly column: string;
  readonly references: () => AnyPgColumn;
  readonly index: string;
}

/**
 * The owner whose id a table keeps as `key`: `ownerOf('orderId', () => orders.id)` is kept in the
 * column `order_id` and read by the index `<table>_order`.
 */
export const ownerOf = <Key extends `${string}Id`>(key: Key, references: () => AnyPgColumn): Owner<Key> => ({
  key,
  column: snakeCase(key),
  references,
  index: snakeCase(key.slice(0, -'Id'.length)),
});

/** The id of the row that owns this one (an order's event, a package's orders): deleted with it. */
export const ownedBy = ({ column, references }: Owner<string>) =>
  integer(column).notNull().references(references, { onDelete: 'cascade' });

type OwnedColumns<Key extends string, Columns> = { id: ReturnType<typeof identityId> } & {
  [K in Key]: ReturnType<typeof ownedBy>;
} & Columns;

/**
 * A table of rows that belong to one row of another (an order's lines, documents and e-mails, a
 * customer's addresses and money moves, an e-mail's attachments): its own id, the owner's id
 * (deleted with the owner), its `columns`, and the index `<name>_<owner.index>` that reads one
 * owner's rows by `readBy` then id; `indexes` adds the table's other indexes.
 */
export const ownedTable = <
  Name extends string,
  Key extends string,
  Columns extends Record<string, PgColumnBuilderBase>,
>(
  name: Name,
  owner: Owner<Key>,
  columns: Columns,
  {
    readBy = [],
    indexes = () => [],
  }: {
    readonly readBy?: readonly (keyof Columns & string)[];
    readonly indexes?: (
      table: BuildExtraConfigColumns<Name, OwnedColumns<Key, Columns>, 'pg'>,
    ) => PgTableExtraConfigValue[];
  } = {},
) =>
  pgTable(
    name,
    {
      id: identityId(),
      ...({ [owner.key]: ownedBy(owner) } as {
        [K in Key]: ReturnType<typeof ownedBy>;
      }),
      ...columns,
    } as OwnedColumns<Key, Columns>,
    (table) => {
      const column = (key: string) => (table as Record<string, ExtraConfigColumn>)[key]!;
      return [
        index(`${name}_${owner.index}`).on(column(owner.key), ...[...readBy, 'id'].map(column)),
        ...indexes(table),
      ];
    },
  );
