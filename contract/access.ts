import {
  accessTable,
  isRole,
  type AccessArea,
  type BusinessArea,
  type Right,
  type Role,
} from '../resources/access';
import type {
  ActionDeclaration,
  OperationRole,
  ResourceAction,
  ResourceDeclaration,
} from '../resources/types';

/** What the judgement reads of a declaration's actions: their names and rights. */
interface ActionRights {
  readonly actions?: readonly Pick<ActionDeclaration, 'name' | 'right' | 'area'>[];
}

/**
 * How a call is judged by the access table (resources/access.ts): the right each action needs and
 * whether the user's roles hold it. The server checks every route with it and `canAccess` answers
 * with it (contract/resourceAccess.ts), so a button the user sees is a call the server accepts.
 */

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

const customAction = (declaration: ActionRights, action: string) =>
  declaration.actions?.find((candidate) => candidate.name === action);

/**
 * The right an action on a resource needs: a custom action's own (default write); a standard
 * action's as the declaration says, else read to look and write to change.
 */
export const rightOfAction = (
  declaration: Pick<ResourceDeclaration, 'access'> & ActionRights,
  action: string,
): Right => {
  if (!isResourceAction(action)) return customAction(declaration, action)?.right ?? 'write';
  return declaration.access.rights?.[action] ?? (readActions.has(action) ? 'read' : 'write');
};

/** Whether the resource offers the action at all: a call it has no operation for is never offered. */
export const offersAction = (
  declaration: Pick<ResourceDeclaration, 'operations'> & ActionRights,
  action: string,
) =>
  isResourceAction(action)
    ? actionOperations[action].some((role) => declaration.operations[role] !== undefined)
    : customAction(declaration, action) !== undefined;

const areasOf = (role: Role) => Object.keys(accessTable[role]) as BusinessArea[];

/** What every role holds in the signed-in user's own area (resources/access.ts `signedIn`). */
const ownRights: readonly Right[] = ['read', 'write'];

const rightsIn = (role: Role, area: Exclude<AccessArea, 'public'>) =>
  area === 'signedIn' ? ownRights : accessTable[role][area];

/** What anyone holds in the `public` area (resources/access.ts), with or without a role or a token. */
const publicRights: readonly Right[] = ['read'];

/**
 * The rights the named roles hold together in `area`; without an area, in any business area. Names
 * that are not roles of the table grant nothing, in `signedIn` too; in `public` everyone reads.
 */
export const rightsOf = (roleNames: readonly string[], area?: AccessArea): Set<Right> =>
  area === 'public'
    ? new Set(publicRights)
    : new Set(
        roleNames
          .filter(isRole)
          .flatMap((role) => (area ? [area] : areasOf(role)).flatMap((each) => rightsIn(role, each))),
      );

export const hasRight = (roleNames: readonly string[], right: Right, area?: AccessArea) =>
  rightsOf(roleNames, area).has(right);

/**
 * The area an action on a resource is judged in: a custom action's own where it names one (a step
 * another role does, as a shipping order's charge), else the resource's.
 */
export const areaOfAction = (
  declaration: Pick<ResourceDeclaration, 'access'> & ActionRights,
  action: string,
): AccessArea =>
  (isResourceAction(action) ? undefined : customAction(declaration, action)?.area) ?? areaOf(declaration);

/**
 * Every right an action on a resource needs, each in its area: its own right in the action's area
 * (areaOfAction) and, where that is not the resource's own, the read right on the resource too: who
 * may not see a resource does nothing with it (the dashboard's customer money needs the customers
 * read beside the dashboard's; a shipping order's charge, the operations read beside the charge).
 */
export const rightsNeeded = (
  declaration: Pick<ResourceDeclaration, 'access'> & ActionRights,
  action: string,
): readonly { readonly right: Right; readonly area: AccessArea }[] => {
  const area = areaOfAction(declaration, action);
  const own = { right: rightOfAction(declaration, action), area };
  const home = areaOf(declaration);
  return area === home ? [own] : [own, { right: 'read', area: home }];
};

/**
 * Whether these roles may do `action` on the resource: it offers the action and the roles hold every
 * right it needs (rightsNeeded). The server checks every route with it; `canAccess` answers with it,
 * so a button the user sees is a call the server accepts.
 */
export const mayDo = (
  roleNames: readonly string[],
  declaration: Pick<ResourceDeclaration, 'access' | 'operations'> & ActionRights,
  action: string,
) =>
  offersAction(declaration, action) &&
  rightsNeeded(declaration, action).every(({ right, area }) => hasRight(roleNames, right, area));
