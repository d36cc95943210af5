import type { statistics as english, statisticsLabels as englishLabels } from '../en/statistics';
import type { SameKeys } from '../sameKeys';

/** 統計画面のラベル（resources/statistics.ts）。 */
export const statisticsLabels: SameKeys<typeof englishLabels> = {
  name: '統計 |||| 統計',
  fields: {
    orderDate: '注文日',
    orderDateFrom: '注文日（開始）',
    orderDateTo: '注文日（終了）',
    period: '集計単位',
    groupBy: '内訳',
    source: '仕入れ先',
    count: '注文数',
    serviceFee: 'サービス料（VND）',
  },
  choices: {
    period: { day: '日', week: '週', month: '月' },
    groupBy: { source: '仕入れ先', stage: '段階' },
  },
  actions: { GetOrderStatistics: { label: '統計', confirm: '統計' } },
};

/** 統計画面の文言（`kago.statistics`）。 */
export const statistics: SameKeys<typeof english> = {
  reportsTitle: '注文レポート',
  allSources: 'すべての仕入れ先',
  period: '期間',
  total: '合計',
  ordersChart: '%{period}ごとの注文数',
  feesChart: '%{period}ごとのサービス料（VND）',
  chartDescription: '%{groupBy}ごとに積み上げ。横の表は同じ数値で、各数値から該当する注文一覧を開けます。',
  byGroup: '期間全体の%{groupBy}別',
  cellLink: '%{count}件、%{group}、%{range}：一覧を開く',
  loadFailed: '統計を読み込めませんでした。',
};
