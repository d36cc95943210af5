import type {
  bargainLabels as englishBargains,
  bidTracking as englishScreens,
  countdown as englishCountdown,
  successfulBidLabels as englishSuccessful,
  trackedBidLabels as englishTracked,
} from '../en/bidTracking';
import type { SameKeys } from '../sameKeys';

/** Nhãn theo dõi đấu giá (resources/bidTracking.ts). */
const auctionFields = {
  productId: 'Mã sản phẩm',
  title: 'Tiêu đề',
  image: 'Hình ảnh',
  currentPrice: 'Giá hiện tại',
  status: 'Trạng thái',
  endTime: 'Kết thúc',
  bidTime: 'Thời gian đặt giá',
  account: 'Tài khoản đấu giá',
  customerId: 'Khách hàng',
  customerCode: 'Mã khách hàng',
  bidPrice: 'Giá đặt',
  shippingFeeJp: 'Phí vận chuyển nội địa Nhật',
  tax: 'Thuế (%)',
  rate: 'Tỷ giá',
};

export const trackedBidLabels: SameKeys<typeof englishTracked> = {
  name: 'Theo dõi đấu giá |||| Theo dõi đấu giá',
  fields: auctionFields,
  choices: {
    status: {
      bidding: 'Đang đấu giá',
      highest: 'Đang giữ giá cao nhất',
      outbid: 'Bị trả giá cao hơn',
      won: 'Đã thắng',
      lost: 'Đã thua',
      cancelled: 'Đã hủy',
    },
  },
};

export const successfulBidLabels: SameKeys<typeof englishSuccessful> = {
  name: 'Đấu giá thành công |||| Đấu giá thành công',
  fields: { ...auctionFields, orderId: 'Đơn hàng', orderCode: 'Mã đơn hàng', note: 'Ghi chú' },
};

export const bargainLabels: SameKeys<typeof englishBargains> = {
  name: 'Trả giá |||| Trả giá',
  fields: {
    productId: auctionFields.productId,
    title: auctionFields.title,
    image: auctionFields.image,
    currentPrice: 'Giá niêm yết',
    offerPrice: 'Giá đề nghị',
    status: 'Trạng thái',
    account: auctionFields.account,
    customerId: auctionFields.customerId,
    customerCode: auctionFields.customerCode,
    requestDate: 'Thời gian đề nghị',
  },
  choices: {
    status: {
      pending: 'Chờ người bán',
      accepted: 'Đã chấp nhận',
      rejected: 'Bị từ chối',
      expired: 'Hết hạn',
    },
  },
};

export const bidTracking: SameKeys<typeof englishScreens> = {
  lastBidTime: 'Lần đặt giá gần nhất',
  noBidYet: 'Chưa đặt giá lần nào',
  openItemPage: 'Mở %{id} trên %{domain} (thẻ mới)',
};
export const countdown: SameKeys<typeof englishCountdown> = {
  left: 'Còn %{duration} (%{deadline})',
  ended: 'Đã kết thúc %{deadline}',
};
