import type { orderServer as english } from '../../en/areas/orderServer';
import type { SameKeys } from '../../sameKeys';

export const orderServer: SameKeys<typeof english> = {};
