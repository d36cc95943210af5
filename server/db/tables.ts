import {
  type AnyPgColumn,
  boolean,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumn,
  type PgColumnBuilderBase,
  pgTable,
  type PgTableWithColumns,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { keywordSources, listFields, resourceDeclarations } from '../../resources/index';
import type { FieldDeclaration, ResourceDeclaration } from '../../resources/index';
import { snakeCase } from './naming';
import { identityId } from './keys';

/**
 * One table per declaration, built in a loop: a new catalogue gets its table (and, through
 * `npm run db:generate`, its migration) from its declaration alone.
 */
export type ResourceTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: Record<string, PgColumn>;
  dialect: 'pg';
}>;

export const tableName = (declaration: ResourceDeclaration) =>
  declaration.table ?? snakeCase(declaration.name);

/** Declared fields that are list columns the user may sort by. */
export const sortableFields = (declaration: ResourceDeclaration) =>
  listFields(declaration).filter((field) => field.sortable ?? true);

export const filterFields = (declaration: ResourceDeclaration) =>
  declaration.fields.filter((field) => field.filter === true);

const hasField = (declaration: ResourceDeclaration, source: string) =>
  declaration.fields.some((field) => field.source === source);

const textColumn = (name: string, field: FieldDeclaration) =>
  field.maxLength ? varchar(name, { length: field.maxLength }) : text(name);

type ColumnFactory = (
  name: string,
  field: FieldDeclaration,
  target: () => AnyPgColumn,
) => PgColumnBuilderBase;

const columnFactories: Record<FieldDeclaration['type'], ColumnFactory> = {
  text: textColumn,
  textarea: textColumn,
  email: textColumn,
  phone: textColumn,
  url: textColumn,
  enum: textColumn,
  status: textColumn,
  keyValues: (name) => jsonb(name),
  imageList: (name) => text(name),
  number: (name, field) => (field.integer ? integer(name) : numeric(name, { mode: 'number' })),
  money: (name) => numeric(name, { precision: 18, scale: 2, mode: 'number' }),
  duration: (name) => integer(name),
  boolean: (name) => boolean(name),
  date: (name) => date(name, { mode: 'string' }),
  datetime: (name) => timestamp(name, { withTimezone: true, mode: 'date' }),
  reference: (name, _field, target) => integer(name).references(target),
};

type Builder = PgColumnBuilderBase & {
  notNull(): Builder;
  default(value: unknown): Builder;
};

export const fieldColumn = (field: FieldDeclaration, target: () => AnyPgColumn) => {
  let column = columnFactories[field.type](snakeCase(field.source), field, target) as Builder;
  // A field with a default is never absent, so it is never null either (booleans above all).
  if (field.required || field.defaultValue !== undefined) column = column.notNull();
  if (field.defaultValue !== undefined) column = column.default(field.defaultValue);
  return column;
};

const buildTable = (declaration: ResourceDeclaration, tables: Map<string, ResourceTable>): ResourceTable => {
  const name = tableName(declaration);
  const target = (field: FieldDeclaration) => () => {
    const referenced = tables.get(field.reference ?? '');
    if (!referenced)
      throw new Error(`${declaration.name}.${field.source} references unknown resource ${field.reference}`);
    return referenced.id;
  };
  const columns: Record<string, PgColumnBuilderBase> = {
    id: identityId(),
  };
  for (const field of declaration.fields) columns[field.source] = fieldColumn(field, target(field));
  columns.version = integer('version').notNull().default(1);
  columns.createdAt = timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
  columns.updatedAt = timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

  return pgTable(name, columns, (table) => {
    const column = (source: string) => (table as Record<string, PgColumn>)[source];
    const defaultSort = declaration.sort?.field ?? 'id';
    const indexes = [];
    for (const field of declaration.fields.filter((candidate) => candidate.unique)) {
      indexes.push(uniqueIndex(`${name}_${snakeCase(field.source)}_unique`).on(column(field.source)));
    }
    for (const { fields: sources } of declaration.uniqueTogether ?? []) {
      const [first, ...rest] = sources.map(column);
      indexes.push(uniqueIndex(`${name}_${sources.map(snakeCase).join('_')}_unique`).on(first!, ...rest));
    }
    // Filters combine with the default order, so the page comes straight off the index.
    for (const field of filterFields(declaration).filter((candidate) => !candidate.unique)) {
      const sortColumns = defaultSort === field.source || defaultSort === 'id' ? [] : [column(defaultSort)];
      indexes.push(
        index(`${name}_${snakeCase(field.source)}_filter`).on(
          column(field.source),
          ...sortColumns,
          column('id'),
        ),
      );
    }
    for (const field of sortableFields(declaration).filter(
      (candidate) => !candidate.unique && !candidate.filter,
    )) {
      indexes.push(index(`${name}_${snakeCase(field.source)}_sort`).on(column(field.source), column('id')));
    }
    // Keyword search is a case-insensitive "contains": trigram indexes keep it fast on big tables.
    for (const source of keywordSources(declaration).filter((candidate) =>
      hasField(declaration, candidate),
    )) {
      indexes.push(
        index(`${name}_${snakeCase(source)}_trgm`).using(
          'gin',
          (column(source) as ExtraConfigColumn).op('gin_trgm_ops'),
        ),
      );
    }
    return indexes;
  }) as unknown as ResourceTable;
};

const buildTables = (declarations: readonly ResourceDeclaration[]) => {
  const tables = new Map<string, ResourceTable>();
  for (const declaration of declarations) tables.set(declaration.name, buildTable(declaration, tables));
  return tables;
};

/** Tables by resource name. */
export const resourceTables: ReadonlyMap<string, ResourceTable> = buildTables(
  resourceDeclarations.filter((declaration) => !declaration.computed),
);

export const tableOf = (declaration: ResourceDeclaration) => {
  const table = resourceTables.get(declaration.name);
  if (!table) throw new Error(`No table for resource ${declaration.name}`);
  return table;
};

/** Tables keyed by table name, as drizzle-kit and drizzle() expect a schema module. */
export const schema = Object.fromEntries(
  resourceDeclarations
    .filter((declaration) => !declaration.computed)
    .map((declaration) => [tableName(declaration), tableOf(declaration)]),
);
