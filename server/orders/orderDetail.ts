import { asc, Column, eq, type GetColumnData, getTableColumns, is, SQL, sql, type Table } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { sourceDomains } from '../../resources/buying';
import { customers } from '../db/customerTables';
import type { Database } from '../db/database';
import { jsonValue, type AsJson } from '../db/jsonRows';
import {
  bidConfigs,
  orderDetails,
  orderDocuments,
  orderEmailAttachments,
  orderEmails,
  orderInquiries,
  orderPackageOrders,
  orderPackages,
  orderPayables,
  orderPayments,
  orderReceivables,
  orderRouting,
  orders,
  paymentWallets,
  sellers,
  suppliers,
} from '../db/orderTables';
import { newestFirst } from '../db/newestFirst';

/**
 * What one detail tab lists: the rows of `from` (joined to `join`) whose `link[0]` is the parent row's
 * `link[1]`, as `fields` (a field that is a tab itself lists that row's children), in `orderBy`.
 */
export interface DetailTab<F extends TabFields = TabFields> {
  from: PgTable;
  join?: { table: PgTable; on: SQL; kind: 'inner' | 'left' };
  link: readonly [PgColumn, PgColumn];
  fields: F;
  orderBy: readonly SQL[];
}
export interface TabFields {
  [name: string]: PgColumn | SQL | DetailTab;
}

/** A tab's row as the answer carries it: each column's value as Drizzle reads it, moments as JSON text. */
export type TabRow<F extends TabFields> = {
  [K in keyof F]: F[K] extends DetailTab<infer G>
    ? TabRow<G>[]
    : F[K] extends SQL<infer T>
      ? T
      : F[K] extends Column
        ? AsJson<GetColumnData<F[K]>>
        : never;
};

const tab = <F extends TabFields>(declared: DetailTab<F>) => declared;
export const isDetailTab = (value: TabFields[string]): value is DetailTab =>
  !is(value, SQL) && !is(value, Column);

/** The words of a space-separated list, as a union. */
type Words<S extends string> = S extends `${infer First} ${infer Rest}` ? First | Words<Rest> : S;
/** `S` when every word of it names a column of `T`. */
type ColumnNames<T extends Table, S extends string> = S &
  (Words<S> extends keyof T['_']['columns'] ? S : never);

/** `table`'s columns named in `names` (space-separated), under their own names, in that order. */
const columnsOf = <T extends Table, S extends string>(table: T, names: ColumnNames<T, S>) => {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.split(' ').map((name) => [name, columns[name]])) as Pick<
    T['_']['columns'],
    Words<S>
  >;
};

/** A tab of `table`'s rows of the order (by their `orderId`): the columns named in `names`. */
const orderTab = <T extends PgTable & { orderId: PgColumn }, S extends string>(
  table: T,
  names: ColumnNames<T, S>,
  ...orderBy: SQL[]
) => tab({ from: table, link: [table.orderId, orders.id], fields: columnsOf<T, S>(table, names), orderBy });

/**
 * A tab of `table`'s rows of the order joined to another table: the columns named in `names` and the
 * joined table's values in `joined` (a payable's supplier, a payment's wallet).
 */
const joinedOrderTab = <
  T extends PgTable & { orderId: PgColumn },
  S extends string,
  J extends Record<string, SQL>,
>(
  table: T,
  join: NonNullable<DetailTab['join']>,
  names: ColumnNames<T, S>,
  joined: J,
  ...orderBy: SQL[]
) =>
  tab({
    from: table,
    join,
    link: [table.orderId, orders.id],
    fields: { ...columnsOf<T, S>(table, names), ...joined },
    orderBy,
  });

/** What belongs to an order, by tab, in the order the detail answers them. */
export const orderDetailTabs = {
  details: orderTab(
    orderDetails,
    'id productName productUrl quantity price productAttributes image',
    asc(orderDetails.id),
  ),
  documents: orderTab(orderDocuments, 'id name url createdAt createdBy', asc(orderDocuments.id)),
  packages: tab({
    from: orderPackageOrders,
    join: { table: orderPackages, on: eq(orderPackages.id, orderPackageOrders.packageId), kind: 'inner' },
    link: [orderPackageOrders.orderId, orders.id],
    fields: columnsOf(
      orderPackages,
      'id code status weight length width height shipmentCode tracking createdAt',
    ),
    orderBy: [asc(orderPackages.id)],
  }),
  receivables: orderTab(
    orderReceivables,
    'id serviceCode name description price amount currency payType payGroup paid createdAt',
    asc(orderReceivables.id),
  ),
  payables: joinedOrderTab(
    orderPayables,
    // Inside the tab's subquery `suppliers` names this join, not the order's own supplier outside it.
    { table: suppliers, on: eq(suppliers.id, orderPayables.supplierId), kind: 'left' },
    'id amount currency exchangeRate createdAt createdBy payType',
    // Left-joined: null when the payable names no supplier.
    { supplierName: sql<string | null>`${suppliers.name}` },
    asc(orderPayables.id),
  ),
  // Every payment names a wallet (its foreign key); the detail shows the wallet's name in the
  // interface language, so the tab carries the three, as a customer carries its level's.
  payments: joinedOrderTab(
    orderPayments,
    { table: paymentWallets, on: eq(paymentWallets.code, orderPayments.wallet), kind: 'inner' },
    'id status type amount wallet at',
    {
      walletName: sql<string>`${paymentWallets.name}`,
      walletNameEn: sql<string>`${paymentWallets.nameEn}`,
      walletNameJa: sql<string>`${paymentWallets.nameJa}`,
    },
    asc(orderPayments.at),
    asc(orderPayments.id),
  ),
  inquiries: orderTab(orderInquiries, 'id author message answer at', asc(orderInquiries.id)),
  emails: tab({
    from: orderEmails,
    link: [orderEmails.orderId, orders.id],
    fields: {
      ...columnsOf(orderEmails, 'id to cc bcc subject body sentBy sentAt status'),
      // Their names and sizes, never their bytes.
      attachments: tab({
        from: orderEmailAttachments,
        link: [orderEmailAttachments.emailId, orderEmails.id],
        fields: columnsOf(orderEmailAttachments, 'name size'),
        orderBy: [asc(orderEmailAttachments.id)],
      }),
    },
    orderBy: newestFirst(orderEmails.sentAt, orderEmails.id),
  }),
  routing: orderTab(
    orderRouting,
    'id fromOffice toOffice at note',
    asc(orderRouting.at),
    asc(orderRouting.id),
  ),
};

