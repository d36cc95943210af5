import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { hasRight } from '../../../../contract/access';
import type { OrderActionName, OrderFamily } from '../../../../resources/orders/index';
import type { OrderRecord } from '../orderRecord';
import { writesForOrder } from './availableActions';

/**
 * The writes this user may make on this order from this family's page: the family and the order's
 * stage allow them, and the user's roles may write in the family's area (resources/access.ts, the
 * table the server enforces).
 */
export const useOrderWrites = (family: OrderFamily, order: OrderRecord): readonly OrderActionName[] => {
  const { permissions } = usePermissions<string[]>();
  const mayWrite = hasRight(Array.isArray(permissions) ? permissions : [], 'write', family.area);
  return useMemo(() => writesForOrder(family, order, mayWrite), [family, order, mayWrite]);
};
