import type { utilities as english } from '../en/utilities';
import type { SameKeys } from '../sameKeys';

/** ユーティリティ画面の文言（src/operations/Utilities.tsx）。 */
export const utilities: SameKeys<typeof english> = {
  title: 'ユーティリティ',
  tabs: { calculator: '料金計算', converter: '通貨換算' },
  calculate: '計算',
  convert: '換算',
  notComputable: 'この荷物とマスタからは料金を計算できません',
  notConvertible: 'これらの通貨には換算レートがありません',
  fields: { amount: '金額', fromCurrencyId: '換算元の通貨', toCurrencyId: '換算先の通貨' },
  results: {
    actualKg: '実重量 (kg)',
    divisor: '輸送方法の容積換算係数 (cm³/kg)',
    volumeKg: '容積重量 (kg)',
    chargeableKg: '請求重量 (kg)',
    rateSource: '適用単価',
    ratePerKg: 'kgあたりの単価',
    minimumFreight: '最低運賃',
    freight: '運賃',
    services: '追加サービス',
    vat: '付加価値税',
    total: '合計',
    converted: '選択した通貨での合計',
    amount: '金額',
  },
};
