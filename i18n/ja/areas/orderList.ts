import { familyNames, type orderList as english } from '../../en/areas/orderList';
import type { SameKeys } from '../../sameKeys';
import { orderSource, orderStage } from './orderLabels';

/** The screens' names that are not a stage's (those are `kago.orderStage`). */
const headings = {
  offers: 'オファー',
  searchOrder: '注文を探す',
  searchOrders: '注文検索',
};

const allSources = 'すべてのマーケット';

const familyPattern = '%{stage}（%{source}）';

export const orderList: SameKeys<typeof english> = {
  headings,
  allSources,
  familyPattern,
  families: familyNames({ ...orderStage, ...headings }, { ...orderSource, all: allSources }, familyPattern),
  columns: {
    code: '注文コード',
    image: '画像',
    title: '商品名',
    source: 'マーケット',
    status: 'ステータス',
    customerName: '顧客',
    orderDate: '注文日',
    price: '価格',
    total: '合計',
    purchaser: '購入担当者',
    tracking: '追跡番号',
    orderNumber: '注文番号',
  },
  filters: {
    search: 'コード・商品名・顧客・追跡番号・注文番号',
    status: 'ステータス',
    dateFrom: '注文日（から）',
    dateTo: '注文日（まで）',
    purchaser: '購入担当者',
    supplier: '支払元',
    bidAccount: '入札アカウント',
    warehouse: '倉庫',
    customerCode: '顧客コード',
    source: 'マーケット',
  },
  empty: {
    title: '注文はありません',
    text: 'この段階の注文は現在ありません。注文がこの段階に進むとここに表示されます。',
    filtered: 'この条件に一致する注文はありません。フィルターを外すか、検索語を変えてください。',
  },
  bulk: {
    createPackage: '荷物を作成',
    confirmTitle: '%{smart_count} 件の注文から荷物を1つ作成しますか？',
    confirmText: '選択した注文は新しい荷物にまとめて発送されます。',
    title: '%{action}：%{smart_count} 件の注文',
    help: '選択した注文に1件ずつ適用します。段階や新しい変更により許可されない注文は報告され、他の注文は続行されます。',
    progress: '%{done} / %{total} 件',
    done: '%{smart_count} 件の注文を更新しました',
    summary: '%{total} 件中 %{done} 件の注文を更新しました。更新されなかった注文（選択したままです）：',
    conflict:
      '一覧の読み込み後に他の人がこの注文を変更しました。一覧を再読み込みしてもう一度お試しください。',
  },
  detail: {
    title: '注文 %{code}',
  },
};
