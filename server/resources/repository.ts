import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { keywordSources, type ResourceDeclaration } from '../../resources/index';
import type { Database } from '../db/database';
import { containsPattern, keywordTooShortForIndexes } from '../db/keywordSearch';
import { listTotal, readPage, type ListTotal } from '../db/listTotal';
import { tableOf, type ResourceTable } from '../db/tables';
import type { Row } from './records';

export interface Query {
  keyword?: string;
  /** Column equality filters, by field source. */
  filters?: Record<string, unknown>;
  /** Range filters, by field source: from (included) and to (included; a date takes its whole day). */
  ranges?: Record<string, { from?: string; to?: string }>;
  ids?: number[];
  activeOnly?: boolean;
  sortBy?: string;
  sortDesc?: boolean;
  limit?: number;
  offset?: number;
}

export { exactCountLimit } from '../db/listTotal';

export interface ListPage extends ListTotal {
  items: Row[];
}

/** Reads and writes of one declared resource's table. */
export class Repository {
  /**
   * `ownTable`: the area's own, for a declaration without a generated one (server/resources/rules.ts).
   * A declaration whose rules read what they answer themselves (the menus: server/menu/area.ts) has
   * neither, and its repository is never asked for one.
   */
  constructor(
    readonly declaration: ResourceDeclaration,
    readonly db: Database,
    readonly ownTable?: ResourceTable,
  ) {}

  get table(): ResourceTable {
    return this.ownTable ?? tableOf(this.declaration);
  }

  /** The same resource's repository on another connection (a transaction). */
  on(db: Database) {
    return new Repository(this.declaration, db, this.ownTable);
  }

  /** The boolean field `activates` switches and selects read active records by. */
  private get activeSource() {
    return this.declaration.activeField ?? 'active';
  }

  private column(source: string): PgColumn {
    return this.table[source] as PgColumn;
  }

  private has(source: string) {
    return this.declaration.fields.some((field) => field.source === source);
  }

