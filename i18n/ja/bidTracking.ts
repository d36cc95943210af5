import type {
  bargainLabels as englishBargains,
  bidTracking as englishScreens,
  countdown as englishCountdown,
  successfulBidLabels as englishSuccessful,
  trackedBidLabels as englishTracked,
} from '../en/bidTracking';
import type { SameKeys } from '../sameKeys';

/** 入札追跡のラベル (resources/bidTracking.ts)。 */
const auctionFields = {
  productId: '商品ID',
  title: 'タイトル',
  image: '画像',
  currentPrice: '現在価格',
  status: 'ステータス',
  endTime: '終了',
  bidTime: '入札日時',
  account: '入札アカウント',
  customerId: '顧客',
  customerCode: '顧客コード',
  bidPrice: '入札価格',
  shippingFeeJp: '国内送料（日本）',
  tax: '税（%）',
  rate: '為替レート',
};

export const trackedBidLabels: SameKeys<typeof englishTracked> = {
  name: '入札追跡 |||| 入札追跡',
  fields: auctionFields,
  choices: {
    status: {
      bidding: '入札中',
      highest: '最高額入札者',
      outbid: '高値更新された',
      won: '落札',
      lost: '落札できず',
      cancelled: '取消',
    },
  },
};

export const successfulBidLabels: SameKeys<typeof englishSuccessful> = {
  name: '落札 |||| 落札',
  fields: { ...auctionFields, orderId: '注文', orderCode: '注文コード', note: 'メモ' },
};

export const bargainLabels: SameKeys<typeof englishBargains> = {
  name: '値下げ交渉 |||| 値下げ交渉',
  fields: {
    productId: auctionFields.productId,
    title: auctionFields.title,
    image: auctionFields.image,
    currentPrice: '出品価格',
    offerPrice: '希望価格',
    status: 'ステータス',
    account: auctionFields.account,
    customerId: auctionFields.customerId,
    customerCode: auctionFields.customerCode,
    requestDate: '交渉日時',
  },
  choices: {
    status: { pending: '出品者の回答待ち', accepted: '承諾', rejected: '拒否', expired: '期限切れ' },
  },
};

export const bidTracking: SameKeys<typeof englishScreens> = {
  lastBidTime: '最終入札',
  noBidYet: 'まだ入札していません',
  openItemPage: '%{domain} で %{id} を開く（新しいタブ）',
};
export const countdown: SameKeys<typeof englishCountdown> = {
  left: '残り %{duration}（%{deadline}）',
  ended: '%{deadline} に終了',
};