/** A field's value inside the database's JSON: a tab's rows, or a column's value (`jsonValue`). */
const fieldJson = (value: TabFields[string]): SQL => (isDetailTab(value) ? tabJson(value) : jsonValue(value));

/** A tab's rows as one JSON array, read inside the parent row's statement. */
const tabJson = ({ from, join, link, fields, orderBy }: DetailTab): SQL => {
  const pairs = Object.entries(fields).map(
    // The names are this file's own identifiers, written as literals: json_build_object takes "any".
    ([name, value]) => sql`${sql.raw(`'${name}'`)}, ${fieldJson(value)}`,
  );
  const joined = join ? sql` ${sql.raw(join.kind)} join ${join.table} on ${join.on}` : sql``;
  return sql`(select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)}) order by ${sql.join([...orderBy], sql`, `)}), '[]'::json)
    from ${from}${joined} where ${link[0]} = ${link[1]})`;
};

/**
 * An order's own columns, supplier, seller and its customer's id (for the detail's link to the
 * customer, by the unique customer code), with `extra` read in the same statement.
 */
export const orderHead = <E extends Record<string, SQL>>(db: Database, where: SQL, extra: E) =>
  db
    .select({
      order: orders,
      supplier: { id: suppliers.id, code: suppliers.code, name: suppliers.name },
      seller: { id: sellers.id, name: sellers.name, taxCode: sellers.taxCode },
      customerId: customers.id,
      ...extra,
    })
    .from(orders)
    .leftJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .leftJoin(sellers, eq(sellers.id, orders.sellerId))
    .leftJoin(customers, eq(customers.customerCode, orders.customerCode))
    .where(where);

type Tabs = typeof orderDetailTabs;
const tabColumns = Object.fromEntries(
  Object.entries(orderDetailTabs).map(([name, declared]) => [name, tabJson(declared)]),
) as { [K in keyof Tabs]: SQL<TabRow<Tabs[K]['fields']>[]> };

/**
 * The buyer and bid account configured for the order's marketplace domain and order type
 * (resources/buying.ts), where its purchase dialog starts (`OrderBuy`'s `startsFrom`); null when
 * none is configured. Read by the primary key of the configuration's filter index.
 */
const sourceDomain = sql.join(
  [
    sql`case ${orders.source}`,
    ...Object.entries(sourceDomains).map(([source, domain]) => sql`when ${source} then ${domain}`),
    sql`end`,
  ],
  sql` `,
);
const purchaseDefaults = sql<{
  buyer: string;
  bidAccount: string;
} | null>`(select json_build_object('buyer', ${bidConfigs.buyer}, 'bidAccount', ${bidConfigs.bidAccount})
    from ${bidConfigs} where ${bidConfigs.domain} = ${sourceDomain} and ${bidConfigs.orderType} = ${orders.orderType} limit 1)`;

/** The columns the detail finds an order by. */
const orderKeys = { id: orders.id, code: orders.code };
export type OrderKey = keyof typeof orderKeys;

/** The detail's statement for `key`, its value a placeholder. */
const detailQuery = (db: Database, key: OrderKey) =>
  orderHead(db, eq(orderKeys[key], sql.placeholder('value')), { ...tabColumns, purchaseDefaults }).prepare(
    `order_detail_by_${key}`,
  );

/**
 * Each database's detail statements, built once: Drizzle took 3.5 ms to build the statement, more
 * than twice what the embedded database then took to run it (1.5 ms).
 */
const detailQueries = new WeakMap<Database, Map<OrderKey, ReturnType<typeof detailQuery>>>();

/**
 * One order with everything the detail tabs need that has no read of its own (`getorder`,
 * `GetOrderByCode`), found by its `key`: its columns, supplier, seller and customer's id, then its
 * lines, documents, packages, receivables, payables, payments, inquiries, e-mails and routing. One
 * statement: on the embedded database each statement has a fixed cost of its own, which eleven of
 * them made the largest part of the detail's time under load. Undefined when no order matches.
 */
export const orderWithTabs = async (db: Database, key: OrderKey, value: number | string) => {
  let queries = detailQueries.get(db);
  if (!queries) detailQueries.set(db, (queries = new Map()));
  let query = queries.get(key);
  if (!query) queries.set(key, (query = detailQuery(db, key)));
  const [found] = await query.execute({ value });
  if (!found) return undefined;
  const { order, supplier, seller, customerId, purchaseDefaults: configured, ...tabs } = found;
  return {
    ...order,
    supplier,
    seller,
    customerId,
    configuredBuyer: configured?.buyer ?? null,
    configuredBidAccount: configured?.bidAccount ?? null,
    ...tabs,
  };
};
