import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, OpenedDatabase } from '../../server/db/database';
import { orders } from '../../server/db/orderTables';
import {
  isDetailTab,
  orderDetailTabs,
  orderHead,
  orderWithTabs,
  type DetailTab,
} from '../../server/orders/orderDetail';
import { listOrders, orderListSort, orderListWhere } from '../../server/orders/queries';
import { findOrderFamilyByRoute } from '../../resources/orders/index';
import { openTestDatabase } from '../support/testServer';
import { configuredBuyer } from '../../server/buying/rules';
import { sourceDomains } from '../../resources/buying';
import type { OrderSourceKey } from '../../resources/orders/sources';

/**
 * A tab read as the detail read it before it was one statement: a Drizzle query per tab (and per
 * parent row for a tab inside a tab), each column through Drizzle's own reading of its type. A
 * field that is a tab is selected as its parent key (`link[1]`), then replaced by its rows.
 */
const tabByQueries = async (
  db: Database,
  declared: DetailTab,
  parentKey: unknown,
): Promise<Record<string, unknown>[]> => {
  const fields = Object.entries(declared.fields);
  const selected = Object.fromEntries(
    fields.map(([name, value]) => [name, isDetailTab(value) ? value.link[1] : value]),
  );
  const query = db.select(selected).from(declared.from).$dynamic();
  const { join } = declared;
  const joined = !join
    ? query
    : join.kind === 'inner'
      ? query.innerJoin(join.table, join.on)
      : query.leftJoin(join.table, join.on);
  const rows = await joined.where(sql`${declared.link[0]} = ${parentKey}`).orderBy(...declared.orderBy);
  return Promise.all(
    rows.map(async (row: Record<string, unknown>) =>
      Object.fromEntries(
        await Promise.all(
          fields.map(async ([name, value]) => [
            name,
            isDetailTab(value) ? await tabByQueries(db, value, row[name]) : row[name],
          ]),
        ),
      ),
    ),
  );
};

