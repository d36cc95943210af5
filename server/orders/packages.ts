import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orderPackageOrders, orderPackages, orders } from '../db/orderTables';
import { orderFailure } from './failures';

export type PackageRow = typeof orderPackages.$inferSelect;

/** A package by its code, locked for the write; an unknown code answers 404 naming it. */
export const lockPackage = async (tx: Database, code: string): Promise<PackageRow> => {
  const [found] = await tx
    .select()
    .from(orderPackages)
    .where(eq(orderPackages.code, code.trim()))
    .for('update');
  if (!found) throw orderFailure(404, 'packageNotFound', { code: code.trim() });
  return found;
};

const link = (packageId: number, orderId: number) =>
  and(eq(orderPackageOrders.packageId, packageId), eq(orderPackageOrders.orderId, orderId));

export const holdsOrder = async (tx: Database, found: PackageRow, orderId: number) =>
  (await tx.select().from(orderPackageOrders).where(link(found.id, orderId))).length > 0;

/** The package, which must hold this order (else 400 naming both). */
export const lockPackageOfOrder = async (tx: Database, code: string, order: { id: number; code: string }) => {
  const found = await lockPackage(tx, code);
  if (!(await holdsOrder(tx, found, order.id)))
    throw orderFailure(400, 'notInPackage', { code: found.code, order: order.code });
  return found;
};

export const addToPackage = (tx: Database, packageId: number, orderIds: readonly number[]) =>
  tx.insert(orderPackageOrders).values(orderIds.map((orderId) => ({ packageId, orderId })));

export const removeFromPackage = (tx: Database, packageId: number, orderId: number) =>
  tx.delete(orderPackageOrders).where(link(packageId, orderId));

/** A new package of one customer's orders, coded `PK` + its id as the seeded ones are. */
export const createPackage = async (
  tx: Database,
  values: { customerCode: string | null; createdBy: string },
): Promise<PackageRow> => {
  const { rows } = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('order_packages', 'id'))::int as id`,
  )) as unknown as { rows: { id: number }[] };
  const id = Number(rows[0].id);
  const [created] = await tx
    .insert(orderPackages)
    .values({ id, code: `PK${String(id).padStart(7, '0')}`, status: 'progressing', ...values })
    .returning();
  return created;
};

/** A package with the orders it holds, as `OrderPackageGetDetailByCode` and batch writes answer. */
export const packageWithOrders = async (db: Database, found: PackageRow) => ({
  ...found,
  orders: await db
    .select({ id: orders.id, code: orders.code, status: orders.status, title: orders.title })
    .from(orderPackageOrders)
    .innerJoin(orders, eq(orders.id, orderPackageOrders.orderId))
    .where(eq(orderPackageOrders.packageId, found.id))
    .orderBy(asc(orders.id)),
});
