import { count, sql } from 'drizzle-orm';
import {
  packageItemDeclaration,
  packageServiceDeclaration,
  shipmentPieceDeclaration,
} from '../../resources/shipmentParts';
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
      warehouse_code, box_code, location, weight, length, width, height, order_id, order_code, account_id,
      status, created_at, updated_at
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
      o.code,
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

/**
 * The parts of the seeded packages (resources/shipmentParts.ts), consistent with their orders: every
 * package in storage or further holds its order's goods as one item (title, quantity, price); one in
 * four had its photos taken (performed), one in six awaits a repack (not performed); one in ten of
 * several pieces was split into two child shipments whose pieces add up to the package's, received
 * once the warehouse processed it, and the package names them (`childShipments`).
 */
export const seedShipmentParts = async (db: Database): Promise<Record<string, number> | null> => {
  const items = tableOf(packageItemDeclaration);
  const [{ existing }] = await db.select({ existing: count() }).from(items);
  if (existing > 0) return null;
  const trackings = sql.identifier(tableName(trackingDeclaration));
  const itemTable = sql.identifier(tableName(packageItemDeclaration));
  const serviceTable = sql.identifier(tableName(packageServiceDeclaration));
  const pieceTable = sql.identifier(tableName(shipmentPieceDeclaration));
  const stored = sql`t.status is not null and t.status <> 'cancelled'`;
  await db.execute(sql`
    insert into ${itemTable} (package_tracking_id, name, category, quantity, surcharge, unit_price)
    select t.id, left(o.title, 255), o.source, o.quantity, 0, o.price
    from ${trackings} t join orders o on o.id = t.order_id
    where ${stored}
    order by t.id
  `);
  await db.execute(sql`
    insert into ${serviceTable} (package_tracking_id, code, name, price, unit_price, unit, status)
    select t.id, s.code, s.name, s.price, s.price, 'package', s.status
    from ${trackings} t
    cross join (values ('PHOTO', 'Photos of the goods', 20000, '1', 4), ('REPACK', 'Repack', 50000, '0', 6))
      as s(code, name, price, status, every)
    where ${stored} and t.id % s.every = 0
    order by t.id, s.code
  `);
  const split = sql`${stored} and t.total_pieces >= 2 and t.id % 10 = 0`;
  await db.execute(sql`
    insert into ${pieceTable} (package_tracking_id, shipment_code, pieces, weight, received)
    select t.id, t.shipment_code || '-' || part.n,
      case when part.n = 1 then t.total_pieces / 2 else t.total_pieces - t.total_pieces / 2 end,
      case when t.weight is null then null else round(t.weight / 2) end,
      t.process_status = 'Processed'
    from ${trackings} t cross join (values (1), (2)) as part(n)
    where ${split}
    order by t.id, part.n
  `);
  await db.execute(sql`
    update ${trackings} t set child_shipments = t.shipment_code || '-1;' || t.shipment_code || '-2'
    where ${split}
  `);
  const counted = async (declaration: typeof packageItemDeclaration) => {
    const [{ seeded }] = await db.select({ seeded: count() }).from(tableOf(declaration));
    return seeded;
  };
  return {
    packageItems: await counted(packageItemDeclaration),
    packageServices: await counted(packageServiceDeclaration),
    shipmentPieces: await counted(shipmentPieceDeclaration),
  };
};
