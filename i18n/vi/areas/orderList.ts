import type { orderList as english } from '../../en/areas/orderList';
import type { SameKeys } from '../../sameKeys';

export const orderList: SameKeys<typeof english> = {};
