/** The package tracking detail's tabs (src/packages/TrackingShow.tsx). */
export const packageTracking = {
  groups: { arrival: 'Mã vận đơn và đơn hàng', package: 'Kiện hàng tại kho', shipment: 'Chi tiết lô hàng' },
  codeInput: { typeCode: 'Nhập hoặc quét mã' },
  tabs: {
    package: 'Kiện hàng',
    shipment: 'Chi tiết lô hàng',
    split: 'Tách lô hàng',
    items: 'Hàng hóa',
    services: 'Dịch vụ',
  },
};
