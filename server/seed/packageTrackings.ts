import { count, sql } from 'drizzle-orm';
import { trackingDeclaration } from '../../resources/tracking';
import type { Database } from '../db/database';
import { tableName, tableOf } from '../db/tables';
import { advanceIdentity } from './insertRows';

/**
 * The warehouse's packages of the seeded orders (resources/tracking.ts): one per order that has
 * reached domestic shipping or gone further (server/seed/orders.ts gives those their tracking), in
 * order id order, so the ids are the same on every machine. Consistent with the order: its tracking,
 * warehouse (or, on the way, the source's usual one) and its partner, its account, its weight and
 * dimensions; a package still on the way is not processed yet (one in eleven awaits information, one
 * in seventeen was cancelled); one in storage or further is processed, and its warehouse status
 * follows the order's. One INSERT ... SELECT: the seed runs in every test setup.
 */
export const seedPackageTrackings = async (db: Database): Promise<Record<string, number> | null> => {
  const table = tableOf(trackingDeclaration);
  const [{ existing }] = await db.select({ existing: count() }).from(table);
  if (existing > 0) return null;
  const name = sql.identifier(tableName(trackingDeclaration));
  const onTheWay = sql`o.status = 'domesticShipping'`;
  await db.execute(sql`
    insert into ${name} (
      id, tracking, shipment_code, post_office_code, current_post_office_code, partner, cargo_type,
      cargo_shipping_method, cargo_shipping_service, domestic_carrier, expected_pieces, actual_pieces,
      total_pieces, cod_amount, last_update_date, process_status, direct_shipment, allow_issue,
      warehouse_code, box_code, location, weight, length, width, height, order_id, account_id, status,
      created_at, updated_at
    )
    select
      row_number() over (order by o.id),
      o.tracking,
      'SH' || o.id,
      p.code,
      case when ${onTheWay} then null else p.code end,
      p.partner,
      (array['general', 'general', 'fragile', 'battery', 'oversized'])[o.id % 5 + 1],
      (array['air', 'sea', 'air'])[o.id % 3 + 1],
      case when o.id % 3 = 1 then 'economy' else 'standard' end,
      (array['Yamato', 'Sagawa', 'Japan Post'])[o.id % 3 + 1],
      o.quantity,
      case when ${onTheWay} then null else o.quantity end,
      o.quantity,
      case when o.has_cod then o.total else null end,
      o.updated_at,
      case when ${onTheWay} then (case when o.id % 11 = 0 then 'Unno' else 'Processing' end) else 'Processed' end,
      case when o.direct_shipment then '1' else '0' end,
      case when o.status in ('delivering', 'delivered') then '1' else '0' end,
      case when ${onTheWay} then null else p.code end,
      case when ${onTheWay} then null else 'BOX-' || (o.id % 400 + 1) end,
      case when ${onTheWay} then null else 'R' || (o.id % 20 + 1) || '-' || (o.id % 8 + 1) end,
      o.weight,
      o.length,
      o.width,
      o.height,
      o.id,
      c.account_id,
      case
        when ${onTheWay} then (case when o.id % 17 = 0 then 'cancelled' else null end)
        when o.status = 'awaitingDelivery' then 'waitingExport'
        when o.status in ('delivering', 'delivered') then 'exported'
        else 'inStorage'
      end,
      coalesce(o.purchase_date, o.order_date) + interval '1 day',
      o.updated_at
    from orders o
    join post_offices p on p.code = coalesce(
      o.warehouse,
      case when o.source = 'america' then 'US-LA' when o.id % 2 = 0 then 'JP-TOKYO' else 'JP-OSAKA' end
    )
    left join customers c on c.customer_code = o.customer_code
    where o.tracking is not null and o.status <> 'purchased'
    order by o.id
  `);
  await advanceIdentity(db, tableName(trackingDeclaration));
  const [{ seeded }] = await db.select({ seeded: count() }).from(table);
  return { packageTrackings: seeded };
};
