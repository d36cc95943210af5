import type { reports as english } from '../../en/areas/reports';
import type { SameKeys } from '../../sameKeys';

/** Thông điệp của các màn hình báo cáo và cảnh báo đơn trễ trên bảng điều khiển (`kago.reports`). */
export const reports: SameKeys<typeof english> = {
  backToReport: 'Quay lại %{report}',
  lateOrders: 'Đơn trễ',
  lateOrdersHint:
    'Các đơn đang vi phạm quy định hôm nay, không phụ thuộc khoảng ngày: mỗi số mở báo cáo của nó.',
  lateBySourceAndStage: 'Đơn trễ theo nguồn và giai đoạn',
  lateChartDescription: 'Số đơn trễ theo nguồn, mỗi giai đoạn một cột, xếp chồng.',
  lateSince: '%{count} so với %{date}',
  lateTrend: 'Đơn trễ theo từng ngày',
  lateTrendDescription: 'Với mỗi ngày trong khoảng, số đơn trễ hôm nay đã trễ từ ngày đó.',
  noLateOrders: 'Không có đơn nào trễ.',
  loadFailed: 'Không đếm được các đơn trễ.',
  totals: {
    totals: 'Tổng cộng',
    orders: 'Số đơn',
    totalVnd: 'Tổng tiền (VND)',
    serviceFee: 'Phí dịch vụ (VND)',
  },
};
