import type { AccessArea } from '../resources/access';
import { customerListResources } from './customers';
import { findOrderAction, findOrderFamilyByRoute } from '../resources/orders/index';
import type { ActionDeclaration, ResourceDeclaration } from '../resources/types';
import { hasRight, mayDo, rightOfAction } from './access';
import { builtRoutes } from './builtRoutes';

/** What `canDo` reads of a declaration: its area, its calls and its actions' rights. */
export type JudgedDeclaration = Pick<ResourceDeclaration, 'access' | 'operations'> & {
  readonly actions?: readonly Pick<ActionDeclaration, 'name' | 'right'>[];
};

/** The lists custom screens read as react-admin resources, besides their routes: by their area. */
const areaLists: Readonly<Record<string, AccessArea>> = Object.fromEntries(
  Object.values(customerListResources).map((resource) => [resource, 'customers']),
);

/**
 * `canAccess({ resource, action })` for every react-admin resource, from the data the server enforces:
 * a declared resource by its declaration (the action must be offered, and the roles must hold its
 * right in its area); an order family's action of the order action table likewise (offered by the
 * family, its right in the family's area); a custom screen (an order family, the customer list) by
 * its area's rights otherwise, read to look and write to change. A resource nobody declared grants nothing.
 * The server judges with the declarations (contract/resourceAccess.ts), the browser with their shells
 * (contract/declarationShells.ts), which carry the same access, calls and rights.
 */
export const canDoWith =
  (findDeclaration: (name: string) => JudgedDeclaration | undefined) =>
  (roleNames: readonly string[], resource: string, action: string): boolean => {
    const declaration = findDeclaration(resource);
    if (declaration) return mayDo(roleNames, declaration, action);
    // An order screen and an action of the order action table: the family must offer it, and the
    // roles hold its right in the family's area (resources/orders/orderActions.ts).
    const family = findOrderFamilyByRoute(resource);
    const orderAction = findOrderAction(action);
    if (family && orderAction)
      return (
        family.actions.includes(orderAction.name) &&
        hasRight(roleNames, orderAction.right ?? 'write', family.area)
      );
    const area: AccessArea | undefined =
      builtRoutes.find((route) => route.route === resource)?.area ?? areaLists[resource];
    return area !== undefined && hasRight(roleNames, rightOfAction({ access: { area } }, action), area);
  };
