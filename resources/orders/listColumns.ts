import type { OrderFamily } from './families';
import type { OrderStageKey } from './stages';

/**
 * The columns of an order list (src/orders/OrderList.tsx), by source, in the table's order. A
 * column's place among them is its identity in a user's stored column choice (react-admin's
 * DatagridConfigurable keeps indexes): a new column goes at the end.
 */
export const orderListColumns = [
  'code',
  'image',
  'title',
  'source',
  'status',
  'customerName',
  'orderDate',
  'price',
  'total',
  'purchaser',
  'tracking',
  'orderNumber',
] as const;

export type OrderListColumn = (typeof orderListColumns)[number];

/** The code and title identify an order on every screen, with its source where it lists several. */
const identity = ['code', 'title', 'source'] as const;

/**
 * What each screen shows before the user chooses (the rest wait in the columns button), by what its
 * work needs, on a 1280 px desk with the menu open (tests/e2e/fit.test.ts): the purchaser buying
 * reads the price, the payment stages and the cancelled the total owed or refunded; once bought,
 * the marketplace's order number and the tracking entered from it; in transit, in storage and out
 * for delivery, the tracking the goods are followed and received by, and their picture to know them
 * by. A stage of one status (purchased, domestic shipping) leaves its status to the button: every
 * row would say the same. The search over every stage has no room for the picture.
 */
const shownFirst: Readonly<Record<OrderStageKey | 'offer' | 'search', readonly OrderListColumn[]>> = {
  search: [...identity, 'status', 'customerName', 'orderDate', 'total'],
  purchaseWaiting: [...identity, 'image', 'status', 'customerName', 'orderDate', 'price'],
  offer: [...identity, 'image', 'status', 'customerName', 'orderDate', 'price'],
  waitingPayment: [...identity, 'image', 'status', 'customerName', 'orderDate', 'total'],
  purchased: [...identity, 'image', 'customerName', 'orderNumber', 'tracking'],
  domesticShipping: [...identity, 'image', 'customerName', 'orderDate', 'tracking'],
  arrivedInStorage: [...identity, 'image', 'status', 'customerName', 'orderDate', 'tracking'],
  deliveryAndDelivered: [...identity, 'image', 'status', 'customerName', 'orderDate', 'tracking'],
  cancel: [...identity, 'image', 'status', 'customerName', 'orderDate', 'total'],
};

/** The columns of a family's list left for the columns button until the user shows them. */
export const orderColumnsOnDemand = (family: OrderFamily): OrderListColumn[] => {
  const shown = shownFirst[family.kind === 'stage' ? family.stage! : family.kind];
  return orderListColumns.filter((column) => !shown.includes(column));
};
