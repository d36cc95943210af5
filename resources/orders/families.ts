import { familyOnlyWriteActions, type OrderActionName, type OrderListAction } from './actions';
import { orderSources, type OrderSource, type OrderSourceKey } from './sources';
import { orderStages, stageOfStatus, type OrderArea, type OrderStage, type OrderStageKey } from './stages';
import { orderStatuses, type OrderStatus } from './statuses';

/**
 * Every order family (call catalogue 7.2) and every order screen (seed 000 section 2), derived from
 * the stages and sources: a family is an API path prefix, a screen route, and the slice of orders
 * it lists. Nothing here is written out per family.
 */
export interface OrderFamily {
  /** The path segment under `/api/` (`OrderPurchaseIchiba`). */
  readonly path: string;
  /** The app route of its screen (`purchase-waiting-order-ichiba`). */
  readonly route: string;
  readonly kind: 'stage' | 'offer' | 'search';
  readonly stage: OrderStageKey | null;
  /** The source it lists; null lists every source. */
  readonly source: OrderSourceKey | null;
  /**
   * Set when the family has no API path of its own (PCS): its screen calls the base family's path
   * with this value as the `source` filter.
   */
  readonly sourceFilter?: OrderSourceKey;
  readonly statuses: readonly OrderStatus[];
  readonly listAction: OrderListAction;
  /** Lists only orders with an offer (a seller's counter-price) on them. */
  readonly offersOnly: boolean;
  /** What it offers besides its list; an action is still refused when the order's stage forbids it. */
  readonly actions: readonly OrderActionName[];
  readonly area: OrderArea;
}

/** A family's path segment: stage prefix + source suffix; a stage's base family has no suffix. */
export const orderFamilyPath = (stagePrefix: string, sourceSuffix = '') => `${stagePrefix}${sourceSuffix}`;

/** Actions a single family adds to its stage's (7.2, 7.3): keyed by family path. */
const familyExtraActions: Readonly<Record<string, readonly (typeof familyOnlyWriteActions)[number][]>> = {
  OrderPurchasedIchiba: ['ImportTracking'],
  OrderMercariIchiba: ['UpdateHasCod'],
};

const withExtras = (path: string, actions: readonly OrderActionName[]) => [
  ...actions,
  ...(familyExtraActions[path] ?? []),
];

const stageRoute = (stage: OrderStage, source: OrderSource) =>
  `${stage.routePrefix}${stage.pluralRouteSuffixes?.includes(source.routeSuffix) ? 's' : ''}-${source.routeSuffix}`;

const stageFamily = (stage: OrderStage, source: OrderSource | null): OrderFamily => {
  const path = orderFamilyPath(stage.apiPrefix, source?.apiSuffix ?? '');
  return {
    path,
    route: source ? stageRoute(stage, source) : stage.routePrefix,
    kind: 'stage',
    stage: stage.key,
    source: source?.key ?? null,
    ...(source && source.apiSuffix === null ? { sourceFilter: source.key } : {}),
    statuses: stage.statuses,
    listAction: stage.listAction,
    offersOnly: false,
    actions: withExtras(path, stage.actions),
    area: stage.area,
  };
};

const stageFamilies = orderStages.flatMap((stage) =>
  stage.sourceVariants
    ? [...orderSources.map((source) => stageFamily(stage, source)), stageFamily(stage, null)]
    : [stageFamily(stage, null)],
);

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** Everything any stage offers: the search families act on an order as its own stage allows. */
const everyStageAction = unique(orderStages.flatMap((stage) => stage.actions));

const purchaseWaiting = orderStages.find((stage) => stage.key === 'purchaseWaiting')!;
const waitingPayment = orderStages.find((stage) => stage.key === 'waitingPayment')!;

/**
 * Offers come while an order waits to be bought or paid for. The seed names three offer lists:
 * Mercari's, Mercari's for orders placed through Ichiba (the family with the has-COD flag), and
 * auctions'.
 */
const offerFamily = (
  path: string,
  route: string,
  source: OrderSourceKey,
  listAction: OrderListAction,
): OrderFamily => ({
  path,
  route,
  kind: 'offer',
  stage: null,
  source,
  statuses: [...purchaseWaiting.statuses, ...waitingPayment.statuses],
  listAction,
  offersOnly: true,
  actions: withExtras(path, unique([...purchaseWaiting.actions, ...waitingPayment.actions])),
  area: 'orders',
});

const searchFamily = (path: string, route: string): OrderFamily => ({
  path,
  route,
  kind: 'search',
  stage: null,
  source: null,
  statuses: orderStatuses,
  listAction: 'getorders',
  offersOnly: false,
  actions: everyStageAction,
  area: 'orders',
});

export const orderFamilies: readonly OrderFamily[] = [
  searchFamily('order', 'search-order'),
  searchFamily('orderSearch', 'search-orders'),
  ...stageFamilies,
  offerFamily('OrderMercari', 'mercari-offer', 'mercari', 'GetOrdersMercariOffer'),
  offerFamily('OrderMercariIchiba', 'mercari-offer-ichiba', 'ichiba', 'GetOrdersMercariOffer'),
  offerFamily('OrderAuction', 'auction-offer', 'auction', 'GetOrdersAuctionOffer'),
];

/** The families with an API path of their own (every family but the PCS screens), one per path. */
export const orderApiFamilies: readonly OrderFamily[] = orderFamilies.filter(
  (family) => !family.sourceFilter,
);

export const findOrderFamilyByRoute = (route: string) =>
  orderFamilies.find((family) => family.route === route);

export const findOrderFamily = (path: string) => orderApiFamilies.find((family) => family.path === path);

/** Whether a family lists an order in this status from this source (offers aside). */
export const familyLists = (family: OrderFamily, order: { status: OrderStatus; source: string }) =>
  family.statuses.includes(order.status) && (family.source === null || family.source === order.source);

/** What decides whether an action may touch an order. */
export interface ActionableOrder {
  status: OrderStatus;
  source: string;
  offerStatus: string | null;
}

/**
 * Whether this family lets this action touch this order, as its own and the order's stage allow:
 * the server refuses anything else, and the app offers nothing else.
 */
export const familyAllows = (family: OrderFamily, action: OrderActionName, order: ActionableOrder) =>
  family.actions.includes(action) &&
  familyLists(family, order) &&
  (!family.offersOnly || order.offerStatus !== null) &&
  ((familyOnlyWriteActions as readonly string[]).includes(action) ||
    stageOfStatus(order.status).actions.includes(action));
