import type { releaseNoteLabels as englishLabels, releaseNotes as englishTexts } from '../en/releaseNotes';
import type { SameKeys } from '../sameKeys';

/** Nhãn của phiếu xuất kho (resources/releaseNotes.ts). */
export const releaseNoteLabels: SameKeys<typeof englishLabels> = {
  name: 'Phiếu xuất kho |||| Phiếu xuất kho',
  fields: {
    code: 'Số phiếu',
    recipientType: 'Xuất cho',
    customerCode: 'Khách hàng',
    receiverName: 'Người nhận hàng',
    receiverPhone: 'Điện thoại người nhận',
    packageCodes: 'Kiện hàng',
    orderCodes: 'Đơn hàng',
    packageCount: 'Số kiện',
    domesticShippingFee: 'Phí',
    shipmentCode: 'Mã lô hàng',
    domesticCarrier: 'Hãng vận chuyển',
    deliveryDate: 'Ngày giao',
    deliveryAddress: 'Địa chỉ giao',
    shipmentNote: 'Ghi chú vận chuyển',
    photos: 'Ảnh phiếu đã ký',
    releasedBy: 'Người xuất',
    releasedAt: 'Ngày xuất',
  },
  choices: {
    recipientType: { customer: 'Khách hàng (nhận tại kho)', carrier: 'Hãng vận chuyển (nhận đi giao)' },
  },
  actions: {
    packages: { label: 'Kiện hàng trên phiếu', confirm: 'Tải các kiện của phiếu này?' },
    updateOrders: {
      label: 'Thêm kiện',
      confirm:
        'Xuất các kiện mới trên phiếu này? Kiện sẽ rời kho và đơn hàng của kiện chuyển sang đang giao.',
    },
    updateDomesticShippingFee: { label: 'Phí', confirm: 'Lưu phí?' },
    updatePhotos: { label: 'Ảnh phiếu đã ký', confirm: 'Lưu ảnh?' },
    updateShipment: { label: 'Người nhận và vận chuyển', confirm: 'Lưu người nhận và thông tin vận chuyển?' },
  },
};

/** Nội dung riêng của trang chi tiết phiếu xuất kho (src/packages/ReleaseNoteShow.tsx). */
export const releaseNotes: SameKeys<typeof englishTexts> = {
  tabs: { summary: 'Phiếu xuất kho', packages: 'Kiện hàng', shipment: 'Vận chuyển', photos: 'Ảnh' },
  packages: {
    code: 'Mã kiện',
    status: 'Trạng thái kiện',
    weight: 'Cân nặng (g)',
    orders: 'Đơn hàng',
    empty: 'Phiếu chưa có kiện nào.',
  },
  print: 'In phiếu (PDF)',
  printing: 'Đang chuẩn bị tệp PDF…',
  photosEmpty: 'Chưa có ảnh phiếu đã ký.',
};
