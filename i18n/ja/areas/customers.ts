import type { customers as english } from '../../en/areas/customers';
import type { SameKeys } from '../../sameKeys';

export const customers: SameKeys<typeof english> = {};
