/** Labels of the transactions screen (resources/transactions.ts): the key set vi and ja match. */
export const transactionLabels = {
  name: 'Transaction |||| Transactions',
  fields: {
    createdAt: 'Time',
    customerCode: 'Customer code',
    customerName: 'Customer',
    type: 'Type',
    status: 'Status',
    amount: 'Amount',
    availableAfter: 'Available after',
    frozenAfter: 'Frozen after',
    note: 'Note',
    createdBy: 'By',
    createdAtFrom: 'Time from',
    createdAtTo: 'Time to',
  },
  choices: {
    status: { new: 'Awaiting', success: 'Success', canceled: 'Canceled' },
  },
  actions: { GetTotalAmount: { label: 'Totals', confirm: 'Totals' } },
};

/** Labels of the payments screens (resources/payments.ts). */
export const paymentLabels = {
  name: 'Payment |||| Payments',
  fields: {
    at: 'Time',
    orderCode: 'Order code',
    customerCode: 'Customer code',
    type: 'Type',
    status: 'Status',
    amount: 'Amount (VND)',
    wallet: 'Wallet',
  },
  choices: {
    type: { deposit: 'Deposit', settlement: 'Settlement', refund: 'Refund' },
    status: { new: 'Awaiting', success: 'Success', canceled: 'Canceled', refund: 'Refunded' },
  },
  actions: {
    GetWallets: { label: 'Wallets', confirm: 'Wallets' },
    Confirm: { label: 'Confirm paid', confirm: 'Confirm that the customer paid this payment?' },
    Cancel: { label: 'Cancel', confirm: 'Cancel this payment request?' },
    Refund: { label: 'Refund', confirm: 'Send this payment back to the customer through its wallet?' },
  },
};

/** The payments screens' own texts (`kago.money`). */
export const money = {
  createPaymentLabel: 'New payment',
};
