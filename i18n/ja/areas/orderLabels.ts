import type { orderSource as englishSource, orderStage as englishStage } from '../../en/areas/orderLabels';
import type { SameKeys } from '../../sameKeys';

/** The order stages' and sources' names (`kago.orderStage.*`, `kago.orderSource.*`): see en. */
export const orderStage: SameKeys<typeof englishStage> = {
  purchaseWaiting: '購入待ち',
  waitingPayment: '追加入金待ち',
  purchased: '購入済み',
  domesticShipping: '国内配送',
  arrivedInStorage: '倉庫到着',
  deliveryAndDelivered: '配送待ち・配送済み',
  cancel: 'キャンセル済み',
};

export const orderSource: SameKeys<typeof englishSource> = {
  ichiba: 'Ichiba',
  mercari: 'メルカリ',
  jan: 'Jan',
  auction: 'オークション',
  international: '海外',
  america: 'アメリカ',
  ezbuyvn: 'Ezbuyvn',
  pcs: 'PCS',
};
