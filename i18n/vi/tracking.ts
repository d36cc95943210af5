import type { trackingLabels as englishLabels } from '../en/tracking';
import type { SameKeys } from '../sameKeys';

/** Nhãn của kiện hàng từ kho (resources/tracking.ts). */
export const trackingLabels: SameKeys<typeof englishLabels> = {
  name: 'Kiện hàng từ kho |||| Kiện hàng từ kho',
  fields: {
    tracking: 'Mã vận đơn',
    shipmentCode: 'Mã lô hàng',
    parentShipmentCode: 'Mã lô hàng cha',
    childShipments: 'Các lô hàng con',
    incotermId: 'Điều kiện giao hàng',
    postOfficeCode: 'Kho',
    currentPostOfficeCode: 'Bưu cục hiện tại',
    partner: 'Đối tác',
    cargoType: 'Loại hàng',
    cargoShippingMethod: 'Phương thức vận chuyển',
    cargoShippingService: 'Dịch vụ vận chuyển',
    internationalShippingCode: 'Mã vận chuyển quốc tế',
    internationalCarrier: 'Hãng vận chuyển quốc tế',
    domesticCarrier: 'Hãng vận chuyển nội địa',
    shippingCode: 'Mã vận chuyển',
    expectedPieces: 'Số kiện dự kiến',
    actualPieces: 'Số kiện thực tế',
    totalPieces: 'Tổng số kiện',
    codAmount: 'Tiền thu hộ',
    lastUpdateDate: 'Cập nhật lần cuối',
    processStatus: 'Trạng thái xử lý',
    currentShipmentStatus: 'Trạng thái lô hàng hiện tại',
    directShipment: 'Giao thẳng',
    allowIssue: 'Xuất giao hàng',
    allowMerge: 'Cho phép gộp',
    mergeStatus: 'Trạng thái gộp',
    warehouseCode: 'Mã kho',
    boxCode: 'Mã thùng',
    deliveryDate: 'Ngày giao',
    deliveredDate: 'Ngày đã giao',
    location: 'Vị trí',
    weight: 'Cân nặng (g)',
    length: 'Dài (cm)',
    width: 'Rộng (cm)',
    height: 'Cao (cm)',
    images: 'Ảnh kiện hàng',
    productPhotos: 'Ảnh sản phẩm',
    mawb: 'Số vận đơn hàng không chủ',
    flightDate: 'Ngày bay',
    arrivalDate: 'Ngày đến',
    internationalFee: 'Phí vận chuyển quốc tế',
    chargeableWeight: 'Cân nặng tính phí (g)',
    volumeWeight: 'Cân nặng quy đổi (g)',
    orderId: 'Đơn hàng',
    accountId: 'Tài khoản đặt hàng',
    orderCode: 'Mã đơn hàng',
    status: 'Trạng thái kho',
  },
  choices: {
    cargoType: {
      general: 'Hàng thông thường',
      fragile: 'Hàng dễ vỡ',
      liquid: 'Chất lỏng',
      battery: 'Có pin',
      oversized: 'Hàng quá khổ',
    },
    cargoShippingMethod: { air: 'Đường hàng không', sea: 'Đường biển', road: 'Đường bộ' },
    cargoShippingService: {
      express: 'Chuyển phát nhanh',
      standard: 'Tiêu chuẩn',
      economy: 'Tiết kiệm',
      consolidated: 'Gom hàng',
    },
    processStatus: { Processing: 'Chưa xử lý', Processed: 'Đã xử lý', Unno: 'Chờ bổ sung thông tin' },
    directShipment: { '1': 'Giao ngay', '0': 'Lưu kho' },
    allowIssue: { '0': 'Chờ xuất', '1': 'Đã xuất' },
    mergeStatus: { notMerged: 'Chưa gộp', merging: 'Đang gộp', merged: 'Đã gộp' },
    status: {
      inStorage: 'Đang lưu kho',
      waitingExport: 'Chờ xuất kho',
      exported: 'Đã xuất kho',
      cancelled: 'Đã hủy',
    },
  },
  actions: {
    receive: { label: 'Nhập kho', confirm: 'Nhập kiện hàng này vào kho?' },
    cancel: { label: 'Hủy kiện hàng', confirm: 'Bạn có chắc chắn muốn hủy kiện hàng này?' },
    syncToOrderPackage: {
      label: 'Đồng bộ sang kiện của đơn',
      confirm: 'Chép cân nặng và kích thước sang kiện của đơn?',
    },
    offices: { label: 'Kho hàng', confirm: 'Tải danh sách kho?' },
    servicesByType: { label: 'Dịch vụ theo phương thức', confirm: 'Tải danh sách dịch vụ?' },
  },
};

/** Labels of a package's parts (resources/shipmentParts.ts). */
export const packageItemLabels = {
  name: 'Hàng trong kiện |||| Hàng trong kiện',
  fields: {
    packageTrackingId: 'Kiện hàng',
    name: 'Tên',
    category: 'Danh mục',
    commodityCode: 'Hàng hóa',
    commodityGroup: 'Nhóm hàng hóa',
    productType: 'Loại sản phẩm',
    origin: 'Xuất xứ',
    description: 'Mô tả',
    quantity: 'Số lượng',
    surcharge: 'Phụ phí',
    unitPrice: 'Đơn giá',
  },
};

export const packageServiceLabels = {
  name: 'Dịch vụ kiện hàng |||| Dịch vụ kiện hàng',
  fields: {
    packageTrackingId: 'Kiện hàng',
    code: 'Mã',
    name: 'Tên',
    note: 'Ghi chú',
    price: 'Giá',
    unitPrice: 'Đơn giá',
    unit: 'Đơn vị',
    status: 'Trạng thái',
  },
  choices: {
    status: {
      '0': 'Chưa thực hiện',
      '1': 'Đã thực hiện',
    },
  },
};

export const shipmentPieceLabels = {
  name: 'Lô tách |||| Lô tách',
  fields: {
    packageTrackingId: 'Kiện hàng',
    shipmentCode: 'Mã lô hàng',
    pieces: 'Số kiện',
    weight: 'Cân nặng (g)',
    length: 'Dài (cm)',
    width: 'Rộng (cm)',
    height: 'Cao (cm)',
    received: 'Đã nhận',
  },
};
