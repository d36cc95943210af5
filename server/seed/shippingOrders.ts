import { sql } from 'drizzle-orm';
import { queueOfStage, shippingMoves } from '../../resources/shippingOperations';
import { shippingOrderStages } from '../../resources/shippingOrders';
import type { Database } from '../db/database';
import { advanceIdentity } from './insertRows';

const count = async (db: Database, query: ReturnType<typeof sql>) => {
  const { rows } = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(rows[0].n);
};

/** The moves in the order they happen, each with the stage it leaves and the one it reaches. */
const movesInOrder = shippingMoves
  .filter((move) => move.name !== 'failDelivery')
  .map((move, step) => `(${step + 1}, '${move.name}', '${move.when.in[0]}', '${move.movesTo}')`)
  .join(', ');

/**
 * What the operations recorded on the seeded orders past each stage: the pieces measured as
 * declared (1 kg, 30 x 20 x 15 cm each), a master waybill shared by twenty orders, the charge, the
 * tracking number, the receiver; and each order's timeline, one row per move, a day apart.
 */
const seedOperations = async (db: Database) => {
  const stages = `{${shippingOrderStages.join(',')}}`;
  await db.execute(sql`
    update shipping_orders set
      actual_pieces = pieces, actual_weight_grams = pieces * 1000,
      piece_measures = array_to_string(array_fill('1000x30x20x15'::text, array[pieces]), '; '),
      boxes = case when stage <> 'received' then 1 end,
      master_waybill = case when stage not in ('received', 'handled') then 'MAWB' || lpad((id / 20)::text, 6, '0') end,
      charge_total = case when stage not in ('received', 'handled', 'dispatched') then pieces * 85000 end,
      charge_currency = case when stage not in ('received', 'handled', 'dispatched') then 'VND' end,
      tracking_number = case when stage in ('delivering', 'delivered', 'deliveryFailed') then 'VN' || lpad(id::text, 9, '0') end,
      receiver_name = case when stage = 'delivered' then 'Người nhận ' || id end,
      delivered_at = case when stage = 'delivered' then updated_at end
    where stage <> 'created'
  `);
  await db.execute(
    sql.raw(`
    insert into shipping_order_events (order_id, action, stage_from, stage_to, details, actor, at)
    select o.id, m.action, m.stage_from, m.stage_to, '{}'::jsonb, 'operator', o.created_at + m.step * interval '1 day'
    from shipping_orders o
    join (values ${movesInOrder}) as m(step, action, stage_from, stage_to)
      on m.step <= case when o.stage = 'deliveryFailed' then 6
        else array_position('${stages}'::text[], o.stage) - 1 end
    union all
    select id, 'failDelivery', 'delivering', 'deliveryFailed', '{"reason": "Không có người nhận"}'::jsonb,
      'operator', created_at + interval '7 days'
    from shipping_orders where stage = 'deliveryFailed'
    order by 1, 7
  `),
  );
};

/**
 * Each order's money in its own currency: its code kept on the order (as server/shippingOrders/rules.ts
 * keeps it), and the declared value and the charge, seeded in dong, converted at the currency
 * catalogue's rate (dong per unit), to the currency's fractions (none for VND, JPY and KRW).
 */
const inOrderCurrency = async (db: Database) => {
  await db.execute(sql`
    update shipping_orders o set
      currency_code = c.currency_code,
      declared_value = round(o.declared_value / c.rate, case when c.currency_code in ('VND', 'JPY', 'KRW') then 0 else 2 end),
      charge_total = round(o.charge_total / c.rate, case when c.currency_code in ('VND', 'JPY', 'KRW') then 0 else 2 end),
      charge_currency = case when o.charge_total is not null then c.currency_code end
    from currency c
    where c.id = o.currency_id and c.rate > 0
  `);
};

/**
 * The shipping orders of the op base (resources/shippingOrders.ts): `total` orders spread evenly
 * over every stage, each from a seeded shipper to a consignee through an active post office, with
 * its pieces, commodity, package type, declared value and delivery time. An order still `created` is sent from
 * `calendarEnd` on (a send date is never in the past when created); the others were sent in the year
 * before it. One set-based statement, the same ids on every machine. Runs once: a database with
 * shipping orders is left alone.
 */
