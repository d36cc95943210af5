/** The roles of the reference server and what each may do. Later issues add rights to this table. */
export const roles = ['admin', 'purchaser', 'warehouse', 'accountant', 'viewer'] as const;
export type Role = (typeof roles)[number];

export type Right = 'read' | 'write';

/** Any signed-in principal may read, whatever its roles; the table lists what a role adds. */
const signedInRights: readonly Right[] = ['read'];

export const roleRights: Record<Role, readonly Right[]> = {
  admin: ['read', 'write'],
  purchaser: ['read'],
  warehouse: ['read'],
  accountant: ['read'],
  viewer: ['read'],
};

const isRole = (name: string): name is Role => (roles as readonly string[]).includes(name);

export const rightsOf = (roleNames: readonly string[]): Set<Right> =>
  new Set([...signedInRights, ...roleNames.filter(isRole).flatMap((role) => roleRights[role])]);

export const hasRight = (roleNames: readonly string[], right: Right) => rightsOf(roleNames).has(right);
