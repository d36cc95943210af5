import type { shippingOrderServer as english } from '../../en/areas/shippingOrderServer';
import type { SameKeys } from '../../sameKeys';

/** Máy chủ nói gì về đơn gửi hàng (server/shippingOrders/rules.ts). */
export const shippingOrderServer: SameKeys<typeof english> = {
  postOfficeRequired: 'Hãy chọn bưu cục trước',
  unknownPostOffice: 'Không có bưu cục đang hoạt động mang mã này',
  sendDateInPast: 'Ngày gửi không được ở trong quá khứ',
  referenceTaken: 'Người gửi này đã có đơn với số tham chiếu này',
  deleteOnlyBeforeReceipt: 'Chỉ xóa được đơn chưa nhận hàng: %{codes}',
};
