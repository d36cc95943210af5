import type { orderPackages as english } from '../../en/areas/orderPackages';
import type { SameKeys } from '../../sameKeys';

/** 注文梱包の詳細画面の文言 (src/packages/OrderPackageShow.tsx)。 */
export const orderPackages: SameKeys<typeof english> = {
  tabs: { summary: '梱包', orders: '注文', shipment: '出荷', photos: '写真', events: 'イベントログ' },
  orders: {
    code: '注文コード',
    title: '商品',
    status: '注文ステータス',
    empty: 'この梱包には注文がありません。',
  },
  events: {
    at: '日時',
    action: '操作',
    actor: '担当者',
    before: '変更前',
    after: '変更後',
    empty: 'この梱包にはまだ変更がありません。',
    actions: {
      UpdateOrdersToOrderPackage: '注文を変更',
      UpdatePhotos: '写真を変更',
      UpdateDomesticShippingFee: '国内送料を変更',
      UpdateInfoShipment: '出荷情報を変更',
      RepushMergeOrderPackage: '統合を再依頼',
      CancelMergePackage: '統合を取消',
      ReleaseNote: '出庫伝票で出庫',
    },
    values: { releaseNote: '出庫伝票' },
    photoCount: '写真 %{smart_count} 枚',
  },
  photosEmpty: '写真はまだありません。',
  lookup: {
    codeLabel: '梱包コード',
    hint: '梱包コードを入力またはスキャンして Enter を押してください',
    open: '梱包を開く',
    notFound: 'コード %{code} の梱包はありません。',
    failed: '梱包を検索できませんでした。もう一度お試しください。',
  },
};
