import type { trackingLabels as englishLabels } from '../en/tracking';
import type { SameKeys } from '../sameKeys';

/** 倉庫からの荷物のラベル（resources/tracking.ts）。 */
export const trackingLabels: SameKeys<typeof englishLabels> = {
  name: '倉庫からの荷物 |||| 倉庫からの荷物',
  fields: {
    tracking: '追跡番号',
    shipmentCode: '出荷コード',
    parentShipmentCode: '親出荷コード',
    childShipments: '子出荷一覧',
    incotermId: 'インコタームズ',
    postOfficeCode: '倉庫',
    currentPostOfficeCode: '現在の拠点',
    partner: '提携先',
    cargoType: '貨物の種類',
    cargoShippingMethod: '輸送方法',
    cargoShippingService: '輸送サービス',
    internationalShippingCode: '国際輸送コード',
    internationalCarrier: '国際運送会社',
    domesticCarrier: '国内運送会社',
    shippingCode: '配送コード',
    expectedPieces: '予定個数',
    actualPieces: '実個数',
    totalPieces: '合計個数',
    codAmount: '代引金額',
    lastUpdateDate: '最終更新日時',
    processStatus: '処理状況',
    currentShipmentStatus: '現在の出荷状況',
    directShipment: '直送',
    allowIssue: '出庫指示',
    allowMerge: '同梱可',
    mergeStatus: '同梱状況',
    warehouseCode: '倉庫コード',
    boxCode: '箱コード',
    deliveryDate: '配達予定日',
    deliveredDate: '配達完了日',
    location: '保管場所',
    weight: '重量（g）',
    length: '長さ（cm）',
    width: '幅（cm）',
    height: '高さ（cm）',
    images: '荷物の写真',
    productPhotos: '商品の写真',
    mawb: 'マスター航空運送状',
    flightDate: 'フライト日',
    arrivalDate: '到着日',
    internationalFee: '国際送料',
    chargeableWeight: '請求重量（g）',
    volumeWeight: '容積重量（g）',
    orderId: '注文',
    accountId: '注文者アカウント',
    orderCode: '注文コード',
    status: '倉庫ステータス',
  },
  choices: {
    cargoType: {
      general: '一般貨物',
      fragile: '割れ物',
      liquid: '液体',
      battery: '電池入り',
      oversized: '大型貨物',
    },
    cargoShippingMethod: { air: '航空便', sea: '船便', road: '陸送' },
    cargoShippingService: {
      express: '速達',
      standard: '通常',
      economy: 'エコノミー',
      consolidated: '混載',
    },
    processStatus: { Processing: '未処理', Processed: '処理済み', Unno: '情報待ち' },
    directShipment: { '1': 'すぐに発送', '0': '倉庫で保管' },
    allowIssue: { '0': '出庫待ち', '1': '出庫済み' },
    mergeStatus: { notMerged: '未同梱', merging: '同梱中', merged: '同梱済み' },
    status: {
      inStorage: '保管中',
      waitingExport: '出庫待ち',
      exported: '出庫済み',
      cancelled: 'キャンセル済み',
    },
  },
  actions: {
    receive: { label: '入庫', confirm: 'この荷物を倉庫に入庫しますか？' },
    cancel: { label: '荷物をキャンセル', confirm: 'この荷物をキャンセルしてもよろしいですか？' },
    syncToOrderPackage: {
      label: '注文の荷物に同期',
      confirm: '重量とサイズを注文の荷物にコピーしますか？',
    },
    offices: { label: '倉庫', confirm: '倉庫を読み込みますか？' },
    servicesByType: { label: '輸送方法別のサービス', confirm: 'サービスを読み込みますか？' },
  },
};

/** Labels of a package's parts (resources/shipmentParts.ts). */
export const packageItemLabels = {
  name: '荷物の品目 |||| 荷物の品目',
  fields: {
    packageTrackingId: '荷物',
    name: '名称',
    category: 'カテゴリ',
    commodityCode: '品目',
    commodityGroup: '品目グループ',
    productType: '商品種別',
    origin: '原産地',
    description: '説明',
    quantity: '数量',
    surcharge: '追加料金',
    unitPrice: '単価',
  },
};

export const packageServiceLabels = {
  name: '荷物サービス |||| 荷物サービス',
  fields: {
    packageTrackingId: '荷物',
    code: 'コード',
    name: '名称',
    note: 'メモ',
    price: '価格',
    unitPrice: '単価',
    unit: '単位',
    status: '状態',
  },
  choices: {
    status: {
      '0': '未実施',
      '1': '実施済み',
    },
  },
};

export const shipmentPieceLabels = {
  name: '子出荷 |||| 子出荷',
  fields: {
    packageTrackingId: '荷物',
    shipmentCode: '出荷コード',
    pieces: '個数',
    weight: '重量 (g)',
    length: '長さ (cm)',
    width: '幅 (cm)',
    height: '高さ (cm)',
    received: '受領済み',
  },
};
