/** The package tracking detail's tabs (src/packages/TrackingShow.tsx). */
export const packageTracking = {
  tabs: {
    package: '荷物',
    shipment: '出荷詳細',
    split: '出荷分割',
    items: '品目',
    services: 'サービス',
  },
};
