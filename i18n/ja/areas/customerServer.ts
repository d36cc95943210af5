import type { customerServer as english } from '../../en/areas/customerServer';
import type { SameKeys } from '../../sameKeys';

export const customerServer: SameKeys<typeof english> = {
  vipCashShort: 'VIP入札のために%{amount}を保留するための利用可能残高が不足しています',
  vipCashShortFor: 'VIP入札のために%{amount}を保留するための利用可能残高が不足しています: %{customers}',
  notes: {
    orderPayment: '注文 %{value} の支払い',
    orderRefund: 'キャンセル注文 %{value} の返金',
    bankDeposit: '銀行振込',
    bankWithdrawal: '銀行への出金',
    vipHold: 'VIP入札を有効化: 残高を保留',
    vipRelease: 'VIP入札を無効化: 保留を解除',
  },
  levelOnCreate: '登録時のランク',
  hasOrders: '次の顧客には注文があるため削除できません: %{customers}',
  notInParent: '%{field}は選択した%{parent}に属していません',
  attachmentTooLarge: '添付ファイル%{name}が%{size} MBを超えています',
};
