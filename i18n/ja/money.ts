import type { transactionLabels as english } from '../en/money';
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
