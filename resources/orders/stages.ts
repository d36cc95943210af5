import {
  domesticShippingReadActions,
  orderExportActions,
  orderReadActions,
  type OrderListAction,
  type OrderReadName,
} from './actions';
import type { OrderStatus } from './statuses';

/**
 * Who may act on a stage's orders (resources/access.ts): purchasing staff on orders being bought,
 * warehouse staff as well once the goods are in storage or out for delivery.
 */
export type OrderArea = 'orders' | 'orderStorage';

export type OrderStageKey =
  | 'purchaseWaiting'
  | 'waitingPayment'
  | 'purchased'
  | 'domesticShipping'
  | 'arrivedInStorage'
  | 'deliveryAndDelivered'
  | 'cancel';

export interface OrderStage {
  readonly key: OrderStageKey;
  /** The API path of the stage's base family; a source family appends the source's suffix. */
  readonly apiPrefix: string;
  /** The base screen's route; a source screen appends `-<routeSuffix>`. */
  readonly routePrefix: string;
  /**
   * Route suffixes whose screen is plural (`purchase-waiting-orders-mer`): the seed's own
   * irregularity, kept as data.
   */
  readonly pluralRouteSuffixes?: readonly string[];
  /** False: one family over every source, no source variants (waiting for payment). */
  readonly sourceVariants: boolean;
  readonly listAction: OrderListAction;
  /** The statuses the stage lists. Each status belongs to exactly one stage. */
  readonly statuses: readonly OrderStatus[];
  /**
   * The reads (and export) the stage's families offer besides their list; the writes they offer are
   * the action table's whose `when` takes the stage's statuses (orderActions.ts).
   */
  readonly reads: readonly OrderReadName[];
  readonly area: OrderArea;
}

const reads: readonly OrderReadName[] = [...orderReadActions, ...orderExportActions];

/** Domestic shipping, storage and delivery add the suppliers and bid configuration (7.3). */
const shippingReads: readonly OrderReadName[] = [...reads, ...domesticShippingReadActions];

export const orderStages: readonly OrderStage[] = [
  {
    key: 'purchaseWaiting',
    apiPrefix: 'OrderPurchase',
    routePrefix: 'purchase-waiting-order',
    pluralRouteSuffixes: ['mer', 'jan', 'auc', 'ezbuyvn'],
    sourceVariants: true,
    listAction: 'getorders',
    statuses: ['waitingProcessing', 'purchasePending'],
    reads,
    area: 'orders',
  },
  {
    key: 'waitingPayment',
    apiPrefix: 'OrderWaittingPayment',
    routePrefix: 'waiting-addpayment-order',
    sourceVariants: false,
    listAction: 'GetOrderWaitingPayment',
    statuses: ['waitingSettlement', 'advancePaymentAwaited'],
    reads,
    area: 'orders',
  },
  {
    key: 'purchased',
    apiPrefix: 'OrderPurchased',
    routePrefix: 'purchased-order',
    sourceVariants: true,
    listAction: 'getorders',
    statuses: ['purchased'],
    reads,
    area: 'orders',
  },
  {
    key: 'domesticShipping',
    apiPrefix: 'OrderDomesticShipping',
    routePrefix: 'order-domestic-shipping',
    sourceVariants: true,
    listAction: 'getorders',
    statuses: ['domesticShipping'],
    reads: shippingReads,
    area: 'orders',
  },
  {
    key: 'arrivedInStorage',
    apiPrefix: 'OrderArrivedInStorage',
    routePrefix: 'order-arrived-in-storage',
    sourceVariants: true,
    listAction: 'getorders',
    statuses: ['inStorage', 'lostGoods', 'liquidationGoods', 'junkOrder'],
    reads: shippingReads,
    area: 'orderStorage',
  },
  {
    key: 'deliveryAndDelivered',
    apiPrefix: 'OrderDeliveryAndDelivered',
    routePrefix: 'waiting-delivery-and-delivered',
    sourceVariants: true,
    listAction: 'getorders',
    statuses: ['awaitingDelivery', 'delivering', 'delivered'],
    reads: shippingReads,
    area: 'orderStorage',
  },
  {
    key: 'cancel',
    apiPrefix: 'OrderCancel',
    routePrefix: 'order-cancel',
    sourceVariants: true,
    listAction: 'getorders',
    statuses: ['cancellationRequested', 'cancelled'],
    // A requested cancellation is carried out from here (the status moves apply to every stage);
    // nothing else changes a cancelled order.
    reads,
    area: 'orders',
  },
];

const stageByStatus = new Map(
  orderStages.flatMap((stage) => stage.statuses.map((status) => [status, stage] as const)),
);

/** The stage whose lists hold an order in this status. */
export const stageOfStatus = (status: OrderStatus): OrderStage => {
  const stage = stageByStatus.get(status);
  if (!stage) throw new Error(`No stage lists status ${status}`);
  return stage;
};

export const findStage = (key: OrderStageKey): OrderStage => {
  const stage = orderStages.find((candidate) => candidate.key === key);
  if (!stage) throw new Error(`Unknown order stage ${key}`);
  return stage;
};
