/**
 * The rights of the reference server's roles: the access table of resources/access.ts, shared with
 * the menu it serves so that what the menu offers is exactly what the API allows.
 */
export { accessTable, areaOf, hasRight, rightsOf, roles } from '../../resources/access';
export type { AccessArea, Right, Role } from '../../resources/access';
