import { resourceDeclarations } from '../../resources';
import type { resourceLabels as englishLabels } from '../en/resources';
import { buildResourceMessages } from '../resourceMessages';
import type { SameKeys } from '../sameKeys';
import { notificationLabels } from './notifications';
import { bargainLabels, successfulBidLabels, trackedBidLabels } from './bidTracking';
import { buyerConfigLabels, eventLogLabels, supplierLabels } from './buying';
import { paymentLabels, paymentReportLabels, transactionLabels } from './money';
import { statisticsLabels } from './statistics';
import { orderPackageLabels } from './orderPackages';
import { purchaseReportLabels, reportLabels } from './reports';
import { releaseNoteLabels } from './releaseNotes';
import { shippingOrderLabels } from './shippingOrders';
import { chargeRateLabels } from './chargeRates';
import { packageItemLabels, packageServiceLabels, shipmentPieceLabels, trackingLabels } from './tracking';

const paymentMethod = { prepaid: 'Trả trước', collect: 'Trả sau' };

/** Vietnamese has no plural: each name repeats its one form on both sides of `||||`. */
export const resourceLabels: SameKeys<typeof englishLabels> = {
  commonFields: {
    id: 'ID',
    version: 'Phiên bản',
    createdAt: 'Ngày tạo',
    updatedAt: 'Ngày cập nhật',
    code: 'Mã',
    name: 'Tên',
    nameEn: 'Bản dịch tiếng Anh',
    nameJa: 'Bản dịch tiếng Nhật',
    active: 'Hoạt động',
    displayOrder: 'Thứ tự hiển thị',
    description: 'Mô tả',
    address: 'Địa chỉ',
    phone: 'Số điện thoại',
    email: 'Email',
    city: 'Thành phố',
    website: 'Trang web',
    taxCode: 'Mã số thuế',
    accountNumber: 'Số tài khoản',
    iata: 'Mã IATA',
    icao: 'Mã ICAO',
    isContainer: 'Container',
    ratio: 'Tỷ lệ quy đổi',
    price: 'Giá',
    countryId: 'Quốc gia',
    stateProvinceId: 'Tỉnh/Thành phố',
    districtId: 'Quận/Huyện',
    wardId: 'Phường/Xã',
    globalZoneId: 'Khu vực toàn cầu',
    paymentTermId: 'Điều khoản thanh toán',
    shippingAgentId: 'Đại lý vận chuyển',
    shippingLineId: 'Hãng tàu',
    consigneeId: 'Người nhận hàng',
    shipperId: 'Người gửi hàng',
    bankId: 'Ngân hàng',
    currencyId: 'Tiền tệ',
  },
  resources: {
    airline: { name: 'Hãng hàng không |||| Hãng hàng không', fields: { prefix: 'Tiền tố AWB' } },
    airport: { name: 'Sân bay |||| Sân bay' },
    'charges-group': {
      name: 'Nhóm phí |||| Nhóm phí',
      fields: { ratePerKg: 'Đơn giá mỗi kg tính cước (VND)', minimumFreight: 'Cước tối thiểu (VND)' },
    },
    port: {
      name: 'Cảng |||| Cảng',
      fields: { portType: 'Loại cảng' },
      choices: { portType: { air: 'Hàng không', ocean: 'Đường biển', inland: 'Nội địa' } },
    },
    carrier: {
      name: 'Hãng vận chuyển |||| Hãng vận chuyển',
      fields: { trackingUrl: 'Đường dẫn tra cứu vận đơn' },
    },
    seaport: { name: 'Cảng biển |||| Cảng biển', fields: { unlocode: 'Mã UN/LOCODE' } },
    'shipping-product-type': { name: 'Loại hàng vận chuyển |||| Loại hàng vận chuyển' },
    bank: { name: 'Ngân hàng |||| Ngân hàng', fields: { swiftCode: 'Mã SWIFT' } },
    'global-zone': { name: 'Khu vực toàn cầu |||| Khu vực toàn cầu' },
    country: {
      name: 'Quốc gia |||| Quốc gia',
      fields: { iso3: 'Mã ISO 3 ký tự', phoneCode: 'Mã vùng điện thoại' },
    },
    'state-province': { name: 'Tỉnh/Thành phố |||| Tỉnh/Thành phố' },
    district: { name: 'Quận/Huyện |||| Quận/Huyện' },
    ward: { name: 'Phường/Xã |||| Phường/Xã' },
    incoterm: {
      name: 'Điều kiện Incoterm |||| Điều kiện Incoterm',
      fields: {
        freightPaymentMethod: 'Thanh toán cước vận chuyển',
        otherChargesPaymentMethod: 'Thanh toán phí khác',
      },
      choices: { freightPaymentMethod: paymentMethod, otherChargesPaymentMethod: paymentMethod },
    },
    'move-type': {
      name: 'Loại hình vận chuyển |||| Loại hình vận chuyển',
      fields: { transportMode: 'Phương thức vận tải' },
      choices: {
        transportMode: {
          air: 'Hàng không',
          sea: 'Đường biển',
          road: 'Đường bộ',
          rail: 'Đường sắt',
          multimodal: 'Đa phương thức',
        },
      },
    },
    'forwarding-agent': { name: 'Đại lý giao nhận |||| Đại lý giao nhận' },
    shipper: { name: 'Người gửi hàng |||| Người gửi hàng' },
    consignee: { name: 'Người nhận hàng |||| Người nhận hàng' },
    'payment-term': {
      name: 'Điều khoản thanh toán |||| Điều khoản thanh toán',
      fields: { days: 'Số ngày', currentMonth: 'Tính từ cuối tháng', fromDateType: 'Tính từ' },
      choices: {
        fromDateType: {
          invoiceDate: 'Ngày hóa đơn',
          issueDate: 'Ngày phát hành',
          arrivalDate: 'Ngày hàng đến',
        },
      },
    },
    'shipping-provider-customer': {
      name: 'Khách hàng của nhà vận chuyển |||| Khách hàng của nhà vận chuyển',
    },
    agent: { name: 'Đại lý |||| Đại lý' },
    'custom-agent': { name: 'Đại lý hải quan |||| Đại lý hải quan' },
    'shipping-agent': {
      name: 'Đại lý vận chuyển |||| Đại lý vận chuyển',
      fields: {
        forwarderAccount: 'Tài khoản forwarder',
        creditNumber: 'Số tín dụng',
        localCustomsCode: 'Mã hải quan địa phương',
      },
    },
    'shipping-line': { name: 'Hãng tàu |||| Hãng tàu' },
    'package-type': {
      name: 'Loại kiện hàng |||| Loại kiện hàng',
      fields: { teu: 'TEU', containerSize: 'Kích cỡ container', refrigerated: 'Hàng lạnh' },
    },
    vessel: { name: 'Tàu |||| Tàu', fields: { imoNumber: 'Số IMO' } },
    trucker: { name: 'Nhà xe |||| Nhà xe' },
    commodity: { name: 'Hàng hóa |||| Hàng hóa', fields: { hsCode: 'Mã HS', languageId: 'Ngôn ngữ' } },
    'commodity-group': { name: 'Nhóm hàng hóa |||| Nhóm hàng hóa' },
    'product-origin': { name: 'Xuất xứ sản phẩm |||| Xuất xứ sản phẩm' },
    measurement: { name: 'Đơn vị đo |||| Đơn vị đo' },
    'delivery-time': {
      name: 'Thời gian giao hàng |||| Thời gian giao hàng',
      fields: { minValue: 'Tối thiểu', maxValue: 'Tối đa', timeUnit: 'Đơn vị thời gian' },
      choices: { timeUnit: { hour: 'Giờ', day: 'Ngày', week: 'Tuần' } },
    },
    'special-service-type': { name: 'Loại dịch vụ đặc biệt |||| Loại dịch vụ đặc biệt' },
    'vat-type': { name: 'Loại thuế VAT |||| Loại thuế VAT', fields: { rate: 'Thuế suất (%)' } },
    vendor: { name: 'Nhà cung cấp |||| Nhà cung cấp' },
    sellers: { name: 'Người bán |||| Người bán' },
    suppliers: supplierLabels,
    'buyer-config': buyerConfigLabels,
    'bid-tracking': trackedBidLabels,
    'successful-bids': successfulBidLabels,
    'auction-bargains': bargainLabels,
    'event-log-list': eventLogLabels,
    notification: notificationLabels,
    test: {
      name: 'Bản ghi mẫu |||| Bản ghi mẫu',
      fields: { type: 'Loại', showHidden: 'Hiện cả loại bị ẩn' },
      choices: { type: { sample: 'Mẫu', demo: 'Trình diễn', archived: 'Đã lưu trữ' } },
    },
    'manage-packageFromWH': trackingLabels,
    'package-item': packageItemLabels,
    'package-service': packageServiceLabels,
    'shipment-piece': shipmentPieceLabels,
    'manage-order-package': orderPackageLabels,
    ...reportLabels,
    ...purchaseReportLabels,
    'release-notes': releaseNoteLabels,
    'management-order': shippingOrderLabels,
    'charges-group-rate': chargeRateLabels,
    transactions: transactionLabels,
    'management-payment': paymentLabels,
    statistics: statisticsLabels,
    'report-payment': paymentReportLabels,
    'product-type': { name: 'Loại sản phẩm |||| Loại sản phẩm' },
    'payment-method': {
      name: 'Phương thức thanh toán |||| Phương thức thanh toán',
      fields: { enabledARPay: 'Dùng cho khoản thu (AR)', enabledAPPay: 'Dùng cho khoản chi (AP)' },
    },
    'bank-account': { name: 'Tài khoản ngân hàng |||| Tài khoản ngân hàng', fields: { iban: 'IBAN' } },
    currency: {
      name: 'Tiền tệ |||| Tiền tệ',
      fields: {
        currencyCode: 'Mã tiền tệ',
        rate: 'Tỷ giá',
        displayLocale: 'Ngôn ngữ hiển thị',
        published: 'Công khai',
        customFormatting: 'Định dạng tùy chỉnh',
      },
    },
    'measure-dimension': { name: 'Đơn vị kích thước |||| Đơn vị kích thước' },
    'measure-weight': { name: 'Đơn vị trọng lượng |||| Đơn vị trọng lượng' },
    'quantity-unit': { name: 'Đơn vị số lượng |||| Đơn vị số lượng', fields: { symbol: 'Ký hiệu' } },
  },
};

export const resources = buildResourceMessages(resourceDeclarations, resourceLabels);