/** An order's detail as the eleven queries answered it. */
const detailByQueries = async (db: Database, id: number): Promise<Record<string, unknown>> => {
  const [{ order, supplier, seller, customerId }] = await orderHead(db, eq(orders.id, id), {});
  const tabs: Record<string, unknown> = {};
  for (const [name, declared] of Object.entries(orderDetailTabs))
    tabs[name] = await tabByQueries(db, declared, id);
  // Where the purchase dialog starts: the buyer configured for the order's domain and type.
  const configured = await configuredBuyer(
    db,
    sourceDomains[order.source as OrderSourceKey],
    order.orderType,
  );
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

describe('an order detail and a list page as JSON the database builds', () => {
  let dataDir: string;
  let opened: { database: OpenedDatabase; drop(): Promise<void> };
  let db: Database;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'kago-detail-'));
    opened = await openTestDatabase(dataDir);
    db = opened.database.db;
  });
  afterAll(async () => {
    await opened?.database.close();
    await opened?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * A seeded order with e-mails with attachments, packages, receivables, payables with a supplier and
   * routing, given what no seeded order has with those: a document (its moment to the microsecond),
   * an unanswered inquiry and a payable without supplier (the left join's nulls).
   */
  const richOrder = async () => {
    const has = (table: string) => sql.raw(`exists (select from ${table} t where t.order_id = orders.id)`);
    const [{ id }] = (
      (await db.execute(sql`
        select orders.id from orders
        where ${sql.join(['order_package_orders', 'order_receivables', 'order_routing'].map(has), sql` and `)}
          and exists (select from order_emails e join order_email_attachments a on a.email_id = e.id
            where e.order_id = orders.id)
          and exists (select from order_payables p where p.order_id = orders.id and p.supplier_id is not null)
        order by orders.id limit 1`)) as unknown as { rows: { id: number }[] }
    ).rows;
    await db.execute(sql`insert into order_documents (order_id, name, url, created_at, created_by)
      values (${id}, 'invoice.pdf', '/cdn/invoice.pdf', '2026-03-04 05:06:07.891234+07', 'admin')`);
    await db.execute(
      sql`insert into order_inquiries (order_id, author, message) values (${id}, 'Khách', 'Còn hàng không?')`,
    );
    await db.execute(
      sql`insert into order_payables (order_id, amount, currency) values (${id}, 12.5, 'JPY')`,
    );
    return id;
  };

  it('answers what the query per tab answered, key for key, type for type, row for row', async () => {
    const rich = await richOrder();
    const expected = await detailByQueries(db, rich);
    for (const name of Object.keys(orderDetailTabs))
      expect((expected[name] as unknown[]).length, name).toBeGreaterThan(0);
    const emails = expected.emails as { attachments: unknown[] }[];
    expect(emails.some((email) => email.attachments.length > 0)).toBe(true);
    expect(JSON.stringify(await orderWithTabs(db, 'id', rich))).toBe(JSON.stringify(expected));

    // Orders across the seed (bare ones, ones without supplier or seller, every status).
    const [{ last }] = (
      (await db.execute(sql`select max(id)::int as last from orders`)) as unknown as {
        rows: { last: number }[];
      }
    ).rows;
    for (let id = 1; id <= last; id += Math.floor(last / 20)) {
      expect(JSON.stringify(await orderWithTabs(db, 'id', id)), `order ${id}`).toBe(
        JSON.stringify(await detailByQueries(db, id)),
      );
    }
    expect(await orderWithTabs(db, 'id', last + 1)).toBeUndefined();
  });

  it("names each payment's wallet in the three languages, as the wallets' catalogue does", async () => {
    const { rows } = (await db.execute(sql`
      select p.order_id as "orderId", p.id, w.name, w.name_en as "nameEn", w.name_ja as "nameJa"
      from order_payments p join payment_wallets w on w.code = p.wallet
      where p.order_id = (select min(order_id) from order_payments)
      order by p.at, p.id`)) as unknown as {
      rows: { orderId: number; id: number; name: string; nameEn: string; nameJa: string }[];
    };
    expect(rows.length).toBeGreaterThan(0);
    // Seeded in three languages (server/seed/orderWork.ts): a name per language, none empty.
    expect(rows.every(({ name, nameEn, nameJa }) => name && nameEn && nameJa)).toBe(true);
    const detail = await orderWithTabs(db, 'id', rows[0].orderId);
    expect(
      detail!.payments.map(({ id, walletName, walletNameEn, walletNameJa }) => ({
        id,
        name: walletName,
        nameEn: walletNameEn,
        nameJa: walletNameJa,
      })),
    ).toEqual(rows.map(({ id, name, nameEn, nameJa }) => ({ id, name, nameEn, nameJa })));
  });

  it("answers a list page (server/orders/queries.ts) as Drizzle's rows were, key for key, in order", async () => {
    const families = ['search-orders', 'purchase-waiting-order', 'purchased-order-mer', 'order-cancel'].map(
      (route) => findOrderFamilyByRoute(route)!,
    );
    const sorts = [
      {},
      { sortBy: 'purchaseDate' },
      { sortBy: 'purchaseDate', sortDesc: true },
      { sortBy: 'customerName' },
      { sortBy: 'price', sortDesc: true },
    ];
    for (const family of families)
      for (const sort of sorts)
        for (const skip of [0, 30]) {
          const query = { ...sort, skip, take: 30 };
          const { column, direction } = orderListSort(query);
          const order = direction === 'asc' ? asc : desc;
          const rows = await db
            .select()
            .from(orders)
            .where(orderListWhere(family, query, []))
            .orderBy(order(column), order(orders.id))
            .limit(30)
            .offset(skip);
          expect(rows.length, family.route).toBeGreaterThan(0);
          const { items } = await listOrders(db, family, query);
          expect(JSON.stringify(items), `${family.route} ${JSON.stringify(query)}`).toBe(
            JSON.stringify(rows),
          );
        }
    expect((await listOrders(db, families[0], { skip: 1_000_000 })).items).toEqual([]);
  });
});
