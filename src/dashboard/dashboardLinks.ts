import type { DateRange } from '../../dataProvider/dashboard';
import { hasRight } from '../../contract/access';
import {
  orderFamilies,
  orderStages,
  type OrderFamily,
  type OrderSourceKey,
  type OrderStageKey,
} from '../../resources/orders/index';

/**
 * Where each figure leads: the order list that counts the same orders. A list screen is the react-admin
 * resource at `/<family route>`, and its filter travels in the URL the react-admin way
 * (`?filter={...}`), so the list opens narrowed to the figure's date range (and source or statuses).
 * A figure whose list the user may not read gets no link.
 */

type ListFilter = Record<string, unknown>;

const listPath = (
  family: OrderFamily,
  filter: ListFilter = {},
  sort?: { field: string; order: 'ASC' | 'DESC' },
) => {
  const query = new URLSearchParams();
  if (Object.keys(filter).length > 0) query.set('filter', JSON.stringify(filter));
  if (sort) {
    query.set('sort', sort.field);
    query.set('order', sort.order);
  }
  const search = query.toString();
  return `/${family.route}${search ? `?${search}` : ''}`;
};

const requireFamily = (family: OrderFamily | undefined, what: string) => {
  if (!family) throw new Error(`No order family lists ${what}`);
  return family;
};

/** The stage's base family: every source. */
const stageFamily = (stage: OrderStageKey) =>
  requireFamily(
    orderFamilies.find(
      (family) => family.kind === 'stage' && family.stage === stage && family.source === null,
    ),
    stage,
  );

/** The stage's family for one source; a stage without source variants lists it filtered by source. */
const stageSourceFamily = (stage: OrderStageKey, source: OrderSourceKey) =>
  orderFamilies.find(
    (family) => family.kind === 'stage' && family.stage === stage && family.source === source,
  );

/** The search screen over every stage (`search-orders`), narrowed by filters. */
const searchFamily = requireFamily(
  orderFamilies.find((family) => family.route === 'search-orders'),
  'every stage',
);

const dateFilter = ({ dateFrom, dateTo }: DateRange): ListFilter => ({ dateFrom, dateTo });

export interface FigureLinks {
  /** Every order of the range the user may read, of one source when given. */
  all(source?: OrderSourceKey): string | undefined;
  stage(stage: OrderStageKey): string | undefined;
  stageAndSource(stage: OrderStageKey, source: OrderSourceKey): string | undefined;
  source(source: OrderSourceKey): string | undefined;
  latestPurchases(): string | undefined;
  supplier(supplierId: number, purchaser?: string): string | undefined;
}

/**
 * The links of the figures of `range` for a user with these roles. The figures count only the
 * stages the user may read (as the server does, from the same access table): a figure over every
 * source or every supplier then lists only their statuses.
 */
export const figureLinks = (range: DateRange, roles: readonly string[]): FigureLinks => {
  const readable = (family: OrderFamily) => hasRight(roles, 'read', family.area);
  const linkTo = (family: OrderFamily, filter?: ListFilter, sort?: Parameters<typeof listPath>[2]) =>
    readable(family) ? listPath(family, filter, sort) : undefined;
  const counted = orderStages.filter((stage) => hasRight(roles, 'read', stage.area));
  const countedStatuses =
    counted.length === orderStages.length ? {} : { status: counted.flatMap((stage) => [...stage.statuses]) };

  return {
    all: (source) =>
      linkTo(searchFamily, { ...dateFilter(range), ...(source ? { source } : {}), ...countedStatuses }),
    stage: (stage) => linkTo(stageFamily(stage), dateFilter(range)),
    stageAndSource: (stage, source) => {
      const family = stageSourceFamily(stage, source);
      return family
        ? linkTo(family, dateFilter(range))
        : linkTo(stageFamily(stage), { ...dateFilter(range), source });
    },
    source: (source) => linkTo(searchFamily, { ...dateFilter(range), source, ...countedStatuses }),
    latestPurchases: () => linkTo(searchFamily, countedStatuses, { field: 'purchaseDate', order: 'DESC' }),
    supplier: (supplierId, purchaser) =>
      linkTo(searchFamily, { supplierId, ...(purchaser ? { purchaser } : {}), ...countedStatuses }),
  };
};
