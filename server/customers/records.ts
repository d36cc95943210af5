import { and, asc, desc, eq, getTableColumns, gt, gte, ilike, lt, or, sql, SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import {
  customerAddresses,
  customerLevels,
  customers,
  customerStandardFees,
  employees,
} from '../db/customerTables';
import type { Database } from '../db/database';
import { readPage, type ListTotal } from '../db/listTotal';
import type { ResourceTable } from '../db/tables';
import { ApiError } from '../http/apiError';
import { containsPattern, keywordTooShortForIndexes } from '../db/keywordSearch';
import { defaultStandardFees, marketplaces } from '../../contract/customers';
import type { CustomerSortKey } from '../../resources/customers';

/** The customer list's query values (GetCustomers; ExportExcel takes the same minus paging). */
export interface CustomerFilters {
  keyword?: string;
  sortBy?: string;
  sortDesc?: boolean;
  levelId?: number;
  supporterId?: number;
  countryCode?: string;
  bidActive?: boolean;
  tranActive?: boolean;
  createdFrom?: string;
  createdTo?: string;
}

export const maxCustomerTake = 500;

/** The customers' table as the generic repository (server/resources/repository.ts) reads it. */
export const customerTable = customers as unknown as ResourceTable;

const supporter = alias(employees, 'supporter');
const careBy = alias(employees, 'care_by');

/** The wire record's columns: the row, its level's and employees' names, whether it has an address. */
const recordColumns = {
  ...getTableColumns(customers),
  levelName: customerLevels.name,
  // The level's other names: the screens and the export name it in the interface language
  // (resources/types.ts `localizedValue`).
  levelNameEn: customerLevels.nameEn,
  levelNameJa: customerLevels.nameJa,
  supporterName: supporter.name,
  careByName: careBy.name,
  hasAddress: sql<boolean>`exists (select 1 from ${customerAddresses} where ${customerAddresses.customerId} = ${customers.id})`,
};

const selectRecords = (db: Database) =>
  db
    .select(recordColumns)
    .from(customers)
    .innerJoin(customerLevels, eq(customerLevels.id, customers.levelId))
    .leftJoin(supporter, eq(supporter.id, customers.supporterId))
    .leftJoin(careBy, eq(careBy.id, customers.careById));

type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];
export type CustomerRow = typeof customers.$inferSelect;

/** A customer as the wire carries it (contract: "Customer record"). */
export const toCustomerRecord = ({ updatedAt: _updatedAt, ...row }: RecordRow) => ({
  ...row,
  hasAddress: Boolean(row.hasAddress),
  hasPhone: Boolean(row.phone),
  hasEmail: Boolean(row.email),
  createdDate: row.createdDate.toISOString(),
  codeCreatedDate: row.codeCreatedDate.toISOString(),
});
export type CustomerRecord = ReturnType<typeof toCustomerRecord>;

export const customerNotFound = () => new ApiError(404, 'kago.server.notFound');

/** One customer's record by a condition on the customers table (id, accountId...). */
export const readCustomer = async (db: Database, where: SQL) => {
  const [row] = await selectRecords(db).where(where);
  if (!row) throw customerNotFound();
  return toCustomerRecord(row);
};

export const customerById = (db: Database, id: number) => readCustomer(db, eq(customers.id, id));

/** The customer's row locked for the rest of the transaction: every write of a customer starts here. */
export const lockCustomer = async (tx: Database, id: number): Promise<CustomerRow> => {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
  if (!row) throw customerNotFound();
  return row;
};

/** The id of the customer with this sign-in account number. */
export const customerIdOfAccount = async (db: Database, accountId: number) => {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.accountId, accountId));
  if (!row) throw customerNotFound();
  return row.id;
};

/** The customer's fee per marketplace; a marketplace never set keeps the standard one. */
export const standardFeesOf = async (db: Database, customerId: number) => {
  const rows = await db
    .select()
    .from(customerStandardFees)
    .where(eq(customerStandardFees.customerId, customerId));
  return marketplaces.map((marketplace) => {
    const own = rows.find((row) => row.marketplace === marketplace);
    return {
      marketplace,
      paymentFee: own?.paymentFee ?? defaultStandardFees[marketplace].paymentFee,
      serviceFee: own?.serviceFee ?? defaultStandardFees[marketplace].serviceFee,
    };
  });
};

/** Columns the keyword searches (each has a trigram index). */
const keywordColumns = [
  customers.customerCode,
  customers.username,
  customers.fullname,
  customers.email,
  customers.phone,
];

/** A date filter bound: `createdTo` is inclusive of its whole day. */
const dayAfter = (date: string) => new Date(Date.parse(date) + 24 * 60 * 60 * 1000);

