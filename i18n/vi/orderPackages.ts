import type { orderPackageLabels as englishLabels } from '../en/orderPackages';
import type { SameKeys } from '../sameKeys';

/** Nhãn của kiện hàng đơn (resources/orderPackages.ts). */
export const orderPackageLabels: SameKeys<typeof englishLabels> = {
  name: 'Kiện hàng đơn |||| Kiện hàng đơn',
  fields: {
    code: 'Mã kiện',
    status: 'Trạng thái',
    customerCode: 'Khách hàng',
    orderCodes: 'Đơn hàng',
    tracking: 'Mã vận đơn',
    warehouseCode: 'Kho',
    mergeStatus: 'Trạng thái gộp',
    domesticShippingFee: 'Phí vận chuyển nội địa',
    weight: 'Cân nặng (g)',
    length: 'Dài (cm)',
    width: 'Rộng (cm)',
    height: 'Cao (cm)',
    photos: 'Ảnh',
    shipmentCode: 'Mã lô hàng',
    domesticCarrier: 'Hãng vận chuyển nội địa',
    deliveryDate: 'Ngày giao',
    deliveryAddress: 'Địa chỉ giao',
    shipmentNote: 'Ghi chú vận chuyển',
    createdBy: 'Người đóng kiện',
    createdAt: 'Ngày đóng kiện',
  },
  choices: {
    status: {
      domesticShipping: 'Vận chuyển nội địa',
      inStorage: 'Trong kho',
      progressing: 'Đang xử lý',
      waitForPay: 'Chờ thanh toán',
      delivering: 'Đang giao',
      delivered: 'Đã giao',
      canceled: 'Đã hủy',
    },
    mergeStatus: {
      merging: 'Đang gộp',
      merged: 'Đã gộp',
      mergeFailed: 'Gộp thất bại',
      mergeCancelled: 'Đã hủy gộp',
    },
  },
  actions: {
    orders: { label: 'Đơn hàng trong kiện', confirm: 'Tải các đơn hàng của kiện này?' },
    updateOrders: { label: 'Cập nhật đơn hàng', confirm: 'Lưu các đơn hàng của kiện này?' },
    updateDomesticShippingFee: {
      label: 'Phí vận chuyển nội địa',
      confirm: 'Lưu phí vận chuyển nội địa?',
    },
    updatePhotos: { label: 'Cập nhật ảnh', confirm: 'Lưu ảnh?' },
    updateShipment: { label: 'Thông tin vận chuyển', confirm: 'Lưu thông tin vận chuyển?' },
    repushMerge: {
      label: 'Gửi lại yêu cầu gộp',
      confirm: 'Yêu cầu kho gộp lại các kiện đã chọn?',
    },
    cancelMerge: {
      label: 'Hủy gộp',
      confirm: 'Hủy lần gộp này? Kiện sẽ bị hủy và các đơn hàng được tách ra.',
    },
    eventLogs: { label: 'Nhật ký', confirm: 'Tải nhật ký?' },
  },
};
