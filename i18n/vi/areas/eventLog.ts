import type { eventLog as english } from '../../en/areas/eventLog';
import type { SameKeys } from '../../sameKeys';

export const eventLog: SameKeys<typeof english> = {
  partnerEvents: 'Sự kiện đối tác của %{code}',
  json: {
    copy: 'Sao chép %{name}',
    copied: 'Đã sao chép %{name}',
    copyFailed: 'Trình duyệt không cho phép sao chép',
    show: 'Hiện %{name}',
    hide: 'Ẩn %{name}',
    showAll: 'Hiện tất cả (%{size})',
    notJson: 'Không phải JSON: hiển thị như đã nhận',
    empty: 'Không có',
  },
};
