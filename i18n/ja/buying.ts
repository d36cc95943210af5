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
  choices: {
    partner: {
      YAHOO_AUCTION: 'ヤフオク!',
      MERCARI: 'メルカリ',
      RAKUTEN: '楽天市場',
      AMAZON: 'Amazon',
      EFEX: 'EFEX',
      GHN: 'GHN',
      VNPAY: 'VNPAY',
    },
    eventName: {
      PlaceBid: '入札',
      BidResult: '入札結果',
      GetAuctionItem: 'オークション情報の取得',
      CreateOffer: '値下げ交渉',
      OfferResult: '交渉結果',
      GetItem: '商品情報の取得',
      PlaceOrder: '注文',
      OrderStatus: '注文ステータス',
      CreateShipment: '出荷の作成',
      UpdateShipment: '出荷の更新',
      CancelShipment: '出荷の取消',
      TrackingWebhook: '追跡情報の通知',
      CreateDelivery: '配達の作成',
      DeliveryWebhook: '配達状況の通知',
      CreatePayment: '決済の作成',
      PaymentResult: '決済結果',
    },
  },
};
