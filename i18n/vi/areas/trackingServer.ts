/** What the reference server says about package tracking writes (server/tracking/rules.ts). */
export const trackingServer = {
  cancelThroughAction: 'Hủy kiện hàng bằng thao tác riêng (Hủy kiện hàng), không đặt trạng thái',
  serviceNotOffered: 'Phương thức vận chuyển này không có dịch vụ này',
};
