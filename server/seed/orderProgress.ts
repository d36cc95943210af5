import { orderStatuses, type OrderStatus } from '../../resources/orders/index';

/**
 * The path an order takes to reach a status, from the start, by the transition table: the statuses
 * in their order up to `delivered`, without the prepaid order's detour (`advancePaymentAwaited`).
 */
export const happyPath: readonly OrderStatus[] = orderStatuses
  .slice(0, orderStatuses.indexOf('delivered') + 1)
  .filter((status) => status !== 'advancePaymentAwaited');

/** How far along the happy path an order in this status has come (for which fields it has). */
export const progress = (status: OrderStatus) => {
  const position = happyPath.indexOf(status);
  if (position >= 0) return position;
  // Cancelled orders were mostly never bought; lost, liquidated and junk goods were stored.
  if (status === 'advancePaymentAwaited' || status === 'cancellationRequested' || status === 'cancelled')
    return 1;
  return happyPath.indexOf('inStorage');
};
export const reached = (status: OrderStatus, milestone: OrderStatus) =>
  progress(status) >= progress(milestone);
