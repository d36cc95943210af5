import { findDeclaration } from '../resources/index';
import { canDoWith } from './resourceRights';

/** `canAccess` as the server judges it, from the declarations themselves (contract/resourceRights.ts). */
export const canDo = canDoWith(findDeclaration);
