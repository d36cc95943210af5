import type { orderPackages as english } from '../../en/areas/orderPackages';
import type { SameKeys } from '../../sameKeys';

/** Văn bản của màn hình chi tiết kiện hàng đơn (src/packages/OrderPackageShow.tsx). */
export const orderPackages: SameKeys<typeof english> = {
  tabs: {
    summary: 'Kiện hàng',
    orders: 'Đơn hàng',
    shipment: 'Vận chuyển',
    photos: 'Ảnh',
    events: 'Nhật ký',
  },
  orders: {
    code: 'Mã đơn hàng',
    title: 'Sản phẩm',
    status: 'Trạng thái đơn',
    empty: 'Kiện hàng chưa có đơn hàng nào.',
  },
  events: {
    at: 'Thời gian',
    action: 'Thao tác',
    actor: 'Người thực hiện',
    before: 'Trước',
    after: 'Sau',
    empty: 'Kiện hàng này chưa có thay đổi nào.',
    actions: {
      UpdateOrdersToOrderPackage: 'Đổi đơn hàng trong kiện',
      UpdatePhotos: 'Đổi ảnh',
      UpdateDomesticShippingFee: 'Đổi phí vận chuyển nội địa',
      UpdateInfoShipment: 'Đổi thông tin vận chuyển',
      RepushMergeOrderPackage: 'Gửi lại yêu cầu gộp',
      CancelMergePackage: 'Hủy gộp',
      ReleaseNote: 'Xuất kho theo phiếu xuất kho',
    },
    values: { releaseNote: 'Phiếu xuất kho' },
    photoCount: '%{smart_count} ảnh',
  },
  photosEmpty: 'Chưa có ảnh.',
  lookup: {
    codeLabel: 'Mã kiện hàng',
    hint: 'Gõ hoặc quét mã kiện hàng, rồi nhấn Enter',
    open: 'Mở kiện hàng',
    notFound: 'Không có kiện hàng nào mang mã %{code}.',
    failed: 'Không tra cứu được kiện hàng. Vui lòng thử lại.',
  },
};
