import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  canMove,
  familyAllows,
  isOrderStatus,
  type OrderActionName,
  type OrderFamily,
  type OrderStatus,
} from '../../resources/orders/index';
import type { Principal } from '../auth/index';
import type { Database } from '../db/database';
import { orderEvents, orders } from '../db/orderTables';
import { conflict } from '../http/apiError';
import { actionNotAllowed, orderFailure, orderNotFound, transitionRefused } from './failures';
import type { OrderRow } from './queries';
import type { OrderChange } from './orderChange';

const pick = (row: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]]));

/** An order as a write sees it: locked, with a status the transition table knows. */
export type LockedOrder = OrderRow & { status: OrderStatus };

interface WriteTarget {
  request: FastifyRequest;
  action: OrderActionName;
  /** The families served on the path called: one of them must allow the action on each order. */
  families: readonly OrderFamily[];
}

export interface OrderWriteStep extends WriteTarget {
  orderId: number;
  /** The version the user loaded; a different stored one answers 409. Omitted: no staleness check. */
  version?: number;
  /**
   * Writes only when this holds of the order as locked; otherwise nothing is written or checked and
   * the call answers undefined (a warehouse walk tests each move on the one locked read).
   */
  when?(order: LockedOrder): boolean;
  /** Computes the change inside the transaction, with the order locked. */
  change(tx: Database, order: LockedOrder): Promise<OrderChange> | OrderChange;
}

export interface OrdersWriteStep<T> extends WriteTarget {
  orderIds: readonly number[];
  /** Computes the change of each order (by id) and the call's answer, with the orders locked. */
  change(
    tx: Database,
    orders: LockedOrder[],
  ): Promise<{ answer: T; changes: ReadonlyMap<number, OrderChange> }>;
}

const allowed = ({ families, action }: WriteTarget, order: LockedOrder) =>
  families.some((family) => familyAllows(family, action, order));

/**
 * Writes one order's change and its event-log row: the move checked against the transition table,
 * the version bumped (guarded by the one read under the lock), who and what before and after.
 */
const applyChange = async (
  tx: Database,
  { request, action }: WriteTarget,
  principal: Principal,
  order: LockedOrder,
  change: OrderChange,
) => {
  if (change.status && !canMove(order.status, change.status))
    throw transitionRefused(request, order.status, change.status);
  const values = { ...change.values, ...(change.status ? { status: change.status } : {}) };
  const now = new Date();
  // A move restarts the clock the late-order reports read (resources/reports.ts).
  const moved = change.status && change.status !== order.status ? { statusChangedAt: now } : {};
  const [updated] = await tx
    .update(orders)
    .set({ ...values, ...moved, version: order.version + 1, updatedAt: now })
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
};

const asDatabase = (transaction: unknown) => transaction as Database;

/**
 * Every single-order write goes through here: the order locked, its version compared (409 when
 * another write came first), the action checked against the families served on this path and the
 * stage the order is in, the move checked against the transition table, the change and its
 * event-log row written in ONE transaction. Answers the updated order.
 */
export const writeOrder = (db: Database, step: OrderWriteStep) => {
  const { request, orderId, version } = step;
  return db.transaction(async (transaction) => {
    const tx = asDatabase(transaction);
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || !isOrderStatus(order.status)) throw orderNotFound(request);
    if (version !== undefined && order.version !== version) throw conflict();
    const current = order as LockedOrder;
    if (step.when && !step.when(current)) return undefined;
    if (!allowed(step, current)) throw actionNotAllowed(request, current.status);
    const change = await step.change(tx, current);
    return applyChange(tx, step, request.principal!, current, change);
  });
};

/**
 * A write over several orders chosen in a list, all or nothing: every order locked (in id order,
 * so two such writes cannot deadlock), every one allowed by the family (else 400 naming the codes
 * refused), then each order's change and event row, in ONE transaction.
 */
export const writeOrders = <T>(db: Database, step: OrdersWriteStep<T>) => {
  const { request } = step;
  const ids = [...new Set(step.orderIds)];
  return db.transaction(async (transaction) => {
    const tx = asDatabase(transaction);
    const locked = (await tx
      .select()
      .from(orders)
      .where(inArray(orders.id, ids))
      .orderBy(asc(orders.id))
      .for('update')) as LockedOrder[];
    if (locked.length !== ids.length || !locked.every((order) => isOrderStatus(order.status)))
      throw orderNotFound(request);
    const refused = locked.filter((order) => !allowed(step, order));
    if (refused.length)
      throw orderFailure(400, 'ordersNotAllowed', { codes: refused.map((order) => order.code).join(', ') });
    const { answer, changes } = await step.change(tx, locked);
    for (const order of locked) {
      const change = changes.get(order.id);
      if (change) await applyChange(tx, step, request.principal!, order, change);
    }
    return answer;
  });
};
