import type { orderServer as english } from '../../en/areas/orderServer';
import type { SameKeys } from '../../sameKeys';

export const orderServer: SameKeys<typeof english> = {
  ordersNotAllowed: '次の注文にはここでこの操作を行えません: %{codes}。',
  ordersOfSeveralCustomers:
    '1つの荷物には1人のお客様の注文だけを入れられます。次の注文は別のお客様のものです: %{codes}。',
  packageNotFound: 'コード %{code} の荷物はありません。',
  notInPackage: '荷物 %{code} には注文 %{order} が入っていません。',
  alreadyInPackage: '荷物 %{code} にはすでに注文 %{order} が入っています。',
  packageOfAnotherCustomer: '荷物 %{code} は注文 %{order} とは別のお客様のものです。',
  documentNotFound: 'この注文にその書類はありません。削除された可能性があります。',
  detailNotFound: 'この注文にその商品行はありません。',
  statusHasOwnAction: 'このステータスは専用の操作（%{action}）で設定します。',
  multipartExpected: 'この呼び出しはマルチパートフォーム（ファイル付き）を受け付けます。',
  purchaseEmail: {
    subject: 'Kago: ご注文 %{code} の購入が完了しました',
    body: '%{customer} 様\n\nご注文 %{code}（%{title}）を購入いたしました。\nマーケットプレイスの注文番号: %{orderNumber}\n\n商品:\n%{items}\n\n合計: %{total}\n\nKago をご利用いただきありがとうございます。',
  },
};
