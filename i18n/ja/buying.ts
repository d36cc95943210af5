import type {
  buyerConfigLabels as englishConfig,
  eventLogLabels as englishEventLog,
  supplierLabels as englishSuppliers,
} from '../en/buying';
import type { SameKeys } from '../sameKeys';

/** 購入設定のラベル (resources/buying.ts)。 */
export const supplierLabels: SameKeys<typeof englishSuppliers> = {
  name: '支払先 |||| 支払先',
};

export const buyerConfigLabels: SameKeys<typeof englishConfig> = {
  name: '購入者設定 |||| 購入者設定',
  fields: {
    domain: 'サイトのドメイン',
    orderType: '注文種別',
    buyer: '購入担当者',
    bidAccount: '入札アカウント',
    taxPercent: '税率 (%)',
    supplierId: '支払先',
  },
};

export const eventLogLabels: SameKeys<typeof englishEventLog> = {
  name: 'パートナーイベントログ |||| パートナーイベントログ',
  fields: {
    partner: 'パートナー',
    eventName: 'イベント',
    refCode: '参照コード',
    requestDate: 'リクエスト日時',
    data: '送信データ',
    responseData: '応答',
  },
};
