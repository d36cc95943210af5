import { usePermissions } from 'react-admin';
import type { AccessArea, Right } from '../../resources/access';
import { hasRight } from '../../contract/access';

/**
 * Whether the signed-in user's roles hold `right` in `area`, by the access table the API enforces
 * (resources/access.ts). react-admin's `canAccess` knows actions, not areas, and a warehouse clerk
 * writes stored orders while only reading those being bought. False until the roles are known.
 */
export const useAreaRight = (area: AccessArea, right: Right) => {
  const { permissions, isPending } = usePermissions<unknown>();
  const roles = Array.isArray(permissions) ? permissions.filter((role) => typeof role === 'string') : [];
  return !isPending && hasRight(roles, right, area);
};
