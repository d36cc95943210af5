import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  canMove,
  familyAllows,
  isOrderStatus,
  type OrderActionName,
  type OrderFamily,
  type OrderStatus,
} from '../../resources/orders/index';
import type { Database } from '../db/database';
import { orderEvents, orders } from '../db/orderTables';
import { conflict } from '../http/apiError';
import { actionNotAllowed, orderNotFound, transitionRefused } from './failures';
import type { OrderRow } from './queries';
import type { OrderChange } from './writes';

const pick = (row: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]]));

export interface OrderWriteStep {
  request: FastifyRequest;
  action: OrderActionName;
  /** The families served on the path called: one of them must allow the action on the order. */
  families: readonly OrderFamily[];
  orderId: number;
  /** The version the user loaded; a different stored one answers 409. Omitted: no staleness check. */
  version?: number;
  /** Computes the change inside the transaction, with the order locked. */
  change(tx: Database, order: OrderRow & { status: OrderStatus }): Promise<OrderChange> | OrderChange;
}

/**
 * Every order write goes through here: the order locked, its version compared (409 when another
 * write came first), the action checked against the families served on this path and the stage
 * the order is in, the move checked against the transition table, the change and its event-log
 * row written in ONE transaction.
 */
export const writeOrder = (db: Database, step: OrderWriteStep) => {
  const { request, action, families, orderId, version } = step;
  const principal = request.principal!;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || !isOrderStatus(order.status)) throw orderNotFound(request);
    if (version !== undefined && order.version !== version) throw conflict();
    const current = order as OrderRow & { status: OrderStatus };
    if (!families.some((family) => familyAllows(family, action, current)))
      throw actionNotAllowed(request, current.status);
    const change = await step.change(tx, current);
    if (change.status && !canMove(current.status, change.status))
      throw transitionRefused(request, current.status, change.status);
    const values = { ...change.values, ...(change.status ? { status: change.status } : {}) };
    const [updated] = await tx
      .update(orders)
      .set({ ...values, version: order.version + 1, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.version, order.version)))
      .returning();
    if (!updated) throw conflict();
    const changed = Object.keys(values);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      action,
      actor: principal.subject,
      actorName: principal.name,
      fromStatus: order.status,
      toStatus: updated.status,
      before: { ...pick(order, changed), ...change.before },
      after: { ...pick(updated, changed), ...change.after },
    });
    return updated;
  });
};