export const customerListWhere = (filters: CustomerFilters): SQL | undefined => {
  const keyword = filters.keyword?.trim();
  return and(
    keyword ? or(...keywordColumns.map((column) => ilike(column, containsPattern(keyword)))) : undefined,
    filters.levelId !== undefined ? eq(customers.levelId, filters.levelId) : undefined,
    filters.supporterId !== undefined ? eq(customers.supporterId, filters.supporterId) : undefined,
    filters.countryCode ? eq(customers.countryCode, filters.countryCode.toUpperCase()) : undefined,
    filters.bidActive !== undefined ? eq(customers.bidActive, filters.bidActive) : undefined,
    filters.tranActive !== undefined ? eq(customers.tranActive, filters.tranActive) : undefined,
    filters.createdFrom ? gte(customers.createdDate, new Date(filters.createdFrom)) : undefined,
    filters.createdTo ? lt(customers.createdDate, dayAfter(filters.createdTo)) : undefined,
  );
};

/**
 * What the list may be sorted by. An e-mail may be missing: it sorts as empty so that paging by
 * key (the export) and by offset (the list) see one order.
 */
const sortKeys = {
  customerCode: customers.customerCode,
  username: customers.username,
  fullname: customers.fullname,
  email: sql<string>`coalesce(${customers.email}, '')`,
  createdDate: customers.createdDate,
  levelId: customers.levelId,
  cashAvailable: customers.cashAvailable,
} as const satisfies Record<CustomerSortKey, PgColumn | SQL>;

/** Newest first unless told otherwise; id breaks ties so pages are stable. */
const sortOf = (filters: CustomerFilters) => {
  const key: CustomerSortKey =
    filters.sortBy && filters.sortBy in sortKeys ? (filters.sortBy as CustomerSortKey) : 'createdDate';
  const descending = filters.sortBy && filters.sortBy in sortKeys ? Boolean(filters.sortDesc) : true;
  const expression: PgColumn | SQL = sortKeys[key];
  return { key, expression, descending };
};

export interface CustomerPage extends ListTotal {
  items: CustomerRecord[];
}

export const listCustomers = async (
  db: Database,
  filters: CustomerFilters & { skip?: number; take?: number },
): Promise<CustomerPage> => {
  const where = customerListWhere(filters);
  const { expression, descending } = sortOf(filters);
  const order = descending ? desc : asc;
  const page = {
    skip: filters.skip ?? 0,
    take: Math.min(filters.take ?? 25, maxCustomerTake),
    countReadsEveryRow: keywordTooShortForIndexes(filters.keyword),
  };
  const { items, ...total } = await readPage(db, customers, where, page, (limit) =>
    selectRecords(db)
      .where(where)
      .orderBy(order(expression), order(customers.id))
      .limit(limit)
      .offset(page.skip),
  );
  return { items: items.map(toCustomerRecord), ...total };
};

/**
 * The whole filtered list in the list's order, `batchSize` rows at a time, each batch read after the
 * last row's sort key (keyset paging: no batch rereads the rows before it). The embedded database
 * answers on the server's one thread, and a batch's rows are decoded in one go: 1,000 rows held
 * every other request for about 130 ms a batch. With 200 (`npm run bench -- exportload`, two
 * exports at once, load average 22): cheap reads' p95 552-676 ms, against 1,549-1,706 ms.
 */
export async function* customerBatches(db: Database, filters: CustomerFilters, batchSize = 200) {
  const where = customerListWhere(filters);
  const { key, expression, descending } = sortOf(filters);
  const order = descending ? desc : asc;
  const after = descending ? lt : gt;
  // Both branches call the same comparison; the split only tells the compiler which overload.
  const compare = (operator: typeof gt, value: unknown) =>
    expression instanceof SQL ? operator(expression, value) : operator(expression, value);
  let last: { value: unknown; id: number } | null = null;
  for (;;) {
    const keyset: SQL | undefined = last
      ? or(compare(after, last.value), and(compare(eq, last.value), after(customers.id, last.id)))
      : undefined;
    const rows: RecordRow[] = await selectRecords(db)
      .where(and(where, keyset))
      .orderBy(order(expression), order(customers.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    const tail: RecordRow = rows[rows.length - 1];
    last = { value: key === 'email' ? (tail.email ?? '') : tail[key], id: tail.id };
    yield rows.map(toCustomerRecord);
    if (rows.length < batchSize) return;
  }
}

/** The request's principal as the histories name who acted. */
export const actorOf = (request: FastifyRequest) => request.principal?.subject ?? 'system';
