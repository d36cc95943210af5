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

/** Labels of the payment report (resources/paymentReport.ts). */
export const paymentReportLabels = {
  name: 'Payment report |||| Payment reports',
  fields: {
    at: 'Date',
    atFrom: 'Date from',
    atTo: 'Date to',
    status: 'Status',
    type: 'Type',
    wallet: 'Wallet',
    count: 'Payments',
    amount: 'Amount',
    orderCode: 'Order',
    customerCode: 'Customer code',
    name: 'Item',
    currency: 'Currency',
    payGroup: 'Group',
    payType: 'Paid by',
    paid: 'Paid',
    supplierName: 'Supplier',
    createdAt: 'Time',
    skip: 'Rows skipped',
    take: 'Rows',
  },
  choices: {
    status: { new: 'Awaiting', success: 'Success', canceled: 'Canceled', refund: 'Refunded' },
    type: { deposit: 'Deposit', settlement: 'Settlement', refund: 'Refund' },
    currency: { VND: 'VND', JPY: 'JPY', USD: 'USD' },
  },
  actions: {
    GetPaymentSummary: { label: 'Payments', confirm: 'Payments' },
    GetReceivables: { label: 'Receivables', confirm: 'Receivables' },
    GetPayables: { label: 'Payables', confirm: 'Payables' },
  },
};

/** The payments screens' own texts (`kago.money`). */
export const money = {
  createPaymentLabel: 'New payment',
  report: {
    payments: 'Payments',
    byStatus: 'By status',
    byType: 'By type',
    byWallet: 'By wallet',
    received: 'Received',
    refunded: 'Refunded',
    net: 'Net',
    receivables: 'Receivables',
    payables: 'Payables',
    paid: 'Paid',
    unpaid: 'Unpaid',
    all: 'All',
    totals: 'Totals',
    none: 'Nothing in this range.',
    paymentsOf: '%{count} payments, %{what}: open the list',
    loadFailed: 'The report could not be loaded.',
  },
};
