import type { MenuGroup, ResourceDeclaration } from './types';

/**
 * Who may do what: ONE table, read by the reference server (every API call checks it) and by the
 * menu it serves (a role sees only what it may read), so the two never disagree. Later issues add
 * their areas here (as `MenuGroup` grows, the compiler asks for a cell per role).
 */

export const roles = ['admin', 'purchaser', 'warehouse', 'accountant', 'viewer'] as const;
export type Role = (typeof roles)[number];

export type Right = 'read' | 'write';

/**
 * What access is granted on: a resource's menu group, or a custom route's area. Orders have two
 * (resources/orders/stages.ts): `orders` while they are bought, `orderStorage` once in storage or
 * out for delivery, where warehouse staff act too.
 */
export type AccessArea = 'dashboard' | MenuGroup | 'orders' | 'orderStorage' | 'customers';

const none: readonly Right[] = [];
const read: readonly Right[] = ['read'];
const readWrite: readonly Right[] = ['read', 'write'];

export const accessTable: Readonly<Record<Role, Readonly<Record<AccessArea, readonly Right[]>>>> = {
  admin: {
    dashboard: read,
    catalogue: readWrite,
    setting: readWrite,
    orders: readWrite,
    orderStorage: readWrite,
    customers: readWrite,
  },
  purchaser: {
    dashboard: read,
    catalogue: read,
    setting: none,
    orders: readWrite,
    orderStorage: readWrite,
    customers: read,
  },
  warehouse: {
    dashboard: read,
    catalogue: read,
    setting: none,
    orders: read,
    orderStorage: readWrite,
    customers: read,
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
  },
  viewer: {
    dashboard: read,
    catalogue: read,
    setting: none,
    orders: read,
    orderStorage: read,
    customers: read,
  },
};

export const isRole = (name: string): name is Role => (roles as readonly string[]).includes(name);

/** The area a resource's access is judged by. */
export const areaOf = (declaration: Pick<ResourceDeclaration, 'menuGroup'>): AccessArea =>
  declaration.menuGroup;

const areasOf = (role: Role) => Object.keys(accessTable[role]) as AccessArea[];

/**
 * The rights the named roles hold together in `area`; without an area, in any area. Names that are
 * not roles of the table grant nothing.
 */
export const rightsOf = (roleNames: readonly string[], area?: AccessArea): Set<Right> =>
  new Set(
    roleNames
      .filter(isRole)
      .flatMap((role) => (area ? [area] : areasOf(role)).flatMap((each) => accessTable[role][each])),
  );

export const hasRight = (roleNames: readonly string[], right: Right, area?: AccessArea) =>
  rightsOf(roleNames, area).has(right);
