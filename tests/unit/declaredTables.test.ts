import { getTableColumns } from 'drizzle-orm';
import { integer, pgTable, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { customerAddressDeclaration, customerDeclaration } from '../../resources/customers';
import type { FieldDeclaration, ResourceDeclaration } from '../../resources/index';
import { customerAddresses, customers, notificationAttachments } from '../../server/db/customerTables';
import { orderEmailAttachments } from '../../server/db/orderTables';
import { fieldColumn } from '../../server/db/tables';

/**
 * The tables written by hand that store a declared record (issue 28): each declared field's column
 * is the one the generated tables would give it (server/db/tables.ts `fieldColumn`): the same SQL
 * type, the same length, null where the field may be absent. A column that holds less than its
 * field accepts fails a write the schema let through; one that holds more lets the two drift.
 * A new hand-written table of a declared record adds a row here.
 */
const checkedTables: readonly {
  table: string;
  columns: PgTable;
  declaration: ResourceDeclaration;
  /** Declared fields the table does not store: joined or computed on read. */
  notStored: readonly string[];
  /**
   * Optional fields whose column is never null because the area's write fills it when the call
   * leaves it out (where a declared `defaultValue` would start the form from it too).
   */
  filledByServer?: readonly string[];
}[] = [
  {
    table: 'customers',
    columns: customers,
    declaration: customerDeclaration,
    notStored: [],
    // A new customer without a level starts at the lowest (server/customers/customerCalls.ts).
    filledByServer: ['levelId'],
  },
  {
    table: 'customer_addresses',
    columns: customerAddresses,
    declaration: customerAddressDeclaration,
    // The address line the tab lists: the street and the names of its places, joined on read.
    notStored: ['location'],
    // A customer's first address is its default (server/customers/addresses.ts).
    filledByServer: ['isDefault'],
  },
];

/** What a column is, as far as a declaration says: its SQL type, its length and its nullability. */
const shapeOf = (column: PgColumn) => ({
  type: column.getSQLType(),
  notNull: column.notNull,
});

/**
 * The SQL type a field's column may have: the generated one; for an enum of no declared length,
 * text or any varchar that holds its longest choice.
 */
const typeAgrees = (field: FieldDeclaration, declared: string, stored: string) => {
  if (declared === stored) return true;
  if (field.type !== 'enum' || field.maxLength !== undefined) return false;
  const length = /^varchar\((\d+)\)$/.exec(stored)?.[1];
  return (
    length !== undefined &&
    Math.max(...(field.choices ?? []).map((choice) => choice.length)) <= Number(length)
  );
};

const anyTarget = pgTable('any_target', { id: integer('id') });

describe('hand-written tables against their declarations', () => {
  it.each(checkedTables)(
    '$table stores each of its fields as declared',
    ({ columns, declaration, notStored, filledByServer = [] }) => {
      const stored = getTableColumns(columns) as Record<string, PgColumn>;
      const expected = getTableColumns(
        pgTable(
          'expected',
          Object.fromEntries(
            declaration.fields
              .filter((field) => !notStored.includes(field.source))
              .map((field) => [field.source, fieldColumn(field, () => anyTarget.id)]),
          ),
        ),
      ) as Record<string, PgColumn>;
      const disagreements = Object.entries(expected).flatMap(([source, column]) => {
        const actual = stored[source];
        if (!actual) return [`${source}: no column`];
        const [want, have] = [shapeOf(column), shapeOf(actual)];
        const field = declaration.fields.find((each) => each.source === source)!;
        const notNull = want.notNull || filledByServer.includes(source);
        return typeAgrees(field, want.type, have.type) && notNull === have.notNull
          ? []
          : [`${source}: declared ${JSON.stringify(want)}, column ${JSON.stringify(have)}`];
      });
      expect(disagreements).toEqual([]);
    },
  );

  it('names only declared fields as not stored or filled by the server', () => {
    for (const { declaration, notStored, filledByServer = [] } of checkedTables)
      for (const source of [...notStored, ...filledByServer])
        expect(declaration.fields.map((field) => field.source)).toContain(source);
  });

  it('keeps an e-mail attachment the same in both outboxes', () => {
    const shapes = (table: PgTable) =>
      Object.fromEntries(
        ['name', 'contentType', 'size', 'content'].map((key) => [
          key,
          shapeOf((getTableColumns(table) as Record<string, PgColumn>)[key]),
        ]),
      );
    expect(shapes(notificationAttachments)).toEqual(shapes(orderEmailAttachments));
  });

  it('fails on a column that holds less than its field', () => {
    const narrow = pgTable('narrow', {
      countryCode: fieldColumn(
        { source: 'countryCode', type: 'text', maxLength: 2, required: true },
        () => anyTarget.id,
      ),
    });
    const wide = fieldColumn(
      { source: 'countryCode', type: 'text', maxLength: 10, required: true },
      () => anyTarget.id,
    );
    expect(shapeOf(getTableColumns(narrow).countryCode as PgColumn)).not.toEqual(
      shapeOf(getTableColumns(pgTable('wide', { countryCode: wide })).countryCode as PgColumn),
    );
  });
});
