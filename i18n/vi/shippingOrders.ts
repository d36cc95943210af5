import type {
  shippingOrderLabels as englishLabels,
  shippingOrders as englishTexts,
} from '../en/shippingOrders';
import type { SameKeys } from '../sameKeys';
import { trackingLabels } from './tracking';

/** Nhãn của đơn gửi hàng (resources/shippingOrders.ts). */
export const shippingOrderLabels: SameKeys<typeof englishLabels> = {
  name: 'Đơn gửi hàng |||| Đơn gửi hàng',
  fields: {
    orderNumber: 'Số đơn',
    stage: 'Công đoạn',
    referenceNumber: 'Số tham chiếu',
    cargoShippingMethod: 'Phương thức vận chuyển',
    cargoSPService: 'Dịch vụ vận chuyển',
    cargoType: 'Loại hàng',
    pieces: 'Số kiện',
    commodityId: 'Mặt hàng',
    packageTypeId: 'Loại bao bì',
    declaredValue: 'Giá trị khai báo',
    currencyId: 'Tiền tệ',
    sendDate: 'Ngày gửi',
    postOfficeToSend: 'Bưu cục gửi',
    postOfficeAddress: 'Địa chỉ bưu cục',
    cargoPickupMethod: 'Hình thức nhận hàng',
    pickupName: 'Người liên hệ nhận hàng',
    orderCargoAddServices: 'Dịch vụ cộng thêm',
    shipperId: 'Người gửi',
    consigneeId: 'Người nhận',
    incotermId: 'Điều kiện giao hàng',
    createdBy: 'Người tạo',
  },
  choices: {
    stage: {
      created: 'Mới tạo',
      received: 'Đã nhận hàng',
      handled: 'Đã xử lý',
      dispatched: 'Đã xuất đi',
      charged: 'Đã tính cước',
      documented: 'Đã có chứng từ',
      delivering: 'Đang giao',
      delivered: 'Đã giao',
      deliveryFailed: 'Giao không thành công',
    },
    cargoShippingMethod: trackingLabels.choices.cargoShippingMethod,
    cargoSPService: trackingLabels.choices.cargoShippingService,
    cargoType: trackingLabels.choices.cargoType,
    cargoPickupMethod: { dropOff: 'Gửi tại bưu cục', pickup: 'Nhận tại nơi người gửi' },
  },
  actions: {
    offices: { label: 'Bưu cục', confirm: 'Tải danh sách bưu cục?' },
    postOfficeAddress: { label: 'Địa chỉ bưu cục', confirm: 'Tải địa chỉ bưu cục?' },
  },
};

export const shippingOrders: SameKeys<typeof englishTexts> = {
  createLabel: 'Tạo đơn gửi hàng',
  groups: { shipment: 'Lô hàng', cargo: 'Hàng hóa', sending: 'Gửi hàng', parties: 'Người gửi và người nhận' },
};
