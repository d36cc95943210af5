import type {
  money as englishMoney,
  paymentLabels as englishPayments,
  paymentReportLabels as englishReport,
  transactionLabels as english,
} from '../en/money';
import type { SameKeys } from '../sameKeys';

/** 取引画面のラベル（resources/transactions.ts）。 */
export const transactionLabels: SameKeys<typeof english> = {
  name: '取引 |||| 取引',
  fields: {
    createdAt: '日時',
    customerCode: '顧客コード',
    customerName: '顧客',
    type: '種別',
    status: 'ステータス',
    amount: '金額',
    availableAfter: '取引後の利用可能残高',
    frozenAfter: '取引後の保留残高',
    note: 'メモ',
    createdBy: '担当者',
    createdAtFrom: '日時（から）',
    createdAtTo: '日時（まで）',
  },
  choices: {
    status: { new: '処理待ち', success: '成功', canceled: 'キャンセル' },
  },
  actions: { GetTotalAmount: { label: '合計', confirm: '合計' } },
};

/** 支払い画面のラベル（resources/payments.ts）。 */
export const paymentLabels: SameKeys<typeof englishPayments> = {
  name: '支払い |||| 支払い',
  fields: {
    at: '日時',
    orderCode: '注文コード',
    customerCode: '顧客コード',
    type: '種別',
    status: 'ステータス',
    amount: '金額（VND）',
    wallet: 'ウォレット',
  },
  choices: {
    type: { deposit: '前払い', settlement: '精算', refund: '返金' },
    status: { new: '支払い待ち', success: '成功', canceled: 'キャンセル', refund: '返金済み' },
  },
  actions: {
    GetWallets: { label: 'ウォレット', confirm: 'ウォレット' },
    Confirm: { label: '支払いを確認', confirm: '顧客がこの支払いを済ませたことを確認しますか？' },
    Cancel: { label: 'キャンセル', confirm: 'この支払い依頼をキャンセルしますか？' },
    Refund: { label: '返金', confirm: 'この支払いをウォレット経由で顧客に返金しますか？' },
  },
};

/** 支払いレポートのラベル（resources/paymentReport.ts）。 */
export const paymentReportLabels: SameKeys<typeof englishReport> = {
  name: '支払いレポート |||| 支払いレポート',
  fields: {
    at: '日付',
    atFrom: '日付（開始）',
    atTo: '日付（終了）',
    status: 'ステータス',
    type: '種類',
    wallet: 'ウォレット',
    count: '支払い件数',
    amount: '金額',
    orderCode: '注文',
    customerCode: '顧客コード',
    name: '項目',
    currency: '通貨',
    payGroup: '区分',
    payType: '支払方法',
    paid: '入金済み',
    supplierName: '仕入先',
    createdAt: '日時',
    skip: 'スキップする行数',
    take: '行数',
  },
  choices: {
    status: { new: '支払い待ち', success: '成功', canceled: 'キャンセル', refund: '返金済み' },
    type: { deposit: '前払い', settlement: '精算', refund: '返金' },
    currency: { VND: 'ベトナムドン（VND）', JPY: '日本円（JPY）', USD: '米ドル（USD）' },
  },
  actions: {
    GetPaymentSummary: { label: '支払い', confirm: '支払い' },
    GetReceivables: { label: '売掛金', confirm: '売掛金' },
    GetPayables: { label: '買掛金', confirm: '買掛金' },
  },
};

/** 支払い画面の文言（`kago.money`）。 */
export const money: SameKeys<typeof englishMoney> = {
  createPaymentLabel: '支払いを作成',
  report: {
    payments: '支払い',
    byStatus: 'ステータス別',
    byType: '種類別',
    byWallet: 'ウォレット別',
    received: '受領',
    refunded: '返金',
    net: '純額',
    receivables: '売掛金',
    payables: '買掛金',
    paid: '入金済み',
    unpaid: '未入金',
    all: 'すべて',
    totals: '合計',
    none: 'この期間には何もありません。',
    paymentsOf: '%{count}件の支払い、%{what}：一覧を開く',
    loadFailed: 'レポートを読み込めませんでした。',
  },
};
