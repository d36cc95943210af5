import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { advanceIdentity } from './insertRows';

const count = async (db: Database, query: ReturnType<typeof sql>) => {
  const { rows } = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(rows[0].n);
};

/**
 * The goods release notes of the packages the seed has already sent out (resources/releaseNotes.ts):
 * every delivering or delivered order package left storage on a note, one per customer and day,
 * handed to the customer in person or, for every other note, to the packages' carrier, who then
 * signed it (every third note has its photo). Set-based statements over the seeded packages, so the
 * ids are the same on every machine. Runs once: a database with notes is left alone.
 */
export const seedReleaseNotes = async (db: Database): Promise<Record<string, number> | null> => {
  if ((await count(db, sql`select count(*) as n from goods_release_notes`)) > 0) return null;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      create temporary table seed_release_notes on commit drop as
      select row_number() over (order by min(p.id)) as id, p.customer_code,
        min(p.updated_at) as released_at, min(p.domestic_carrier) as carrier,
        min(p.shipment_code) as shipment_code, array_agg(p.id order by p.id) as package_ids
      from order_packages p
      where p.status in ('delivering', 'delivered')
      group by p.customer_code, date_trunc('day', p.updated_at)
    `);
    await tx.execute(sql`
      insert into goods_release_notes (
        id, code, recipient_type, customer_code, receiver_name, receiver_phone, package_codes,
        order_codes, package_count, domestic_shipping_fee, shipment_code, domestic_carrier, photos,
        released_by, released_at, created_at, updated_at
      )
      select n.id, 'RN' || lpad(n.id::text, 7, '0'),
        case when n.id % 2 = 0 and n.carrier is not null then 'carrier' else 'customer' end,
        n.customer_code,
        case when n.id % 2 = 0 and n.carrier is not null then n.carrier
          else coalesce(c.fullname, n.customer_code, 'Khách lẻ') end,
        c.phone,
        (select string_agg(p.code, '; ' order by p.id) from order_packages p where p.id = any(n.package_ids)),
        (select string_agg(o.code, ';' order by o.id) from order_package_orders po
          join orders o on o.id = po.order_id where po.package_id = any(n.package_ids)),
        cardinality(n.package_ids),
        (select coalesce(sum(p.domestic_shipping_fee), 0) from order_packages p where p.id = any(n.package_ids)),
        n.shipment_code, n.carrier,
        case when n.id % 3 = 0 then 'release-notes/' || n.id || '/signed.jpg' end,
        'warehouse', n.released_at, n.released_at, n.released_at
      from seed_release_notes n
      left join customers c on c.customer_code = n.customer_code
    `);
    await tx.execute(sql`
      insert into release_note_packages (note_id, package_id)
      select n.id, unnest(n.package_ids) from seed_release_notes n
    `);
  });
  await advanceIdentity(db, 'goods_release_notes');
  return { releaseNotes: await count(db, sql`select count(*) as n from goods_release_notes`) };
};
