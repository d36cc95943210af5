import type { customerServer as english } from '../../en/areas/customerServer';
import type { SameKeys } from '../../sameKeys';

export const customerServer: SameKeys<typeof english> = {
  vipCashShort: 'Không đủ số dư khả dụng để tạm giữ %{amount} cho đấu giá VIP',
  vipCashShortFor: 'Không đủ số dư khả dụng để tạm giữ %{amount} cho đấu giá VIP: %{customers}',
  notes: {
    orderPayment: 'Thanh toán đơn hàng %{value}',
    orderRefund: 'Hoàn tiền đơn hàng bị hủy %{value}',
    bankDeposit: 'Nạp tiền qua chuyển khoản',
    bankWithdrawal: 'Rút tiền về ngân hàng',
    vipHold: 'Bật đấu giá VIP: tạm giữ tiền',
    vipRelease: 'Tắt đấu giá VIP: hoàn lại tiền',
  },
  levelOnCreate: 'Cấp độ khi đăng ký',
  hasOrders: 'Các khách hàng này đã có đơn hàng nên không thể xóa: %{customers}',
  notInParent: '%{field} không thuộc %{parent} đã chọn',
  attachmentTooLarge: 'Tệp đính kèm %{name} lớn hơn %{size} MB',
};
