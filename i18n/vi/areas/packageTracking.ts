/** The package tracking detail's tabs (src/packages/TrackingShow.tsx). */
export const packageTracking = {
  tabs: {
    package: 'Kiện hàng',
    shipment: 'Chi tiết lô hàng',
    split: 'Tách lô hàng',
    items: 'Hàng hóa',
    services: 'Dịch vụ',
  },
};
