/**
 * What the screens may offer, by role, resource and action, from the same declarations and rights
 * table the API enforces (contract/resourceAccess.ts): the API stays the judge; this spares the user
 * buttons, menu leaves and routes that would answer 403.
 */
export { canDo } from '../contract/resourceAccess';
