import type { shippingOrderServer as english } from '../../en/areas/shippingOrderServer';
import type { SameKeys } from '../../sameKeys';

/** 発送注文についてサーバーが返す文（server/shippingOrders/rules.ts）。 */
export const shippingOrderServer: SameKeys<typeof english> = {
  postOfficeRequired: '先に郵便局を選択してください',
  unknownPostOffice: 'このコードの有効な郵便局はありません',
  sendDateInPast: '発送日に過去の日付は指定できません',
  referenceTaken: 'この荷送人にはこの参照番号の注文がすでにあります',
  deleteOnlyBeforeReceipt: '削除できるのは未受付の注文だけです: %{codes}',
};
