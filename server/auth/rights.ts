/**
 * The rights of the reference server's roles: the access table of resources/access.ts, shared with
 * the menu it serves so that what the menu offers is exactly what the API allows.
 */
export { accessTable, roles } from '../../resources/access';
export { areaOf, hasRight, rightsOf } from '../../contract/access';
export type { AccessArea, Right, Role } from '../../resources/access';
