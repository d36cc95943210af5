import type { orderPackageLabels as englishLabels } from '../en/orderPackages';
import type { SameKeys } from '../sameKeys';

/** 注文梱包のラベル (resources/orderPackages.ts)。 */
export const orderPackageLabels: SameKeys<typeof englishLabels> = {
  name: '注文梱包 |||| 注文梱包',
  fields: {
    code: '梱包コード',
    status: 'ステータス',
    customerCode: '顧客',
    orderCodes: '注文',
    tracking: '追跡番号',
    warehouseCode: '倉庫',
    mergeStatus: '統合ステータス',
    domesticShippingFee: '国内送料',
    weight: '重量 (g)',
    length: '長さ (cm)',
    width: '幅 (cm)',
    height: '高さ (cm)',
    photos: '写真',
    shipmentCode: '出荷コード',
    domesticCarrier: '国内配送業者',
    deliveryDate: '配達日',
    deliveryAddress: '配達先住所',
    shipmentNote: '出荷メモ',
    createdBy: '梱包担当者',
    createdAt: '梱包日',
  },
  choices: {
    status: {
      domesticShipping: '国内配送中',
      inStorage: '倉庫保管中',
      progressing: '処理中',
      waitForPay: '支払い待ち',
      delivering: '配達中',
      delivered: '配達済み',
      canceled: 'キャンセル済み',
    },
    mergeStatus: {
      merging: '統合中',
      merged: '統合済み',
      mergeFailed: '統合失敗',
      mergeCancelled: '統合取消',
    },
  },
  actions: {
    orders: { label: '梱包内の注文', confirm: 'この梱包の注文を読み込みますか？' },
    updateOrders: { label: '注文を更新', confirm: 'この梱包の注文を保存しますか？' },
    updateDomesticShippingFee: { label: '国内送料', confirm: '国内送料を保存しますか？' },
    updatePhotos: { label: '写真を更新', confirm: '写真を保存しますか？' },
    updateShipment: { label: '出荷情報', confirm: '出荷情報を保存しますか？' },
    repushMerge: { label: '統合を再送信', confirm: '選択した梱包の統合を倉庫に再依頼しますか？' },
    cancelMerge: {
      label: '統合を取消',
      confirm: 'この統合を取り消しますか？梱包はキャンセルされ、注文は梱包から外れます。',
    },
    eventLogs: { label: 'イベントログ', confirm: 'イベントログを読み込みますか？' },
  },
};