export const seedShippingOrders = async (
  db: Database,
  total: number,
  calendarEnd: number,
): Promise<Record<string, number> | null> => {
  if ((await count(db, sql`select count(*) as n from shipping_orders`)) > 0) return null;
  const end = new Date(calendarEnd).toISOString().slice(0, 10);
  const stages = `{${shippingOrderStages.join(',')}}`;
  // The queue of each stage, in the stages' order (none once delivered: NULL).
  const queues = `{${shippingOrderStages.map((stage) => queueOfStage[stage] ?? 'NULL').join(',')}}`;
  await db.execute(sql`
    with
      shippers as (select array_agg(id order by id) as ids from shipper),
      consignees as (select array_agg(id order by id) as ids from consignee),
      incoterms as (select array_agg(id order by id) as ids from incoterm),
      commodities as (select array_agg(id order by id) as ids from commodity),
      package_types as (select array_agg(id order by id) as ids from package_type),
      -- The currencies the agent publishes (dong, yen, dollar...), not every ISO code.
      currencies as (select array_agg(id order by id) as ids from currency where published),
      delivery_times as (select array_agg(id order by display_order, id) as ids from delivery_time where active),
      offices as (select array_agg(code order by id) as codes, array_agg(address order by id) as addresses
        from post_offices where active)
    insert into shipping_orders (
      id, order_number, stage, reference_number, cargo_shipping_method, cargo_sp_service, cargo_type,
      pieces, commodity_id, package_type_id, declared_value, currency_id, send_date,
      post_office_to_send, post_office_address, cargo_pickup_method, pickup_name,
      order_cargo_add_services, shipper_id, consignee_id, incoterm_id, created_by, created_at, updated_at,
      queue, held, delivery_time_id
    )
    select
      n, 'SP' || lpad(n::text, 8, '0'),
      (${stages}::text[])[1 + n % ${shippingOrderStages.length}],
      'REF-' || lpad(n::text, 6, '0'),
      (array['air', 'sea', 'road'])[1 + n % 3],
      -- A service the method offers (resources/tracking.ts cargoServicesByMethod).
      case when n % 3 = 0 then (array['express', 'standard'])[1 + (n / 3) % 2]
        else (array['standard', 'economy'])[1 + (n / 3) % 2] end,
      (array['general', 'general', 'fragile', 'liquid', 'battery', 'oversized'])[1 + n % 6],
      1 + n % 12,
      commodities.ids[1 + n % greatest(cardinality(commodities.ids), 1)],
      package_types.ids[1 + n % greatest(cardinality(package_types.ids), 1)],
      (50 + n % 950) * 10000,
      currencies.ids[1 + n % greatest(cardinality(currencies.ids), 1)],
      case when n % ${shippingOrderStages.length} = 0
        then ${end}::date + (n % 10)
        else ${end}::date - (1 + n % 360) end,
      offices.codes[1 + n % cardinality(offices.codes)],
      offices.addresses[1 + n % cardinality(offices.codes)],
      (array['dropOff', 'pickup'])[1 + n % 2],
      case when n % 2 = 1 then 'Liên hệ ' || n end,
      case when n % 4 = 0 then 'repacking;insurance' when n % 4 = 1 then 'photos' end,
      shippers.ids[1 + n % greatest(cardinality(shippers.ids), 1)],
      consignees.ids[1 + n % greatest(cardinality(consignees.ids), 1)],
      incoterms.ids[1 + n % greatest(cardinality(incoterms.ids), 1)],
      'operator', ${end}::date - (1 + n % 360), ${end}::date - (n % 360),
      (${queues}::text[])[1 + n % ${shippingOrderStages.length}], false,
      delivery_times.ids[1 + n % greatest(cardinality(delivery_times.ids), 1)]
    from generate_series(1, ${total}) n, shippers, consignees, incoterms, commodities, package_types,
      currencies, offices, delivery_times
  `);
  await advanceIdentity(db, 'shipping_orders');
  await seedOperations(db);
  await inOrderCurrency(db);
  return { shippingOrders: await count(db, sql`select count(*) as n from shipping_orders`) };
};
