import type { shippingOrderServer as english } from '../../en/areas/shippingOrderServer';
import type { SameKeys } from '../../sameKeys';

/** Máy chủ nói gì về đơn gửi hàng (server/shippingOrders/rules.ts). */
export const shippingOrderServer: SameKeys<typeof english> = {
  postOfficeRequired: 'Hãy chọn bưu cục trước',
  unknownPostOffice: 'Không có bưu cục đang hoạt động mang mã này',
  sendDateInPast: 'Ngày gửi không được ở trong quá khứ',
  referenceTaken: 'Người gửi này đã có đơn với số tham chiếu này',
  deleteOnlyBeforeReceipt: 'Chỉ xóa được đơn chưa nhận hàng: %{codes}',
  moveOutOfOrder: 'Đơn %{code} không chờ bước này',
  measuresNotCounted: 'Nhập cân nặng và kích thước của từng kiện trong %{count} kiện đã đếm',
  measureNotPositive: 'Mỗi kiện cần cân nặng và kích thước lớn hơn 0',
  boxesOverPieces: 'Số thùng không được nhiều hơn %{count} kiện đã nhận',
  servicesNotDone: 'Hãy đánh dấu đã làm các dịch vụ cộng thêm trước',
  carrierOrAirline: 'Chọn hãng vận chuyển hoặc hãng bay',
  unknownReference: 'Bản ghi này không tồn tại hoặc không còn hoạt động',
  chargeNotComputable: 'Không tính được cước từ các kiện đã nhận',
  deliveredInFuture: 'Thời điểm giao không được ở tương lai',
};
