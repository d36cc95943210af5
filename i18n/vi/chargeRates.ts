import type { chargeRateLabels as englishLabels, chargeRates as englishTexts } from '../en/chargeRates';
import type { SameKeys } from '../sameKeys';

/** Nhãn đơn giá theo thời gian giao hàng của nhóm cước (resources/chargeRates.ts). */
export const chargeRateLabels: SameKeys<typeof englishLabels> = {
  name: 'Đơn giá theo thời gian giao hàng |||| Đơn giá theo thời gian giao hàng',
  fields: {
    chargesGroupId: 'Nhóm cước',
    deliveryTimeId: 'Thời gian giao hàng',
    ratePerKg: 'Đơn giá mỗi kg tính cước (VND)',
    minimumFreight: 'Cước tối thiểu (VND)',
  },
  actions: {
    deliveryTimes: { label: 'Thời gian giao hàng', confirm: 'Tải danh sách thời gian giao hàng?' },
  },
};

/** Chữ của màn hình nhóm cước và đơn giá mà một lần tính cước áp dụng. */
export const chargeRates: SameKeys<typeof englishTexts> = {
  tabs: { group: 'Nhóm cước', rates: 'Đơn giá theo thời gian giao hàng' },
  empty:
    'Chưa có đơn giá riêng cho thời gian giao hàng nào: mọi thời gian giao hàng đều tính theo đơn giá chuẩn của nhóm.',
  source: {
    deliveryTime: 'Đơn giá của nhóm cho %{name}',
    standard: 'Đơn giá chuẩn của nhóm (không có đơn giá riêng cho thời gian giao hàng này)',
  },
  rateSources: { deliveryTime: 'Đơn giá theo thời gian giao hàng', standard: 'Đơn giá chuẩn của nhóm' },
};
