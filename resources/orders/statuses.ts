/**
 * The 15 order statuses of seed 000 section 4 and the ONE table of moves between them. The seed
 * shows no transitions; these are the ones a purchasing agent needs: an order is settled or
 * prepaid, bought, shipped inside the source country, stored, delivered; it may be cancelled
 * (directly, or on the customer's request) until it leaves for delivery; an order in storage may
 * instead end as lost, liquidated or junk. Labels: `kago.orders.statuses.<status>`.
 */
export const orderStatuses = [
  'waitingProcessing',
  'waitingSettlement',
  'advancePaymentAwaited',
  'purchasePending',
  'purchased',
  'domesticShipping',
  'inStorage',
  'awaitingDelivery',
  'delivering',
  'delivered',
  'cancellationRequested',
  'cancelled',
  'lostGoods',
  'liquidationGoods',
  'junkOrder',
] as const;

export type OrderStatus = (typeof orderStatuses)[number];

export const isOrderStatus = (value: string): value is OrderStatus =>
  (orderStatuses as readonly string[]).includes(value);

/** Statuses an order may still be cancelled from: everything before it leaves for delivery. */
const cancellable = ['cancellationRequested', 'cancelled'] as const;

/** From each status, the statuses it may move to. A status absent from every list is a start. */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  waitingProcessing: ['waitingSettlement', 'advancePaymentAwaited', ...cancellable],
  waitingSettlement: ['purchasePending', ...cancellable],
  advancePaymentAwaited: ['purchasePending', ...cancellable],
  purchasePending: ['purchased', ...cancellable],
  purchased: ['domesticShipping', ...cancellable],
  domesticShipping: ['inStorage', ...cancellable],
  inStorage: ['awaitingDelivery', 'lostGoods', 'liquidationGoods', 'junkOrder', ...cancellable],
  awaitingDelivery: ['delivering', ...cancellable],
  delivering: ['delivered'],
  delivered: [],
  cancellationRequested: ['cancelled'],
  cancelled: [],
  lostGoods: [],
  liquidationGoods: [],
  junkOrder: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus) => orderTransitions[from].includes(to);
