import type {
  buyerConfigLabels as englishConfig,
  eventLogLabels as englishEventLog,
  supplierLabels as englishSuppliers,
} from '../en/buying';
import type { SameKeys } from '../sameKeys';

/** Nhãn của cấu hình mua hàng (resources/buying.ts). */
export const supplierLabels: SameKeys<typeof englishSuppliers> = {
  name: 'Nhà cung cấp |||| Nhà cung cấp',
};

export const buyerConfigLabels: SameKeys<typeof englishConfig> = {
  name: 'Cấu hình người mua |||| Cấu hình người mua',
  fields: {
    domain: 'Tên miền trang web',
    orderType: 'Loại đơn hàng',
    buyer: 'Người mua',
    bidAccount: 'Tài khoản đấu giá',
    taxPercent: 'Thuế (%)',
    supplierId: 'Người thanh toán',
  },
};

export const eventLogLabels: SameKeys<typeof englishEventLog> = {
  name: 'Nhật ký sự kiện đối tác |||| Nhật ký sự kiện đối tác',
  fields: {
    partner: 'Đối tác',
    eventName: 'Sự kiện',
    refCode: 'Mã tham chiếu',
    requestDate: 'Ngày yêu cầu',
    data: 'Dữ liệu gửi',
    responseData: 'Phản hồi',
  },
  choices: {
    partner: {
      YAHOO_AUCTION: 'Yahoo! Auctions',
      MERCARI: 'Mercari',
      RAKUTEN: 'Rakuten',
      AMAZON: 'Amazon',
      EFEX: 'EFEX',
      GHN: 'Giao Hàng Nhanh',
      VNPAY: 'VNPAY',
    },
    eventName: {
      PlaceBid: 'Đặt giá',
      BidResult: 'Kết quả đấu giá',
      GetAuctionItem: 'Lấy thông tin phiên đấu giá',
      CreateOffer: 'Gửi đề nghị giá',
      OfferResult: 'Kết quả đề nghị giá',
      GetItem: 'Lấy thông tin sản phẩm',
      PlaceOrder: 'Đặt hàng',
      OrderStatus: 'Trạng thái đơn hàng',
      CreateShipment: 'Tạo lô vận chuyển',
      UpdateShipment: 'Cập nhật lô vận chuyển',
      CancelShipment: 'Hủy lô vận chuyển',
      TrackingWebhook: 'Cập nhật hành trình',
      CreateDelivery: 'Tạo đơn giao hàng',
      DeliveryWebhook: 'Cập nhật giao hàng',
      CreatePayment: 'Tạo thanh toán',
      PaymentResult: 'Kết quả thanh toán',
    },
  },
};
