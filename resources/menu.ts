/**
 * The two sidebar menus of seed 000 section 2, as data: every item the seed names, whether its screen
 * is built yet or not. What a user is served is computed from this tree (contract/visibleMenu.ts):
 * only leaves whose route is built and which the user's roles may read, without empty groups.
 */

import { orderSources } from './orders/sources';

/** A leaf opens one route; a group holds leaves (and groups) under a title. */
export interface MenuNode {
  /** Unique within its menu. For a leaf, its route key unless told otherwise. */
  readonly key: string;
  /** Title of a group. A leaf's label comes from what its route opens (resource or built route). */
  readonly labelKey?: string;
  /** A Material icon name; a leaf defaults to the icon of what it opens. */
  readonly icon?: string;
  /**
   * The route key a leaf opens: a declared resource's name (`bank`), or a custom route of
   * contract/builtRoutes.ts (`dashboard`). Absent on groups.
   */
  readonly route?: string;
  readonly children?: readonly MenuNode[];
}

export type { MenuKey } from './types';
import type { MenuKey } from './types';

export interface MenuDefinition {
  /** What `GET /api/Resources/GetByKey?key=` names. */
  readonly key: MenuKey;
  readonly labelKey: string;
  readonly items: readonly MenuNode[];
}

const leaf = (route: string): MenuNode => ({ key: route, route });
const leaves = (routes: readonly string[]) => routes.map(leaf);
const group = (key: string, labelKey: string, icon: string, children: readonly MenuNode[]): MenuNode => ({
  key,
  labelKey,
  icon,
  children,
});

/** The order sources' route suffixes, in menu order; each family has a screen per source plus a plain one. */
const sourceSuffixes = orderSources.map((source) => source.routeSuffix);

/** A family's screens: `<family>-<suffix>` for every source, then the plain family (all sources). */
const familyLeaves = (family: string) =>
  leaves([...sourceSuffixes.map((suffix) => `${family}-${suffix}`), family]);

/** The first menu: order purchasing and fulfilment. */
export const purchasingMenu: MenuDefinition = {
  key: 'menu.purchasing',
  labelKey: 'kago.menu.titles.purchasing',
  items: [
    ...leaves(['dashboard', 'search-order', 'search-orders']),
    // The seed lists this group's entries one by one: the singular/plural route names are its own.
    // Its first menu names no PCS entry here, but section 2 has the route
    // (`purchase-waiting-order-pcs`, singular): listed last among the sources so that it opens.
    group(
      'purchase-waiting',
      'kago.menu.purchaseWaiting',
      'HourglassTop',
      leaves([
        'purchase-waiting-order-ichiba',
        'purchase-waiting-orders-mer',
        'mercari-offer',
        'mercari-offer-ichiba',
        'purchase-waiting-orders-jan',
        'purchase-waiting-orders-auc',
        'purchase-waiting-order-international',
        'purchase-waiting-order-america',
        'purchase-waiting-orders-ezbuyvn',
        'purchase-waiting-order-pcs',
        'purchase-waiting-order',
        'waiting-addpayment-order',
      ]),
    ),
    leaf('auction-offer'),
    group('purchased', 'kago.menu.purchased', 'ShoppingCartCheckout', familyLeaves('purchased-order')),
    group(
      'order-domestic-shipping',
      'kago.menu.domesticShipping',
      'LocalShipping',
      familyLeaves('order-domestic-shipping'),
    ),
    group(
      'order-arrived-in-storage',
      'kago.menu.arrivedInStorage',
      'Warehouse',
      familyLeaves('order-arrived-in-storage'),
    ),
    group(
      'waiting-delivery-and-delivered',
      'kago.menu.waitingDelivery',
      'DeliveryDining',
      familyLeaves('waiting-delivery-and-delivered'),
    ),
    group('order-cancel', 'kago.menu.orderCancel', 'RemoveShoppingCart', familyLeaves('order-cancel')),
    group(
      'package-management',
      'kago.menu.packageManagement',
      'Inventory',
      leaves(['manage-order-package', 'manage-packageFromWH']),
    ),
    group(
      'report-management',
      'kago.menu.reportManagement',
      'Assessment',
      leaves([
        'order-purchase-report',
        'order-report-number-tracking',
        'order-import-export-report',
        'order-slow-buy-report',
      ]),
    ),
    ...leaves(['buyer-config', 'event-log-list']),
  ],
};

/** The second menu: logistics operations, master data and the back office's other areas. */
export const operationsMenu: MenuDefinition = {
  key: 'menu.operations',
  labelKey: 'kago.menu.titles.operations',
  items: [
    leaf('dashboard'),
    group('order', 'kago.menu.orders', 'Receipt', leaves(['create-order', 'management-order'])),
    group(
      'operations',
      'kago.menu.operations',
      'Handyman',
      leaves(['receive', 'handling', 'dispatch', 'charge', 'doc', 'delivery', 'trace']),
    ),
    group(
      'payments',
      'kago.menu.payments',
      'Payments',
      leaves(['create-payment', 'management-payment', 'report-payment']),
    ),
    // The seed's log-event entry is the partner event log, the first menu's event-log-list.
    { key: 'log-event', route: 'event-log-list' },
    ...leaves(['reports', 'utils']),
    group(
      'catalogue',
      'kago.menu.catalogue',
      'LibraryBooks',
      leaves([
        'airline',
        'airport',
        'charges-group',
        'port',
        'carrier',
        'seaport',
        'shipping-product-type',
        'bank',
        'global-zone',
        'country',
        'state-province',
        'district',
        'ward',
        'incoterm',
        'move-type',
        'forwarding-agent',
        'shipper',
        'consignee',
        'payment-term',
        'shipping-provider-customer',
        'agent',
        'custom-agent',
        'shipping-agent',
        'shipping-line',
        'package-type',
        'vessel',
        'trucker',
        'commodity',
        'commodity-group',
        'product-origin',
        'measurement',
        // The seed also names delivery time here; a screen has one place in the sidebar, and its
        // declaration makes it a setting (with settings' access), so it is listed there only.
        'special-service-type',
        'vat-type',
        'vendor',
        // Not in the seed's list, but a catalogue of the call catalogue ("all product types").
        'product-type',
      ]),
    ),
    group(
      'setting',
      'kago.menu.setting',
      'Settings',
      leaves([
        'payment-method',
        'bank-account',
        'delivery-time',
        'currency',
        'measure-dimension',
        'measure-weight',
        'quantity-unit',
      ]),
    ),
    // Named by the seed without their content: one entry each until their screens are specified.
    ...leaves(['utilities', 'notification']),
    group(
      'customer-management',
      'kago.menu.customers',
      'People',
      leaves(['customer-information', 'access-history']),
    ),
    ...leaves(['promotions', 'coupons', 'statistics']),
    group('marketing', 'kago.menu.marketing', 'Campaign', leaves(['marketing-mail', 'marketing-sms'])),
    ...leaves(['suppliers', 'employees', 'kpi']),
  ],
};

export const menuDefinitions: readonly MenuDefinition[] = [purchasingMenu, operationsMenu];

export const findMenu = (key: string): MenuDefinition | undefined =>
  menuDefinitions.find((menu) => menu.key === key);
