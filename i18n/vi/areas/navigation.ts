import type { navigation as english } from '../../en/areas/navigation';
import type { SameKeys } from '../../sameKeys';

export const navigation: SameKeys<typeof english> = {
  pagination: {
    jumpLabel: 'Đến trang',
    jumpHint: '1-%{last}',
    go: 'Mở trang',
  },
  menu: {
    label: 'Menu',
    searchLabel: 'Tìm màn hình',
    searchHint: 'Gõ để lọc menu, Enter mở mục đầu tiên',
    noMatch: 'Không có màn hình nào khớp với "%{query}"',
    matches: '%{smart_count} màn hình khớp',
    expand: 'Mở nhóm %{group}',
    collapse: 'Đóng nhóm %{group}',
    badge: '%{smart_count} đơn hàng đang chờ',
  },
  orderLookup: {
    title: 'Tra cứu đơn hàng',
    codeLabel: 'Mã đơn hàng',
    hint: 'Gõ hoặc quét mã, rồi nhấn Enter',
    open: 'Mở đơn hàng',
    notFound: 'Không có đơn hàng nào mang mã %{code}.',
    failed: 'Không tra cứu được đơn hàng. Vui lòng thử lại.',
    searchList: 'Tìm trong danh sách đơn hàng',
  },
  customerLinks: {
    customer: 'Mở khách hàng %{customer}',
    orders: 'Đơn hàng của khách hàng này',
  },
};
