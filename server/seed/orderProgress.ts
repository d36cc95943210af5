import type { OrderStatus } from '../../resources/orders/index';

/** The path an order takes to reach a status, from the start, by the transition table. */
export const happyPath: readonly OrderStatus[] = [
  'waitingProcessing',
  'waitingSettlement',
  'purchasePending',
  'purchased',
  'domesticShipping',
  'inStorage',
  'awaitingDelivery',
  'delivering',
  'delivered',
];

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
