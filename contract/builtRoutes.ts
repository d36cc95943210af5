import type { AccessArea } from '../resources/access';
import { orderFamilies, type OrderFamily } from '../resources/orders/families';
import {
  shippingQueueIcons,
  shippingQueues,
  utilityTools,
  type UtilityTool,
} from '../resources/shippingQueues';

/** A screen that is not a declared resource (a custom page), once it is built. */
export interface BuiltRoute {
  /** The route key menus name (seed section 2), e.g. `dashboard`, `search-order`. */
  readonly route: string;
  /** Where the app serves it. */
  readonly path: string;
  readonly labelKey: string;
  /** A Material icon name (see src/icons.ts). */
  readonly icon: string;
  /** Whose read right opens it (resources/access.ts). */
  readonly area: AccessArea;
}

/** An order screen's name (menu entry, list title), made from its stage and source in each language. */
export const orderFamilyLabelKey = (route: string) => `kago.orderList.families.${route}`;

const orderStageIcons: Readonly<Record<NonNullable<OrderFamily['stage']>, string>> = {
  purchaseWaiting: 'HourglassTop',
  waitingPayment: 'Payments',
  purchased: 'ShoppingCartCheckout',
  domesticShipping: 'LocalShipping',
  arrivedInStorage: 'Warehouse',
  deliveryAndDelivered: 'DeliveryDining',
  cancel: 'RemoveShoppingCart',
};

/** The icon of an order screen: its stage's, or its kind's. */
const orderFamilyIcon = (family: OrderFamily) => {
  if (family.kind === 'search') return 'Search';
  if (family.kind === 'offer') return 'LocalOffer';
  return orderStageIcons[family.stage!];
};

/** Every order family's screen (resources/orders/families.ts): its list at `/<route>`, read by its area. */
const orderRoute = (family: OrderFamily): BuiltRoute => ({
  route: family.route,
  path: `/${family.route}`,
  labelKey: orderFamilyLabelKey(family.route),
  icon: orderFamilyIcon(family),
  area: family.area,
});

/**
 * The custom routes that exist in the app today. A menu leaf whose route is neither a declared
 * resource nor listed here is not built yet, and is served to nobody: the issue that builds the
 * screen adds one row here (or declares the resource) and it appears in the menus of the roles that
 * may read it.
 */
export const builtRoutes: readonly BuiltRoute[] = [
  // react-admin serves the dashboard at `/`; `/dashboard` (the seed's key) redirects there.
  { route: 'dashboard', path: '/', labelKey: 'kago.menu.dashboard', icon: 'Dashboard', area: 'dashboard' },
  {
    route: 'customer-information',
    path: '/customer-information',
    labelKey: 'kago.customers.listLabel',
    icon: 'SupportAgent',
    area: 'customers',
  },
  {
    route: 'access-history',
    path: '/access-history',
    labelKey: 'kago.customers.accessHistoryLabel',
    icon: 'Schedule',
    area: 'customers',
  },
  // The shipping order's create page (resources/shippingOrders.ts, `management-order`): the second
  // menu names it a leaf of its own, `create-order`. Opened by those who may read operations; the
  // page itself asks for the create right, as every create page does.
  {
    route: 'create-order',
    path: '/management-order/create',
    labelKey: 'kago.shippingOrders.createLabel',
    icon: 'Outbox',
    area: 'operations',
  },
  // The payment's create page (resources/payments.ts, `management-payment`): the second menu's
  // `create-payment` leaf, as `create-order` is the shipping order's.
  {
    route: 'create-payment',
    path: '/management-payment/create',
    labelKey: 'kago.money.createPaymentLabel',
    icon: 'Payments',
    area: 'payments',
  },
  // The second menu's `reports`: the statistics screen (resources/statistics.ts) split by stage, its
  // preset route; read by those who read the reports.
  { route: 'reports', path: '/reports', labelKey: 'kago.menu.reports', icon: 'Assessment', area: 'reports' },
  // The operations' work queues (src/operations/WorkQueue.tsx), their trace and the utilities: read
  // by those who read operations; each step's button asks for its own right.
  ...shippingQueues.map((queue): BuiltRoute => ({
    route: queue,
    path: `/${queue}`,
    labelKey: `kago.shippingOrders.queues.${queue}`,
    icon: shippingQueueIcons[queue],
    area: 'operations',
  })),
  {
    route: 'trace',
    path: '/trace',
    labelKey: 'kago.shippingOrders.trace.label',
    icon: 'Search',
    area: 'operations',
  },
  ...(Object.keys(utilityTools) as UtilityTool[]).map((tool): BuiltRoute => ({
    route: utilityTools[tool].route,
    path: `/${utilityTools[tool].route}`,
    labelKey: `kago.utilities.tabs.${tool}`,
    icon: utilityTools[tool].icon,
    // Both tools read the currency catalogue's rates, a setting: offered to those who may read it
    // (an operator may not, and the screen would only meet a refusal).
    area: 'setting',
  })),
  ...orderFamilies.map((family) => orderRoute(family)),
];
