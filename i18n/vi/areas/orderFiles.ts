import type { orderFiles as english } from '../../en/areas/orderFiles';
import type { SameKeys } from '../../sameKeys';

export const orderFiles: SameKeys<typeof english> = {};
