import type { chargeRateLabels as englishLabels, chargeRates as englishTexts } from '../en/chargeRates';
import type { SameKeys } from '../sameKeys';

/** 料金グループの配送期間別単価のラベル（resources/chargeRates.ts）。 */
export const chargeRateLabels: SameKeys<typeof englishLabels> = {
  name: '配送期間別単価 |||| 配送期間別単価',
  fields: {
    chargesGroupId: '料金グループ',
    deliveryTimeId: '配送期間',
    ratePerKg: '課金重量1kgあたりの単価（VND）',
    minimumFreight: '最低運賃（VND）',
  },
  actions: {
    deliveryTimes: { label: '配送期間', confirm: '配送期間を読み込みますか？' },
  },
};

/** 料金グループの詳細と、料金計算で適用された単価の文言。 */
export const chargeRates: SameKeys<typeof englishTexts> = {
  tabs: { group: '料金グループ', rates: '配送期間別単価' },
  empty: 'どの配送期間にも個別の単価はありません。すべての配送期間がこのグループの標準単価で計算されます。',
  source: {
    deliveryTime: '%{name}に対するこのグループの単価',
    standard: 'このグループの標準単価（この配送期間の個別単価なし）',
  },
  rateSources: { deliveryTime: '配送期間の単価', standard: 'グループの標準単価' },
};
