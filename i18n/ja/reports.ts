import type { purchaseReportLabels as englishPurchase, reportLabels as englishLabels } from '../en/reports';
import type { SameKeys } from '../sameKeys';

/** 遅延注文レポート（resources/reports.ts）のラベル。 */
const reads = {
  GetCountAllReportTracking: '遅延注文を数える',
  GetOrderByCode: 'コードで注文を探す',
  getorder: '注文を開く',
  sellers: '注文の販売者',
  services: '注文のサービス',
  GetEventLog: '注文のイベントログ',
  GetSupplierActive: '有効な支払者',
  GetAllBidConfig: '購入者設定',
  GetOffice: '郵便局',
  SumOrderTotalServiceFee: 'サービス料合計',
};

const shared = {
  fields: {
    orderId: '注文',
    bidAccount: '入札アカウント',
    orderDateFrom: '注文日（から）',
    orderDateTo: '注文日（まで）',
    title: 'タイトル',
    source: '仕入れ先',
    status: 'ステータス',
    customerCode: '顧客コード',
    purchaser: '購入担当',
    tracking: '追跡番号',
    warehouse: '倉庫',
    orderDate: '注文日',
    lateSince: '遅延の起点',
    daysLate: '遅延日数',
    totalVnd: '合計（VND）',
  },
  actions: Object.fromEntries(
    Object.entries(reads).map(([name, label]) => [name, { label, confirm: label }]),
  ) as Record<keyof typeof reads, { label: string; confirm: string }>,
};

export const reportLabels: SameKeys<typeof englishLabels> = {
  'order-report-tracking': { name: '追跡番号のない注文 |||| 追跡番号のない注文', ...shared },
  'order-report-number-tracking': { name: '修正が必要な追跡番号 |||| 修正が必要な追跡番号', ...shared },
  'order-import-export-report': { name: '未出庫の保管注文 |||| 未出庫の保管注文', ...shared },
  'order-slow-buy-report': { name: '国内配送の遅延 |||| 国内配送の遅延', ...shared },
};

const purchaseReads = {
  GetOrderByCode: 'コードで注文を探す',
  getorder: '注文を開く',
  getallordersellers: '注文の販売者',
  GetOrderServiceByOrderId: '注文のサービス',
  GetEventLog: '注文のイベントログ',
  GetSupplierActive: '有効な支払者',
  GetAllBidConfig: '購入者設定',
  GetOffice: '郵便局',
  SumOrderPurchasedReportTotalServiceFee: '合計',
};

/** The purchase report (resources/reports.ts `purchaseReportDeclaration`). */
export const purchaseReportLabels: SameKeys<typeof englishPurchase> = {
  'order-purchase-report': {
    name: '購入レポート |||| 購入レポート',
    fields: {
      preset: 'レポート',
      reportDate: '日付',
      title: 'タイトル',
      source: '仕入れ先',
      status: 'ステータス',
      customerCode: '顧客コード',
      purchaser: '購入担当',
      supplierName: '支払者',
      sellerName: '販売者',
      supplierId: '支払者',
      sellerId: '販売者',
      bidAccount: '入札アカウント',
      warehouse: '郵便局',
      totalVnd: '合計（VND）',
      orderId: '注文',
      reportDateFrom: '開始日',
      reportDateTo: '終了日',
    },
    choices: {
      preset: {
        purchase: '購入待ちの注文',
        purchased: '購入済みの注文',
      },
    },
    actions: Object.fromEntries(
      Object.entries(purchaseReads).map(([name, label]) => [name, { label, confirm: label }]),
    ) as Record<keyof typeof purchaseReads, { label: string; confirm: string }>,
  },
};
