import type { AccessArea, Right } from '../../resources/access';
import type {
  ActionDeclaration,
  FieldDeclaration,
  HttpMethod,
  ResourceDeclaration,
} from '../../resources/index';

/**
 * A call of a declaration that is no record's (the menus, the preferences, the dashboard): an action
 * at its literal path under `/api/` (as its contract/ module names it; a path that starts with `/` is
 * taken as it is: the public gateway's `/wh/get-all-routes`), acting on no record
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
    operation: { name, method, path: path.startsWith('/') ? path : `/api/${path}` },
    places: [],
    scope: 'resource',
    right,
    ...(inputs ? { inputs } : {}),
  };
};

/**
 * A declaration of calls that are no record's (the menus, the preferences, the dashboard, the
 * gateway): its
 * actions alone, judged in `area`, with no standard operation and no field. No screen or menu reads
 * it: of the screen's knobs it says only what the type requires.
 */
export const callsDeclaration = (
  name: string,
  area: AccessArea,
  icon: string,
  actions: readonly ActionDeclaration[],
): ResourceDeclaration => ({
  name,
  api: 'master',
  operations: {},
  access: { area },
  icon,
  fields: [],
  actions,
});
