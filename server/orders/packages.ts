import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orderPackageOrders, orderPackages, orders } from '../db/orderTables';
import { orderFailure } from './failures';

/**
 * A package as the order calls use it. Its table is generated from the declaration
 * (resources/orderPackages.ts), so drizzle types its rows loosely: these are its columns' types.
 */
export type PackageRow = {
  id: number;
  version: number;
  code: string;
  status: string;
  customerCode: string | null;
  orderCodes: string | null;
  tracking: string | null;
  shipmentCode: string | null;
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  domesticShippingFee: number | null;
  photos: string | null;
  mergeStatus: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** A package by its code, locked for the write; an unknown code answers 404 naming it. */
export const lockPackage = async (tx: Database, code: string): Promise<PackageRow> => {
  const [found] = await tx
    .select()
    .from(orderPackages)
    .where(eq(orderPackages.code, code.trim()))
    .for('update');
  if (!found) throw orderFailure(404, 'packageNotFound', { code: code.trim() });
  return found as unknown as PackageRow;
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

/**
 * Writes down the codes of the orders a package holds (`orderCodes`), after every change of its
 * orders: the package list's keyword finds a package by any of them without a join.
 */
export const refreshOrderCodes = (tx: Database, packageId: number) =>
  tx
    .update(orderPackages)
    .set({
      orderCodes: sql`(select string_agg(o.code, ';' order by o.id) from ${orderPackageOrders} po
        join ${orders} o on o.id = po.order_id where po.package_id = ${packageId})`,
    })
    .where(eq(orderPackages.id, packageId));

export const addToPackage = async (tx: Database, packageId: number, orderIds: readonly number[]) => {
  await tx.insert(orderPackageOrders).values(orderIds.map((orderId) => ({ packageId, orderId })));
  await refreshOrderCodes(tx, packageId);
};

export const removeFromPackage = async (tx: Database, packageId: number, orderId: number) => {
  await tx.delete(orderPackageOrders).where(link(packageId, orderId));
  await refreshOrderCodes(tx, packageId);
};

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
  return created as unknown as PackageRow;
};

/** A package with the orders it holds, as `OrderPackageGetDetailByCode` and batch writes answer. */
export const packageWithOrders = async (db: Database, found: Readonly<Record<string, unknown>>) => ({
  ...found,
  orders: await db
    .select({ id: orders.id, code: orders.code, status: orders.status, title: orders.title })
    .from(orderPackageOrders)
    .innerJoin(orders, eq(orders.id, orderPackageOrders.orderId))
    .where(eq(orderPackageOrders.packageId, Number(found.id)))
    .orderBy(asc(orders.id)),
});
