import type {
  money as englishMoney,
  paymentLabels as englishPayments,
  paymentReportLabels as englishReport,
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

/** Nhãn của báo cáo thanh toán (resources/paymentReport.ts). */
export const paymentReportLabels: SameKeys<typeof englishReport> = {
  name: 'Báo cáo thanh toán |||| Báo cáo thanh toán',
  fields: {
    at: 'Ngày',
    atFrom: 'Ngày từ',
    atTo: 'Ngày đến',
    status: 'Trạng thái',
    type: 'Loại',
    wallet: 'Ví',
    count: 'Số khoản thanh toán',
    amount: 'Số tiền',
    orderCode: 'Đơn hàng',
    customerCode: 'Mã khách hàng',
    name: 'Khoản mục',
    currency: 'Tiền tệ',
    payGroup: 'Nhóm',
    payType: 'Hình thức trả',
    paid: 'Đã thu',
    supplierName: 'Nhà cung cấp',
    createdAt: 'Thời gian',
    skip: 'Số dòng bỏ qua',
    take: 'Số dòng',
  },
  choices: {
    status: { new: 'Chờ thanh toán', success: 'Thành công', canceled: 'Đã hủy', refund: 'Đã hoàn tiền' },
    type: { deposit: 'Đặt cọc', settlement: 'Tất toán', refund: 'Hoàn tiền' },
    currency: { VND: 'Đồng (VND)', JPY: 'Yên (JPY)', USD: 'Đô la Mỹ (USD)' },
  },
  actions: {
    GetPaymentSummary: { label: 'Thanh toán', confirm: 'Thanh toán' },
    GetReceivables: { label: 'Khoản phải thu', confirm: 'Khoản phải thu' },
    GetPayables: { label: 'Khoản phải trả', confirm: 'Khoản phải trả' },
  },
};

/** Văn bản riêng của các màn hình thanh toán (`kago.money`). */
export const money: SameKeys<typeof englishMoney> = {
  createPaymentLabel: 'Tạo thanh toán',
  report: {
    payments: 'Thanh toán',
    byStatus: 'Theo trạng thái',
    byType: 'Theo loại',
    byWallet: 'Theo ví',
    received: 'Đã nhận',
    refunded: 'Đã hoàn',
    net: 'Thực nhận',
    receivables: 'Khoản phải thu',
    payables: 'Khoản phải trả',
    paid: 'Đã thu',
    unpaid: 'Chưa thu',
    all: 'Tất cả',
    totals: 'Tổng cộng',
    none: 'Không có gì trong khoảng thời gian này.',
    paymentsOf: '%{count} khoản thanh toán, %{what}: mở danh sách',
    loadFailed: 'Không tải được báo cáo.',
  },
};
