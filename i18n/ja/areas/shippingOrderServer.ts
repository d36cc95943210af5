import type { shippingOrderServer as english } from '../../en/areas/shippingOrderServer';
import type { SameKeys } from '../../sameKeys';

/** 発送注文についてサーバーが返す文（server/shippingOrders/rules.ts）。 */
export const shippingOrderServer: SameKeys<typeof english> = {
  postOfficeRequired: '先に郵便局を選択してください',
  unknownPostOffice: 'このコードの有効な郵便局はありません',
  sendDateInPast: '発送日に過去の日付は指定できません',
  referenceTaken: 'この荷送人にはこの参照番号の注文がすでにあります',
  deleteOnlyBeforeReceipt: '削除できるのは未受付の注文だけです: %{codes}',
  moveOutOfOrder: '注文 %{code} はこの工程の待ちではありません',
  measuresNotCounted: '数えた %{count} 個の各荷物の重量と寸法を入力してください',
  measureNotPositive: '各荷物の重量と寸法は0より大きくしてください',
  boxesOverPieces: '箱の数は受け付けた %{count} 個を超えられません',
  servicesNotDone: '先に付帯サービスを完了にしてください',
  carrierOrAirline: '運送会社か航空会社を選択してください',
  unknownReference: 'このレコードは存在しないか、有効ではありません',
  chargeNotComputable: '受け付けた荷物から料金を計算できません',
  deliveredInFuture: '配達日時に未来は指定できません',
};
