import type { transactionLabels as english } from '../en/money';
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
