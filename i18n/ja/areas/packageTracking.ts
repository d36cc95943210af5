/** The package tracking detail's tabs (src/packages/TrackingShow.tsx). */
export const packageTracking = {
  groups: { arrival: '追跡番号と注文', package: '倉庫の荷物', shipment: '出荷詳細' },
  codeInput: { typeCode: 'コードを入力またはスキャン' },
  tabs: {
    package: '荷物',
    shipment: '出荷詳細',
    split: '出荷分割',
    items: '品目',
    services: 'サービス',
  },
};
