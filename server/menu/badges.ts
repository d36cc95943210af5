import { count, inArray } from 'drizzle-orm';
import { purchasingMenu, type MenuNode } from '../../resources/menu';
import {
  orderStages,
  orderTransitions,
  type OrderStage,
  type OrderStatus,
} from '../../resources/orders/index';
import type { ServedMenu, ServedMenuItem } from '../../contract/visibleMenu';
import type { Database } from '../db/database';
import { orders } from '../db/orderTables';

/**
 * The order groups of the first menu, each with the stage its plain screen lists: a group holds the
 * screens of one stage, one of them the stage's own route (`purchased-order` in `purchased`).
 */
const groupStages: ReadonlyMap<string, OrderStage> = new Map(
  purchasingMenu.items.flatMap((node: MenuNode) => {
    const stage = orderStages.find((candidate) =>
      node.children?.some((child) => child.route === candidate.routePrefix),
    );
    return stage ? [[node.key, stage] as const] : [];
  }),
);

/** Statuses that still wait for someone's work: they have a move onwards (not delivered, cancelled...). */
const openStatuses = (stage: OrderStage) =>
  stage.statuses.filter((status) => orderTransitions[status].length > 0);

const everyOpenStatus = [...new Set([...groupStages.values()].flatMap(openStatuses))];

/** Counts change with every order write; a sidebar badge half a minute old is still a good guide. */
const cacheMs = 30_000;
const cached = new WeakMap<Database, { at: number; counts: Promise<Map<OrderStatus, number>> }>();

/** Orders per open status: one grouped count over the status index, shared by every caller. */
const openCounts = (db: Database) => {
  const hit = cached.get(db);
  if (hit && Date.now() - hit.at < cacheMs) return hit.counts;
  const counts = db
    .select({ status: orders.status, orders: count() })
    .from(orders)
    .where(inArray(orders.status, everyOpenStatus))
    .groupBy(orders.status)
    .then((rows) => new Map(rows.map((row) => [row.status as OrderStatus, row.orders])));
  cached.set(db, { at: Date.now(), counts });
  // A failed count is not kept: the next call asks again.
  counts.catch(() => cached.delete(db));
  return counts;
};

const groupKeys = (items: readonly ServedMenuItem[]): string[] =>
  items.flatMap((item) => (item.children ? [item.key, ...groupKeys(item.children)] : []));

/**
 * The badge of each order group these menus show: how many orders of its stage still wait for work.
 * Only groups in the user's own menus (what its roles may read) get one.
 */
export const menuBadges = async (db: Database, menus: readonly ServedMenu[]) => {
  const shown = new Set(menus.flatMap((menu) => groupKeys(menu.items)));
  const counts = await openCounts(db);
  return Object.fromEntries(
    [...groupStages]
      .filter(([key]) => shown.has(key))
      .map(([key, stage]) => [
        key,
        openStatuses(stage).reduce((sum, status) => sum + (counts.get(status) ?? 0), 0),
      ]),
  );
};
