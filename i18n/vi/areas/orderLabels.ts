import type { orderSource as englishSource, orderStage as englishStage } from '../../en/areas/orderLabels';
import type { SameKeys } from '../../sameKeys';

/** The order stages' and sources' names (`kago.orderStage.*`, `kago.orderSource.*`): see en. */
export const orderStage: SameKeys<typeof englishStage> = {
  purchaseWaiting: 'Chờ mua hàng',
  waitingPayment: 'Chờ thanh toán bổ sung',
  purchased: 'Đã mua hàng',
  domesticShipping: 'Vận chuyển nội địa',
  arrivedInStorage: 'Đã về kho',
  deliveryAndDelivered: 'Chờ giao và đã giao',
  cancel: 'Đơn đã hủy',
};

export const orderSource: SameKeys<typeof englishSource> = {
  ichiba: 'Ichiba',
  mercari: 'Mercari',
  jan: 'Jan',
  auction: 'Đấu giá',
  international: 'Quốc tế',
  america: 'Mỹ',
  ezbuyvn: 'Ezbuyvn',
  pcs: 'PCS',
};
