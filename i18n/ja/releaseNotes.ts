import type { releaseNoteLabels as englishLabels, releaseNotes as englishTexts } from '../en/releaseNotes';
import type { SameKeys } from '../sameKeys';

/** 出庫伝票のラベル（resources/releaseNotes.ts）。 */
export const releaseNoteLabels: SameKeys<typeof englishLabels> = {
  name: '出庫伝票 |||| 出庫伝票',
  fields: {
    code: '伝票番号',
    recipientType: '出庫先',
    customerCode: '顧客',
    receiverName: '受取人',
    receiverPhone: '受取人の電話番号',
    packageCodes: '荷物',
    orderCodes: '注文',
    packageCount: '荷物数',
    domesticShippingFee: '料金',
    shipmentCode: '出荷コード',
    domesticCarrier: '配送業者',
    deliveryDate: '配達日',
    deliveryAddress: '配達先住所',
    shipmentNote: '配送メモ',
    photos: '署名済み伝票の写真',
    releasedBy: '出庫担当者',
    releasedAt: '出庫日時',
  },
  choices: {
    recipientType: { customer: '顧客（倉庫で受取）', carrier: '配送業者（引き取り配達）' },
  },
  actions: {
    packages: { label: '伝票の荷物', confirm: 'この伝票の荷物を読み込みますか？' },
    updateOrders: {
      label: '荷物を追加',
      confirm: '新しい荷物をこの伝票で出庫しますか？荷物は倉庫を出て、その注文は配達中になります。',
    },
    updateDomesticShippingFee: { label: '料金', confirm: '料金を保存しますか？' },
    updatePhotos: { label: '署名済み伝票の写真', confirm: '写真を保存しますか？' },
    updateShipment: { label: '受取人と配送', confirm: '受取人と配送情報を保存しますか？' },
  },
};

/** 出庫伝票の詳細画面の表示文（src/packages/ReleaseNoteShow.tsx）。 */
export const releaseNotes: SameKeys<typeof englishTexts> = {
  tabs: { summary: '出庫伝票', packages: '荷物', shipment: '配送', photos: '写真' },
  packages: {
    code: '荷物コード',
    status: '荷物の状態',
    weight: '重量（g）',
    orders: '注文',
    empty: 'この伝票に荷物はありません。',
  },
  print: '印刷（PDF）',
  printing: 'PDF を準備しています…',
  photosEmpty: '署名済み伝票の写真はまだありません。',
};
