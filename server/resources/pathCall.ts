import type { Right } from '../../resources/access';
import type { ActionDeclaration, FieldDeclaration, HttpMethod } from '../../resources/index';

/**
 * A call of a declaration that is no record's (the menus, the preferences, the dashboard): an action
 * at its literal path under `/api/` (as its contract/ module names it), acting on no record
 * (`scope: 'resource'`), named by its last segment, needing `right` in its declaration's area.
 */
export const pathCall = (
  path: string,
  method: HttpMethod,
  right: Right,
  inputs?: readonly FieldDeclaration[],
): ActionDeclaration => {
  const name = path.split('/').pop()!;
  return {
    name,
    operation: { name, method, path: `/api/${path}` },
    places: [],
    scope: 'resource',
    right,
    ...(inputs ? { inputs } : {}),
  };
};
