import type { purchaseReportLabels as englishPurchase, reportLabels as englishLabels } from '../en/reports';
import type { SameKeys } from '../sameKeys';

/** Nhãn của các báo cáo đơn trễ (resources/reports.ts). */
const reads = {
  GetCountAllReportTracking: 'Đếm đơn trễ',
  GetOrderByCode: 'Tìm đơn theo mã',
  getorder: 'Mở đơn hàng',
  sellers: 'Người bán của đơn',
  services: 'Dịch vụ của đơn',
  GetEventLog: 'Nhật ký sự kiện của đơn',
  GetSupplierActive: 'Người thanh toán đang hoạt động',
  GetAllBidConfig: 'Cấu hình người mua',
  GetOffice: 'Bưu cục',
  SumOrderTotalServiceFee: 'Tổng phí dịch vụ',
};

const shared = {
  fields: {
    orderId: 'Đơn hàng',
    bidAccount: 'Tài khoản đấu giá',
    orderDateFrom: 'Ngày đặt từ',
    orderDateTo: 'Ngày đặt đến',
    title: 'Tiêu đề',
    source: 'Nguồn',
    status: 'Trạng thái',
    customerCode: 'Mã khách hàng',
    purchaser: 'Người mua hàng',
    tracking: 'Mã vận đơn',
    warehouse: 'Kho',
    orderDate: 'Ngày đặt',
    lateSince: 'Tính trễ từ',
    daysLate: 'Số ngày trễ',
    totalVnd: 'Tổng tiền (VND)',
  },
  actions: Object.fromEntries(
    Object.entries(reads).map(([name, label]) => [name, { label, confirm: label }]),
  ) as Record<keyof typeof reads, { label: string; confirm: string }>,
};

export const reportLabels: SameKeys<typeof englishLabels> = {
  'order-report-tracking': { name: 'Đơn chưa có mã vận đơn |||| Đơn chưa có mã vận đơn', ...shared },
  'order-report-number-tracking': { name: 'Mã vận đơn cần sửa |||| Mã vận đơn cần sửa', ...shared },
  'order-import-export-report': {
    name: 'Đơn lưu kho chưa xuất |||| Đơn lưu kho chưa xuất',
    ...shared,
  },
  'order-slow-buy-report': {
    name: 'Vận chuyển nội địa chậm |||| Vận chuyển nội địa chậm',
    ...shared,
  },
};

const purchaseReads = {
  GetOrderByCode: 'Tìm đơn theo mã',
  getorder: 'Mở đơn hàng',
  getallordersellers: 'Người bán của đơn',
  GetOrderServiceByOrderId: 'Dịch vụ của đơn',
  GetEventLog: 'Nhật ký sự kiện của đơn',
  GetSupplierActive: 'Người thanh toán đang hoạt động',
  GetAllBidConfig: 'Cấu hình người mua',
  GetOffice: 'Bưu cục',
  SumOrderPurchasedReportTotalServiceFee: 'Tổng cộng',
};

/** The purchase report (resources/reports.ts `purchaseReportDeclaration`). */
export const purchaseReportLabels: SameKeys<typeof englishPurchase> = {
  'order-purchase-report': {
    name: 'Báo cáo mua hàng |||| Báo cáo mua hàng',
    fields: {
      preset: 'Báo cáo',
      reportDate: 'Ngày',
      title: 'Tiêu đề',
      source: 'Nguồn',
      status: 'Trạng thái',
      customerCode: 'Mã khách hàng',
      purchaser: 'Người mua hàng',
      supplierName: 'Người thanh toán',
      sellerName: 'Người bán',
      supplierId: 'Người thanh toán',
      sellerId: 'Người bán',
      bidAccount: 'Tài khoản đấu giá',
      warehouse: 'Bưu cục',
      totalVnd: 'Tổng tiền (VND)',
      orderId: 'Đơn hàng',
      reportDateFrom: 'Từ ngày',
      reportDateTo: 'Đến ngày',
    },
    choices: {
      preset: {
        purchase: 'Đơn cần mua',
        purchased: 'Đơn đã mua',
      },
    },
    actions: Object.fromEntries(
      Object.entries(purchaseReads).map(([name, label]) => [name, { label, confirm: label }]),
    ) as Record<keyof typeof purchaseReads, { label: string; confirm: string }>,
  },
};
