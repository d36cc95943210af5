import type { CatalogueGroup } from './fields';
import type { OperationRole, ResourceAction, ResourceDeclaration } from './types';

/**
 * Who may do what: ONE table, read by the reference server (every API call checks it) and by the
 * menu it serves (a role sees only what it may read), so the two never disagree. Later issues add
 * their areas here (as `AccessArea` grows, the compiler asks for a cell per role).
 */

export const roles = ['admin', 'purchaser', 'warehouse', 'accountant', 'viewer', 'operator'] as const;
export type Role = (typeof roles)[number];

export type Right = 'read' | 'write';

/**
 * What access is granted on: a resource's menu group, or a custom route's area. Orders have two
 * (resources/orders/stages.ts): `orders` while they are bought, `orderStorage` once in storage or
 * out for delivery, where warehouse staff act too. `warehouse`: the packages the warehouse receives
 * (resources/tracking.ts), written by warehouse staff (also when they add a tracking from an order
 * screen), read by everyone else. `operations`: shipping orders on the op base
 * (resources/shippingOrders.ts), written by the operators who work them and by admins.
 */
export type AccessArea =
  | 'dashboard'
  | CatalogueGroup
  | 'orders'
  | 'orderStorage'
  | 'customers'
  | 'buying'
  | 'warehouse'
  | 'operations';

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
    buying: readWrite,
    warehouse: readWrite,
    operations: readWrite,
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
    operations: read,
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
    operations: read,
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
    operations: read,
  },
  viewer: {
    dashboard: read,
    catalogue: read,
    setting: none,
    orders: read,
    orderStorage: read,
    customers: read,
    buying: read,
    warehouse: read,
    operations: read,
  },
  // Works the shipping orders of the op base (receive, handle, dispatch, deliver); reads the rest.
  operator: {
    dashboard: read,
    catalogue: read,
    setting: none,
    orders: read,
    orderStorage: read,
    customers: read,
    buying: read,
    warehouse: read,
    operations: readWrite,
  },
};

export const isRole = (name: string): name is Role => (roles as readonly string[]).includes(name);

/** The area a resource's access is judged by. */
export const areaOf = (declaration: Pick<ResourceDeclaration, 'access'>): AccessArea =>
  declaration.access.area;

/** The standard operations that make each action possible, any one of them (show falls back on the list). */
export const actionOperations: Readonly<
  Record<ResourceAction, readonly (keyof ResourceDeclaration['operations'])[]>
> = {
  list: ['list'],
  show: ['read', 'list'],
  create: ['create'],
  edit: ['update'],
  delete: ['deletes'],
  export: ['list'],
  activate: ['activates'],
};

/** The action `canAccess` names for each standard operation (what its route is checked as). */
export const roleActions: Readonly<Record<OperationRole, ResourceAction>> = {
  list: 'list',
  createForm: 'create',
  create: 'create',
  read: 'show',
  update: 'edit',
  deletes: 'delete',
  activates: 'activate',
  export: 'export',
};

const readActions: ReadonlySet<string> = new Set(['list', 'show', 'export']);

export const isResourceAction = (action: string): action is ResourceAction =>
  Object.hasOwn(actionOperations, action);

const customAction = (declaration: Pick<ResourceDeclaration, 'actions'>, action: string) =>
  declaration.actions?.find((candidate) => candidate.name === action);

/**
 * The right an action on a resource needs: a custom action's own (default write); a standard
 * action's as the declaration says, else read to look and write to change.
 */
export const rightOfAction = (
  declaration: Pick<ResourceDeclaration, 'access'> & Partial<Pick<ResourceDeclaration, 'actions'>>,
  action: string,
): Right => {
  if (!isResourceAction(action)) return customAction(declaration, action)?.right ?? 'write';
  return declaration.access.rights?.[action] ?? (readActions.has(action) ? 'read' : 'write');
};

/** Whether the resource offers the action at all: a call it has no operation for is never offered. */
export const offersAction = (
  declaration: Pick<ResourceDeclaration, 'operations' | 'actions'>,
  action: string,
) =>
  isResourceAction(action)
    ? actionOperations[action].some((role) => declaration.operations[role] !== undefined)
    : customAction(declaration, action) !== undefined;

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

/**
 * Whether these roles may do `action` on the resource: it offers the action and the roles hold its
 * right in the resource's area. The server checks every route with it; `canAccess` answers with it,
 * so a button the user sees is a call the server accepts.
 */
export const mayDo = (
  roleNames: readonly string[],
  declaration: Pick<ResourceDeclaration, 'access' | 'operations' | 'actions'>,
  action: string,
) =>
  offersAction(declaration, action) &&
  hasRight(roleNames, rightOfAction(declaration, action), areaOf(declaration));
