import type {
  money as englishMoney,
  paymentLabels as englishPayments,
  transactionLabels as english,
} from '../en/money';
import type { SameKeys } from '../sameKeys';

/** Nhãn của màn hình giao dịch (resources/transactions.ts). */
export const transactionLabels: SameKeys<typeof english> = {
  name: 'Giao dịch |||| Giao dịch',
  fields: {
    createdAt: 'Thời gian',
    customerCode: 'Mã khách hàng',
    customerName: 'Khách hàng',
    type: 'Loại',
    status: 'Trạng thái',
    amount: 'Số tiền',
    availableAfter: 'Số dư khả dụng sau',
    frozenAfter: 'Số dư tạm giữ sau',
    note: 'Ghi chú',
    createdBy: 'Người thực hiện',
    createdAtFrom: 'Thời gian từ',
    createdAtTo: 'Thời gian đến',
  },
  choices: {
    status: { new: 'Chờ xử lý', success: 'Thành công', canceled: 'Đã hủy' },
  },
  actions: { GetTotalAmount: { label: 'Tổng cộng', confirm: 'Tổng cộng' } },
};

/** Nhãn của các màn hình thanh toán (resources/payments.ts). */
export const paymentLabels: SameKeys<typeof englishPayments> = {
  name: 'Thanh toán |||| Thanh toán',
  fields: {
    at: 'Thời gian',
    orderCode: 'Mã đơn hàng',
    customerCode: 'Mã khách hàng',
    type: 'Loại',
    status: 'Trạng thái',
    amount: 'Số tiền (VND)',
    wallet: 'Ví',
  },
  choices: {
    type: { deposit: 'Đặt cọc', settlement: 'Tất toán', refund: 'Hoàn tiền' },
    status: { new: 'Chờ thanh toán', success: 'Thành công', canceled: 'Đã hủy', refund: 'Đã hoàn tiền' },
  },
  actions: {
    GetWallets: { label: 'Ví', confirm: 'Ví' },
    Confirm: { label: 'Xác nhận đã trả', confirm: 'Xác nhận khách hàng đã trả khoản thanh toán này?' },
    Cancel: { label: 'Hủy', confirm: 'Hủy yêu cầu thanh toán này?' },
    Refund: { label: 'Hoàn tiền', confirm: 'Hoàn khoản thanh toán này cho khách qua ví của nó?' },
  },
};

/** Văn bản riêng của các màn hình thanh toán (`kago.money`). */
export const money: SameKeys<typeof englishMoney> = {
  createPaymentLabel: 'Tạo thanh toán',
};
