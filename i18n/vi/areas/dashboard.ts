import type { dashboard as english } from '../../en/areas/dashboard';
import type { SameKeys } from '../../sameKeys';

export const dashboard: SameKeys<typeof english> = {};