  private where({ keyword, filters = {}, ranges = {}, ids, activeOnly }: Query): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    const searched = keywordSources(this.declaration);
    if (keyword?.trim() && searched.length > 0) {
      const pattern = containsPattern(keyword.trim());
      conditions.push(or(...searched.map((source) => ilike(this.column(source), pattern))));
    }
    for (const [source, value] of Object.entries(filters)) {
      if (value !== undefined) conditions.push(eq(this.column(source), value));
    }
    for (const [source, { from, to }] of Object.entries(ranges)) {
      if (from) conditions.push(gte(this.column(source), this.rangeValue(source, from)));
      if (to) conditions.push(lt(this.column(source), this.rangeValue(source, to, 1)));
    }
    if (ids) conditions.push(inArray(this.column('id'), ids));
    if (activeOnly && this.has(this.activeSource)) conditions.push(eq(this.column(this.activeSource), true));
    return and(...conditions);
  }

  /** A range end as its column compares it: the day (plus `days`) for a date, its start for a datetime. */
  private rangeValue(source: string, day: string, days = 0): string | Date {
    const start = new Date(`${day.slice(0, 10)}T00:00:00Z`);
    start.setUTCDate(start.getUTCDate() + days);
    const field = this.declaration.fields.find((candidate) => candidate.source === source);
    return field?.type === 'datetime' ? start : start.toISOString().slice(0, 10);
  }

  /** The list order: the requested column, else the declared default; id last so pages are stable. */
  private orderBy({ sortBy, sortDesc }: Query) {
    const direction = sortDesc ? desc : asc;
    const fallback = this.declaration.sort;
    const first = sortBy ?? fallback?.field;
    const firstDirection = sortBy ? direction : fallback?.order === 'DESC' ? desc : asc;
    const order =
      first && first === fallback?.field && fallback.fromNow && firstDirection === asc
        ? this.fromNow(this.column(first))
        : first && first !== 'id'
          ? [firstDirection(this.column(first))]
          : [];
    return [...order, (first === 'id' ? firstDirection : asc)(this.column('id'))];
  }

  /** A datetime ascending from the present (the declaration's `sort.fromNow`): ahead, soonest first; then past, latest first. */
  private fromNow(column: PgColumn): SQL[] {
    const ahead = sql`coalesce(${column} > now(), false)`;
    return [desc(ahead), asc(sql`case when ${ahead} then ${column} end`), desc(column)];
  }

  async list(query: Query): Promise<ListPage> {
    const where = this.where(query);
    if (query.limit === undefined) {
      const [items, counted] = await Promise.all([this.select(query), listTotal(this.db, this.table, where)]);
      return { items, ...counted };
    }
    const page = {
      skip: query.offset ?? 0,
      take: query.limit,
      countReadsEveryRow: keywordTooShortForIndexes(query.keyword),
    };
    return readPage(this.db, this.table, where, page, (limit) => this.select({ ...query, limit }));
  }

  select(query: Query): Promise<Row[]> {
    let statement = this.db
      .select()
      .from(this.table)
      .where(this.where(query))
      .orderBy(...this.orderBy(query))
      .$dynamic();
    if (query.limit !== undefined) statement = statement.limit(query.limit);
    if (query.offset) statement = statement.offset(query.offset);
    return statement;
  }

  /** Active records for selects: by display order, then name, when the resource has them. */
  selectOptions(query: Omit<Query, 'sortBy' | 'sortDesc' | 'activeOnly'>): Promise<Row[]> {
    const order = ['displayOrder', 'name']
      .filter((source) => this.has(source))
      .map((source) => asc(this.column(source)));
    let statement = this.db
      .select()
      .from(this.table)
      .where(this.where({ ...query, activeOnly: true }))
      .orderBy(...order, asc(this.column('id')))
      .$dynamic();
    if (query.limit !== undefined) statement = statement.limit(query.limit);
    return statement;
  }

  async find(id: number): Promise<Row | undefined> {
    const [row] = await this.db
      .select()
      .from(this.table)
      .where(eq(this.column('id'), id));
    return row;
  }

  /** The record, locked until the transaction ends (call inside one). */
  async lock(id: number): Promise<Row | undefined> {
    const [row] = await this.db
      .select()
      .from(this.table)
      .where(eq(this.column('id'), id))
      .for('update');
    return row;
  }

  /** The records, locked until the transaction ends, in id order (two such calls cannot deadlock). */
  async lockMany(ids: readonly number[]): Promise<Row[]> {
    return this.db
      .select()
      .from(this.table)
      .where(inArray(this.column('id'), [...ids]))
      .orderBy(asc(this.column('id')))
      .for('update');
  }

  async insert(values: Row): Promise<Row> {
    const [row] = await this.db.insert(this.table).values(values).returning();
    return row;
  }

  /** Updates when the stored version is still `version`; undefined when someone else wrote first. */
  async update(id: number, version: number, values: Row): Promise<Row | undefined> {
    const [row] = await this.db
      .update(this.table)
      .set({ ...values, version: sql`${this.column('version')} + 1`, updatedAt: new Date() })
      .where(and(eq(this.column('id'), id), eq(this.column('version'), version)))
      .returning();
    return row;
  }

  async deleteMany(ids: number[]): Promise<number> {
    const rows = await this.db
      .delete(this.table)
      .where(inArray(this.column('id'), ids))
      .returning({ id: this.column('id') });
    return rows.length;
  }

  /** Switches the records on or off; only a record that changes gets a new version. */
  async setActive(ids: number[], active: boolean): Promise<number> {
    const [column, version] = [this.column(this.activeSource), this.column('version')];
    const rows = await this.db
      .update(this.table)
      .set({
        [this.activeSource]: active,
        version: sql`case when ${column} = ${active} then ${version} else ${version} + 1 end`,
        updatedAt: new Date(),
      })
      .where(inArray(this.column('id'), ids))
      .returning({ id: this.column('id') });
    return rows.length;
  }

  /** Whether another record already holds this value in a unique field. */
  /**
   * Whether another record than `exceptId` has these values (by field source); an empty value
   * matches an empty one.
   */
  async taken(values: Record<string, unknown>, exceptId?: number): Promise<boolean> {
    const conditions = Object.entries(values).map(([source, value]) =>
      value === null || value === undefined ? isNull(this.column(source)) : eq(this.column(source), value),
    );
    if (exceptId) conditions.push(ne(this.column('id'), exceptId));
    const rows = await this.db
      .select({ id: this.column('id') })
      .from(this.table)
      .where(and(...conditions))
      .limit(1);
    return rows.length > 0;
  }

  async exists(id: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: this.column('id') })
      .from(this.table)
      .where(eq(this.column('id'), id))
      .limit(1);
    return rows.length > 0;
  }
}
