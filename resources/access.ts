/**
 * Who may do what: ONE table, read by the reference server (every API call checks it) and by the
 * menu it serves (a role sees only what it may read), so the two never disagree. Later issues add
 * their areas here (as `AccessArea` grows, the compiler asks for a cell per role). How a call is
 * judged by it is contract/access.ts.
 */

export const roles = ['admin', 'purchaser', 'warehouse', 'accountant', 'viewer', 'operator'] as const;
export type Role = (typeof roles)[number];

export type Right = 'read' | 'write';

/** The two menu groups of catalogues, each its own access area (resources/fields.ts). */
export type CatalogueGroup = 'catalogue' | 'setting';

/**
 * What access is granted on: a resource's menu group, or a custom route's area. Orders have two
 * (resources/orders/stages.ts): `orders` while they are bought, `orderStorage` once in storage or
 * out for delivery, where warehouse staff act too. `warehouse`: the packages the warehouse receives
 * (resources/tracking.ts), written by warehouse staff (also when they add a tracking from an order
 * screen), read by everyone else. `reports`: the late-order reports (resources/reports.ts), read by
 * admin and accounting; `purchaseReports`: the purchase report, read by purchasers too (issue 33).
 * `operations`: shipping orders on the op base (resources/shippingOrders.ts), written by the
 * operators who work them and by admins. `payments`: the customers' money moves and the orders'
 * payments (resources/transactions.ts), read and written by accounting and admins (issue 33).
 * `shippingCharges`: a shipping order's charge step (resources/shippingOperations.ts), the
 * accountant's and the admin's; everyone else reads it.
 */
export type BusinessArea =
  | 'dashboard'
  | CatalogueGroup
  | 'orders'
  | 'orderStorage'
  | 'customers'
  | 'buying'
  | 'warehouse'
  | 'reports'
  | 'purchaseReports'
  | 'operations'
  | 'payments'
  | 'shippingCharges';

/**
 * What a declaration's `access` may name: a business area of the table below, or `signedIn`, what is
 * the signed-in user's own and no business area's (their list preferences, their menus:
 * server/preferences/area.ts, server/menu/area.ts). It is in no row of the table: every role of the
 * table reads and writes there, whatever its rights elsewhere, and a name that is no role nothing
 * (contract/access.ts `rightsOf`), so it cannot be given to one role and not another. `public`: what
 * anyone may read without a token (the gateway's route list, server/gateway/area.ts), in no row of
 * the table either: it is read, never written, and only outside `/api/`, where the token check is
 * (server/resources/routes.ts refuses to build any other).
 */
export type AccessArea = BusinessArea | 'signedIn' | 'public';

const none: readonly Right[] = [];
const read: readonly Right[] = ['read'];
const readWrite: readonly Right[] = ['read', 'write'];

type AreaRights = Readonly<Record<BusinessArea, readonly Right[]>>;

/** Reads what is not money, settings or reports; writes nothing. */
const viewerRights: AreaRights = {
  dashboard: read,
  catalogue: read,
  setting: none,
  orders: read,
  orderStorage: read,
  customers: read,
  buying: read,
  warehouse: read,
  reports: none,
  purchaseReports: none,
  operations: read,
  payments: none,
  shippingCharges: read,
};

export const accessTable: Readonly<Record<Role, AreaRights>> = {
  admin: {
    dashboard: read,
    catalogue: readWrite,
    setting: readWrite,
    orders: readWrite,
    orderStorage: readWrite,
    customers: readWrite,
    buying: readWrite,
    warehouse: readWrite,
    reports: read,
    purchaseReports: read,
    operations: readWrite,
    payments: readWrite,
    shippingCharges: readWrite,
  },
  purchaser: {
    dashboard: read,
    catalogue: read,
    setting: none,
    orders: readWrite,
    orderStorage: readWrite,
    customers: read,
    buying: readWrite,
    warehouse: read,
    reports: none,
    purchaseReports: read,
    operations: read,
    payments: none,
    shippingCharges: read,
  },
  warehouse: {
    dashboard: read,
    catalogue: read,
    setting: none,
    orders: read,
    orderStorage: readWrite,
    customers: read,
    buying: read,
    warehouse: readWrite,
    reports: none,
    purchaseReports: none,
    operations: read,
    payments: none,
    shippingCharges: read,
  },
  // Settings hold money matters (currencies, bank accounts, payment methods): accounting reads them.
  // Customers' money (balances, VIP holds) is accounting's to change, with the admin's.
  accountant: {
    dashboard: read,
    catalogue: read,
    setting: read,
    orders: read,
    orderStorage: read,
    customers: readWrite,
    buying: read,
    warehouse: read,
    reports: read,
    purchaseReports: read,
    operations: read,
    payments: readWrite,
    shippingCharges: readWrite,
  },
  viewer: viewerRights,
  // Works the shipping orders of the op base (receive, handle, dispatch, deliver); reads the rest
  // as a viewer does.
  operator: { ...viewerRights, operations: readWrite },
};

export const isRole = (name: string): name is Role => (roles as readonly string[]).includes(name);
