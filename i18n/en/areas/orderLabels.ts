import type { OrderSourceKey } from '../../../resources/orders/sources';
import type { OrderStageKey } from '../../../resources/orders/stages';

/**
 * The order stages' and sources' names, once per language: `kago.orderStage.<stage>` and
 * `kago.orderSource.<source>`. Every screen (lists, detail, dashboard, export files) names a stage
 * or a source from here.
 */
export const orderStage: Readonly<Record<OrderStageKey, string>> = {
  purchaseWaiting: 'Waiting for purchase',
  waitingPayment: 'Waiting for additional payment',
  purchased: 'Purchased',
  domesticShipping: 'Domestic shipping',
  arrivedInStorage: 'Arrived in storage',
  deliveryAndDelivered: 'Awaiting delivery and delivered',
  cancel: 'Cancelled',
};

export const orderSource: Readonly<Record<OrderSourceKey, string>> = {
  ichiba: 'Ichiba',
  mercari: 'Mercari',
  jan: 'Jan',
  auction: 'Auction',
  international: 'International',
  america: 'America',
  ezbuyvn: 'Ezbuyvn',
  pcs: 'PCS',
};
