import { hasRight, type Right } from '../resources/access';

/**
 * What the screens may offer, by role, from the same rights table the API enforces (the API stays
 * the judge; this only spares the user buttons that would answer 403).
 */
const readActions = new Set(['list', 'show', 'export']);

export const rightForAction = (action: string): Right => (readActions.has(action) ? 'read' : 'write');

export const canDo = (roles: readonly string[], action: string) => hasRight(roles, rightForAction(action));
