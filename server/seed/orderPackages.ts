import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { advanceIdentity } from './insertRows';

const count = async (db: Database, query: ReturnType<typeof sql>) => {
  const { rows } = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(rows[0].n);
};

/**
 * The order packages beyond the one per stored order that server/seed/orderWork.ts writes
 * (resources/orderPackages.ts): a package for each order still in domestic shipping (one in
 * seventeen cancelled, the parcel refused on the way), and merges: for one customer in three with
 * several stored packages, the orders of their next two move into their first package, which becomes
 * a merge (most done, some still merging, some refused by the warehouse), and the emptied packages
 * go. Set-based statements over the seeded orders, so the ids are the same on every machine and the
 * seed stays fast. Runs once: a database whose domestic-shipping packages exist is left alone.
 */
export const seedOrderPackages = async (db: Database): Promise<Record<string, number> | null> => {
  const done = await count(
    db,
    sql`select count(*) as n from order_packages where status = 'domesticShipping'`,
  );
  if (done > 0) return null;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into order_packages (
        id, code, status, customer_code, order_codes, tracking, warehouse_code, domestic_shipping_fee,
        weight, length, width, height, created_by, created_at, updated_at
      )
      select
        base.id + row_number() over (order by o.id),
        'PK' || lpad((base.id + row_number() over (order by o.id))::text, 7, '0'),
        case when o.id % 17 = 0 then 'canceled' else 'domesticShipping' end,
        o.customer_code, o.code, o.tracking, null, o.domestic_shipping_fee,
        o.weight, o.length, o.width, o.height, 'warehouse',
        coalesce(o.purchase_date, o.order_date) + interval '1 day', o.updated_at
      from orders o, (select coalesce(max(id), 0) as id from order_packages) base
      where o.status = 'domesticShipping'
    `);
    await tx.execute(sql`
      insert into order_package_orders (package_id, order_id)
      select p.id, o.id from order_packages p join orders o on o.code = p.order_codes
      where p.status in ('domesticShipping', 'canceled')
    `);
    // Merges: per chosen customer, their first three stored packages (by id) become one.
    await tx.execute(sql`
      create temporary table seed_merges on commit drop as
      select id, first_value(id) over (partition by customer_code order by id) as target, rank
      from (
        select p.id, p.customer_code, row_number() over (partition by p.customer_code order by p.id) as rank
        from order_packages p
        where p.status = 'inStorage' and p.customer_code is not null and hashtext(p.customer_code) % 3 = 0
      ) ranked
      where rank <= 3 and exists (
        select 1 from order_packages other
        where other.customer_code = ranked.customer_code and other.status = 'inStorage' and other.id <> ranked.id
      )
    `);
    await tx.execute(sql`
      update order_package_orders po set package_id = m.target
      from seed_merges m where po.package_id = m.id and m.rank > 1
    `);
    await tx.execute(sql`delete from order_packages p using seed_merges m where p.id = m.id and m.rank > 1`);
    await tx.execute(sql`
      update order_packages p set
        merge_status = case when p.id % 7 = 0 then 'mergeFailed' when p.id % 5 = 0 then 'merging' else 'merged' end,
        order_codes = (select string_agg(o.code, ';' order by o.id) from order_package_orders po
          join orders o on o.id = po.order_id where po.package_id = p.id),
        weight = (select sum(o.weight) from order_package_orders po
          join orders o on o.id = po.order_id where po.package_id = p.id)
      from seed_merges m where p.id = m.id and m.rank = 1
    `);
  });
  await advanceIdentity(db, 'order_packages');
  return {
    orderPackages: await count(db, sql`select count(*) as n from order_packages`),
    mergedPackages: await count(
      db,
      sql`select count(*) as n from order_packages where merge_status is not null`,
    ),
  };
};
