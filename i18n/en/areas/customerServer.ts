/** Messages of the customer calls on the reference server, under `kago.customerServer`. */
export const customerServer = {
  vipCashShort: 'Not enough available cash to hold %{amount} for VIP bidding',
  vipCashShortFor: 'Not enough available cash to hold %{amount} for VIP bidding: %{customers}',
  notes: {
    orderPayment: 'Payment for order %{value}',
    orderRefund: 'Refund for cancelled order %{value}',
    bankDeposit: 'Bank transfer',
    bankWithdrawal: 'Withdrawal to bank',
    vipHold: 'VIP bidding enabled: cash held',
    vipRelease: 'VIP bidding disabled: cash returned',
  },
  levelOnCreate: 'Level at sign-up',
  hasOrders: 'These customers have orders and cannot be deleted: %{customers}',
  notInParent: '%{field} does not belong to the chosen %{parent}',
  attachmentTooLarge: 'Attachment %{name} is larger than %{size} MB',
};
