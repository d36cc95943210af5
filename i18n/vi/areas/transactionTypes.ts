/**
 * The customers' transaction types, which the dashboard's money panel names too: a file of their own
 * so that the first load carries them without the rest of the customers' messages (i18n/vi/shellAreas.ts).
 */
export const transactionTypes = {
  deposit: 'Nạp tiền',
  withdrawal: 'Rút tiền',
  payment: 'Thanh toán',
  refund: 'Hoàn tiền',
  vipHold: 'Tạm giữ đấu giá VIP',
  vipRelease: 'Hoàn trả đấu giá VIP',
};
