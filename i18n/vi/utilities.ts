import type { utilities as english } from '../en/utilities';
import type { SameKeys } from '../sameKeys';

/** Chữ của màn hình tiện ích (src/operations/Utilities.tsx). */
export const utilities: SameKeys<typeof english> = {
  title: 'Tiện ích',
  tabs: { calculator: 'Tính cước', converter: 'Đổi tiền tệ' },
  calculate: 'Tính',
  convert: 'Đổi',
  notComputable: 'Không tính được cước từ các kiện và danh mục này',
  notConvertible: 'Các tiền tệ này không có tỷ giá để quy đổi',
  fields: { amount: 'Số tiền', fromCurrencyId: 'Từ tiền tệ', toCurrencyId: 'Sang tiền tệ' },
  results: {
    actualKg: 'Cân nặng thực (kg)',
    divisor: 'Hệ số quy đổi thể tích của phương thức (cm³ mỗi kg)',
    volumeKg: 'Cân nặng quy đổi (kg)',
    chargeableKg: 'Cân nặng tính cước (kg)',
    rateSource: 'Đơn giá áp dụng',
    ratePerKg: 'Đơn giá mỗi kg',
    minimumFreight: 'Cước tối thiểu',
    freight: 'Cước vận chuyển',
    services: 'Dịch vụ cộng thêm',
    vat: 'Thuế GTGT',
    total: 'Tổng cộng',
    converted: 'Tổng theo tiền tệ đã chọn',
    amount: 'Số tiền',
  },
};
