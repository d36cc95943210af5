import { actionApplies, conditionsOf, type ActionPlace } from '../types';
import type { OrderListAction } from './actions';
import {
  findOrderAction,
  orderActions,
  type DeclaredOrderWrite,
  type OrderActionDeclaration,
  type OrderActionName,
} from './orderActions';
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

/**
 * The table's actions a family offers: those limited to it by `families`, and otherwise those whose
 * `when` takes one of the statuses it lists (an action without `when` applies to every order).
 */
const writesOf = (path: string, statuses: readonly OrderStatus[]): OrderActionName[] =>
  (orderActions as readonly OrderActionDeclaration[])
    .filter((action) =>
      action.families
        ? action.families.includes(path)
        : conditionsOf(action.when).every(
            (condition) =>
              condition.field !== 'status' ||
              !('in' in condition) ||
              condition.in.some((status) => statuses.includes(status as OrderStatus)),
          ),
    )
    .map((action) => action.name);

const withWrites = (path: string, reads: readonly OrderActionName[], statuses: readonly OrderStatus[]) => [
  ...reads,
  ...writesOf(path, statuses),
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
    actions: withWrites(path, stage.reads, stage.statuses),
    area: stage.area,
  };
};

const stageFamilies = orderStages.flatMap((stage) =>
  stage.sourceVariants
    ? [...orderSources.map((source) => stageFamily(stage, source)), stageFamily(stage, null)]
    : [stageFamily(stage, null)],
);

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** Everything any stage reads: the search families act on an order as its own stage allows. */
const everyStageRead = unique(orderStages.flatMap((stage) => stage.reads));

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
): OrderFamily => {
  const statuses = [...purchaseWaiting.statuses, ...waitingPayment.statuses];
  return {
    path,
    route,
    kind: 'offer',
    stage: null,
    source,
    statuses,
    listAction,
    offersOnly: true,
    actions: withWrites(path, unique([...purchaseWaiting.reads, ...waitingPayment.reads]), statuses),
    area: 'orders',
  };
};

const searchFamily = (path: string, route: string): OrderFamily => ({
  path,
  route,
  kind: 'search',
  stage: null,
  source: null,
  statuses: orderStatuses,
  listAction: 'getorders',
  offersOnly: false,
  actions: withWrites(path, everyStageRead, orderStatuses),
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
export type ActionableOrder = {
  status: OrderStatus;
  source: string;
  offerStatus: string | null;
};

/**
 * Whether this family lets this action touch this order, as the family and the order's status
 * allow (a write: the action table's `when`; a read: the order's stage): the server refuses anything else, and the app offers
 * nothing else.
 */
export const familyAllows = (family: OrderFamily, action: OrderActionName, order: ActionableOrder) =>
  family.actions.includes(action) &&
  familyLists(family, order) &&
  (!family.offersOnly || order.offerStatus !== null) &&
  (findOrderAction(action)
    ? actionApplies(findOrderAction(action)!, order)
    : (stageOfStatus(order.status).reads as readonly OrderActionName[]).includes(action));

/**
 * The actions of the one action table a family's list offers at a place (its bulk bar, toolbar or
 * rows): the order lists place their buttons by the table's `places`, as generated lists do
 * (src/generators/ResourceList.tsx).
 */
export const familyActionsAt = (family: OrderFamily, place: ActionPlace): DeclaredOrderWrite[] =>
  orderActions
    .filter(
      (action) =>
        (action.places as readonly ActionPlace[]).includes(place) && family.actions.includes(action.name),
    )
    .map((action) => action.name);

/**
 * Where the real API departs from `/api/<Family>/<Action>` (call catalogue 7.12), keyed
 * `<Family>/<Action>`: the action table's `familyPaths`. The client calls these and the reference
 * server serves them.
 */
export const irregularPaths: Readonly<Record<string, string>> = Object.fromEntries(
  (orderActions as readonly OrderActionDeclaration[]).flatMap((action) =>
    Object.entries(action.familyPaths ?? {}).map(([family, path]) => [`${family}/${action.name}`, path]),
  ),
);

/** The literal path (without base) a family's action is called on (7.12 irregularities included). */
export const familyActionPath = (family: string, action: string) =>
  findOrderAction(action)?.familyPaths?.[family] ?? `/api/${family}/${action}`;
