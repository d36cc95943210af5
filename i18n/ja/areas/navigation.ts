import type { navigation as english } from '../../en/areas/navigation';
import type { SameKeys } from '../../sameKeys';

export const navigation: SameKeys<typeof english> = {
  pagination: {
    jumpLabel: 'ページへ移動',
    jumpHint: '1-%{last}',
    go: 'そのページを開く',
  },
  menu: {
    label: 'メニュー',
    searchLabel: '画面を探す',
    searchHint: '入力でメニューを絞り込み、Enter で最初の項目を開きます',
    noMatch: '「%{query}」に一致する画面はありません',
    matches: '%{smart_count} 件の画面が一致',
    expand: 'グループ「%{group}」を開く',
    collapse: 'グループ「%{group}」を閉じる',
    badge: '待機中の注文 %{smart_count} 件',
  },
  orderLookup: {
    title: '注文を探す',
    codeLabel: '注文コード',
    hint: 'コードを入力またはスキャンして Enter を押してください',
    open: '注文を開く',
    notFound: 'コード %{code} の注文はありません。',
    failed: '注文を検索できませんでした。もう一度お試しください。',
    searchList: '注文一覧で検索する',
  },
  customerLinks: {
    customer: '顧客 %{customer} を開く',
    orders: 'この顧客の注文',
  },
};
