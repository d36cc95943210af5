import { orderFamilies, type OrderFamily } from '../../../resources/orders/families';
import type { OrderSourceKey } from '../../../resources/orders/sources';
import { findStage, type OrderStageKey } from '../../../resources/orders/stages';
import { orderSource, orderStage } from './orderLabels';

/** What an order screen's name starts with: its stage, the offers, or one of the two searches. */
export type FamilyHeading = OrderStageKey | 'offers' | 'searchOrder' | 'searchOrders';

export const familyHeading = (family: OrderFamily): FamilyHeading => {
  if (family.kind === 'stage') return family.stage!;
  if (family.kind === 'offer') return 'offers';
  return family.path === 'order' ? 'searchOrder' : 'searchOrders';
};

/** Whether a screen is one of several per source (so its name says which), or the only one. */
const namesItsSource = (family: OrderFamily) =>
  family.kind === 'offer' || (family.kind === 'stage' && findStage(family.stage!).sourceVariants);

/**
 * Every order screen's name in one language, by route, made from the stage and source names:
 * "Purchased — Mercari", "Purchased — All sources", "Search orders". Each language writes its
 * headings, sources and pattern once; the 60 names follow.
 */
export const familyNames = (
  headings: Readonly<Record<FamilyHeading, string>>,
  sources: Readonly<Record<OrderSourceKey | 'all', string>>,
  pattern: string,
): Record<string, string> =>
  Object.fromEntries(
    orderFamilies.map((family) => {
      const heading = headings[familyHeading(family)];
      const name = namesItsSource(family)
        ? pattern.replace('%{stage}', heading).replace('%{source}', sources[family.source ?? 'all'])
        : heading;
      return [family.route, name];
    }),
  );

/** The screens' names that are not a stage's (those are `kago.orderStage`). */
const headings = {
  offers: 'Offers',
  searchOrder: 'Find an order',
  searchOrders: 'Search orders',
};

const allSources = 'All sources';

const familyPattern = '%{stage} — %{source}';

/** Messages of the orderList area, under `kago.orderList`. */
export const orderList = {
  headings,
  allSources,
  familyPattern,
  /** An order screen's name by route: menu entries and list titles. */
  families: familyNames({ ...orderStage, ...headings }, { ...orderSource, all: allSources }, familyPattern),
  columns: {
    code: 'Code',
    image: 'Image',
    title: 'Title',
    source: 'Source',
    status: 'Status',
    customerName: 'Customer',
    orderDate: 'Order date',
    price: 'Price',
    total: 'Total',
    purchaser: 'Purchaser',
    tracking: 'Tracking',
    orderNumber: 'Order number',
  },
  filters: {
    search: 'Code, title, customer, tracking, order number',
    status: 'Status',
    dateFrom: 'Ordered from',
    dateTo: 'Ordered until',
    purchaser: 'Purchaser',
    supplier: 'Supplier',
    bidAccount: 'Bid account',
    warehouse: 'Warehouse',
    customerCode: 'Customer code',
    source: 'Source',
  },
  empty: {
    title: 'No orders here',
    text: 'No order is at this stage right now. Orders appear here as soon as they reach it.',
    filtered: 'No order matches these filters. Clear a filter or change the search.',
  },
  bulk: {
    createPackage: 'Create package',
    confirmTitle:
      'Create one package from %{smart_count} order? |||| Create one package from %{smart_count} orders?',
    confirmText: 'The selected orders will be shipped together in a new package.',
    title: '%{action}: %{smart_count} order |||| %{action}: %{smart_count} orders',
    help: 'Applied to each chosen order in turn; an order its stage or a newer change does not allow is reported, the others go on.',
    progress: '%{done} of %{total}',
    done: '%{smart_count} order updated |||| %{smart_count} orders updated',
    summary: '%{done} of %{total} orders updated. Not updated (still selected):',
    conflict: 'Someone else changed this order after the list was loaded. Reload the list and try again.',
  },
  detail: {
    title: 'Order %{code}',
  },
};
