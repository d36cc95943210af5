import { familyNames, type orderList as english } from '../../en/areas/orderList';
import type { SameKeys } from '../../sameKeys';
import { orderSource, orderStage } from './orderLabels';

/** The screens' names that are not a stage's (those are `kago.orderStage`). */
const headings = {
  offers: 'Đề nghị giá',
  searchOrder: 'Tra cứu đơn hàng',
  searchOrders: 'Tìm kiếm đơn hàng',
};

const allSources = 'Tất cả nguồn';

const familyPattern = '%{stage} — %{source}';

export const orderList: SameKeys<typeof english> = {
  headings,
  allSources,
  familyPattern,
  families: familyNames({ ...orderStage, ...headings }, { ...orderSource, all: allSources }, familyPattern),
  columns: {
    code: 'Mã đơn',
    image: 'Hình ảnh',
    title: 'Tên sản phẩm',
    source: 'Nguồn',
    status: 'Trạng thái',
    customerName: 'Khách hàng',
    orderDate: 'Ngày đặt',
    price: 'Giá',
    total: 'Tổng tiền',
    purchaser: 'Người mua hàng',
    tracking: 'Mã vận đơn',
    orderNumber: 'Số đơn hàng',
  },
  filters: {
    search: 'Mã, tên, khách hàng, mã vận đơn, số đơn hàng',
    status: 'Trạng thái',
    dateFrom: 'Đặt từ ngày',
    dateTo: 'Đặt đến ngày',
    purchaser: 'Người mua hàng',
    supplier: 'Nhà cung cấp',
    bidAccount: 'Tài khoản đấu giá',
    warehouse: 'Kho',
    customerCode: 'Mã khách hàng',
    source: 'Nguồn',
  },
  empty: {
    title: 'Không có đơn hàng',
    text: 'Hiện chưa có đơn hàng nào ở giai đoạn này. Đơn hàng sẽ hiện ở đây ngay khi đến giai đoạn này.',
    filtered: 'Không có đơn hàng nào khớp với bộ lọc. Hãy bỏ bớt bộ lọc hoặc đổi từ khóa tìm kiếm.',
  },
  bulk: {
    createPackage: 'Tạo kiện hàng',
    confirmTitle: 'Tạo một kiện hàng từ %{smart_count} đơn hàng?',
    confirmText: 'Các đơn hàng đã chọn sẽ được gửi chung trong một kiện hàng mới.',
    title: '%{action}: %{smart_count} đơn hàng',
    help: 'Áp dụng lần lượt cho từng đơn hàng đã chọn; đơn nào giai đoạn hoặc thay đổi mới hơn không cho phép sẽ được báo lại, các đơn khác vẫn tiếp tục.',
    progress: '%{done} / %{total}',
    done: 'Đã cập nhật %{smart_count} đơn hàng',
    summary: 'Đã cập nhật %{done} / %{total} đơn hàng. Chưa cập nhật (vẫn đang chọn):',
    conflict: 'Người khác đã sửa đơn hàng này sau khi danh sách được tải. Hãy tải lại danh sách và thử lại.',
  },
  detail: {
    title: 'Đơn hàng %{code}',
  },
};
