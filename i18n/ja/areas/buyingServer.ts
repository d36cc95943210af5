import type { buyingServer as english } from '../../en/areas/buyingServer';
import type { SameKeys } from '../../sameKeys';

export const buyingServer: SameKeys<typeof english> = {
  oneBuyerPerDomainAndType: '%{domain} とこの注文種別の購入担当者はすでに設定されています',
};
