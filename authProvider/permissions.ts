import { findShell } from '../contract/declarationShells';
import { canDoWith } from '../contract/resourceRights';

/**
 * What the screens may offer, by role, resource and action, from the same declarations (their
 * shells: contract/declarationShells.ts) and rights table the API enforces (contract/resourceRights.ts):
 * the API stays the judge; this spares the user buttons, menu leaves and routes that would answer 403.
 */
export const canDo = canDoWith(findShell);
