import type { buyingServer as english } from '../../en/areas/buyingServer';
import type { SameKeys } from '../../sameKeys';

export const buyingServer: SameKeys<typeof english> = {
  oneBuyerPerDomainAndType: 'Đã có người mua được cấu hình cho %{domain} và loại đơn hàng này',
};
