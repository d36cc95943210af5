import type { statistics as english, statisticsLabels as englishLabels } from '../en/statistics';
import type { SameKeys } from '../sameKeys';

/** Nhãn của màn hình thống kê (resources/statistics.ts). */
export const statisticsLabels: SameKeys<typeof englishLabels> = {
  name: 'Thống kê |||| Thống kê',
  fields: {
    orderDate: 'Ngày đặt hàng',
    orderDateFrom: 'Ngày đặt hàng từ',
    orderDateTo: 'Ngày đặt hàng đến',
    period: 'Theo',
    groupBy: 'Chia theo',
    source: 'Nguồn',
    count: 'Số đơn',
    serviceFee: 'Phí dịch vụ (VND)',
  },
  choices: {
    period: { day: 'Ngày', week: 'Tuần', month: 'Tháng' },
    groupBy: { source: 'Nguồn', stage: 'Giai đoạn' },
  },
  actions: { GetOrderStatistics: { label: 'Thống kê', confirm: 'Thống kê' } },
};

/** Văn bản riêng của màn hình thống kê (`kago.statistics`). */
export const statistics: SameKeys<typeof english> = {
  reportsTitle: 'Báo cáo đơn hàng',
  allSources: 'Tất cả nguồn',
  period: 'Kỳ',
  total: 'Tổng',
  ordersChart: 'Số đơn theo %{period}',
  feesChart: 'Phí dịch vụ theo %{period} (VND)',
  chartDescription:
    'Xếp chồng theo %{groupBy}; bảng bên cạnh cho cùng số liệu, mỗi số mở danh sách đơn của nó.',
  byGroup: 'Theo %{groupBy} trong khoảng thời gian',
  cellLink: '%{count} đơn, %{group}, %{range}: mở danh sách',
  loadFailed: 'Không tải được số liệu thống kê.',
};
