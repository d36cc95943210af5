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
