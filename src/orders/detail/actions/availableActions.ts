import {
  canMove,
  familyAllows,
  orderActionMoves,
  orderActions,
  orderStatuses,
  orderTransitions,
  statusesOwnedByActions,
  type OrderActionDeclaration,
  type OrderActionName,
  type OrderStatus,
  type OrderFamily,
} from '../../../../resources/orders/index';
import type { OrderRecord } from '../orderRecord';

/** The statuses `OrderUpdateStatus` offers: the table's moves, minus those an action of their own makes. */
export const offeredStatuses = (status: OrderStatus): OrderStatus[] =>
  orderTransitions[status].filter((next) => !statusesOwnedByActions[next]);

/**
 * The statuses a status change offers orders in any of these statuses (a list's chosen rows, or
 * every status a list holds): the server still checks each order's own move.
 */
export const movesFrom = (from: readonly OrderStatus[]): OrderStatus[] =>
  orderStatuses.filter((status) => from.some((current) => offeredStatuses(current).includes(status)));

/**
 * Whether a move is possible from the order's status: a status change needs a status to offer, and
 * an action that leads to a status of its own (`orderActionMoves`: buy, cancel) needs the table to allow
 * that move.
 */
const canMakeMove = (action: OrderActionDeclaration, status: OrderStatus) => {
  if (action.name === 'OrderUpdateStatus') return offeredStatuses(status).length > 0;
  const moveTo = orderActionMoves[action.name];
  return moveTo === undefined || canMove(status, moveTo);
};

/** The table's actions offered on one order's page: in its action bar or in one of its tabs. */
const onOrderPage = (orderActions as readonly OrderActionDeclaration[]).filter(
  (action) => action.places.includes('detail') || action.places.includes('tab'),
);

/**
 * Which writes the detail page offers for an order: only those the family and the order's stage
 * allow (`familyAllows`, the rule the server enforces), whose move the transition table allows,
 * and only to a user who may write in the family's area. Writes on several orders or a whole list
 * (package from several orders, tracking import) belong to the lists, not to one order's page.
 */
export const writesForOrder = (
  family: OrderFamily,
  order: OrderRecord,
  mayWrite: boolean,
): OrderActionName[] =>
  mayWrite
    ? onOrderPage
        .filter((action) => familyAllows(family, action.name, order) && canMakeMove(action, order.status))
        .map((action) => action.name)
    : [];

/** Writes offered inside a tab, next to what they change, rather than in the action bar. */
export const writesInTabs: readonly OrderActionName[] = (orderActions as readonly OrderActionDeclaration[])
  .filter((action) => action.places.includes('tab'))
  .map((action) => action.name);

/** Moves off the happy path: offered in the menu, never as the next step. */
const sideMoves: readonly OrderStatus[] = [
  'cancellationRequested',
  'lostGoods',
  'liquidationGoods',
  'junkOrder',
];

export interface NextStep {
  action: OrderActionName;
  /** The status the step moves to (preset in the `OrderUpdateStatus` dialog). */
  status: OrderStatus;
}

/**
 * The primary button: the order's next move along the way a purchase goes (buy, move to storage...,
 * or carry out a requested cancellation), when it is offered.
 */
export const nextStep = (order: OrderRecord, offered: readonly OrderActionName[]): NextStep | null => {
  const next = orderTransitions[order.status].find((status) => !sideMoves.includes(status));
  if (!next) return null;
  const action = statusesOwnedByActions[next] ?? 'OrderUpdateStatus';
  return offered.includes(action) ? { action, status: next } : null;
};
