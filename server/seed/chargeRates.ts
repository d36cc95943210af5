import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/**
 * What each seeded delivery time costs against a charges group's standard rate (resources/chargeRates.ts),
 * by the delivery time's code (server/seed/data/catalogues.json): same day and express dearer, the
 * economy air and the sea cheaper. The standard air service has no rate of its own: it is charged at
 * the group's standard rate, so a fresh database shows both ways a charge is priced.
 */
const factors: readonly (readonly [code: string, factor: number])[] = [
  ['SAMEDAY', 2],
  ['EXPRESS', 1.5],
  ['AIR-ECO', 0.8],
  ['SEA', 0.4],
];

/**
 * The rates by delivery time of every charges group that prices by weight: its standard rate and
 * minimum times the delivery time's factor, rounded to hundreds and thousands of dong. Runs once: a
 * database with rates is left alone.
 */
export const seedChargeRates = async (db: Database): Promise<Record<string, number> | null> => {
  const { rows } = (await db.execute(sql`select count(*)::int as n from charges_group_rate`)) as unknown as {
    rows: { n: number }[];
  };
  if (Number(rows[0].n) > 0) return null;
  const values = sql.join(
    factors.map(([code, factor]) => sql`(${code}, ${factor}::numeric)`),
    sql`, `,
  );
  const inserted = (await db.execute(sql`
    insert into charges_group_rate (charges_group_id, delivery_time_id, rate_per_kg, minimum_freight)
    select g.id, d.id, round(g.rate_per_kg * f.factor, -2), round(g.minimum_freight * f.factor, -3)
    from charges_group g
    cross join delivery_time d
    join (values ${values}) as f(code, factor) on f.code = d.code
    where g.rate_per_kg is not null
    order by g.id, d.id
    returning id
  `)) as unknown as { rows: unknown[] };
  return { chargeRates: inserted.rows.length };
};
