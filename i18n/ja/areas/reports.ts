import type { reports as english } from '../../en/areas/reports';
import type { SameKeys } from '../../sameKeys';

/** レポート画面とダッシュボードの遅延注文アラートのメッセージ（`kago.reports`）。 */
export const reports: SameKeys<typeof english> = {
  backToReport: '%{report}に戻る',
  lateOrders: '遅延注文',
  lateOrdersHint: '期間にかかわらず、今日ルールに違反している注文。各数字からそのレポートを開けます。',
  lateBySourceAndStage: '仕入れ先・段階別の遅延注文',
  lateChartDescription: '仕入れ先ごとの遅延注文。段階ごとに積み上げ。',
  lateSince: '%{date}から%{count}',
  lateTrend: '日ごとの遅延注文',
  lateTrendDescription: '期間の各日に、今日遅延している注文のうち、すでに遅延していた件数。',
  noLateOrders: '遅延している注文はありません。',
  loadFailed: '遅延注文を数えられませんでした。',
  totals: {
    totals: '合計',
    orders: '注文数',
    totalVnd: '合計（VND）',
    serviceFee: 'サービス料（VND）',
  },
};
