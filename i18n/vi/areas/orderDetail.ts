import type { orderDetail as english } from '../../en/areas/orderDetail';
import type { SameKeys } from '../../sameKeys';

export const orderDetail: SameKeys<typeof english> = {};
