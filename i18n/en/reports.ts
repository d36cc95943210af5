/**
 * Labels of the late-order reports (resources/reports.ts): the key set vi and ja match. The four
 * list the same order columns and serve the same reads, so they share them; each has its own name.
 */
const reads = {
  GetCountAllReportTracking: 'Count late orders',
  GetOrderByCode: 'Find an order by code',
  getorder: 'Open the order',
  sellers: "The order's sellers",
  services: "The order's services",
  GetEventLog: "The order's event log",
  GetSupplierActive: 'Active payers',
  GetAllBidConfig: 'Buyer configuration',
  GetOffice: 'Post offices',
  SumOrderTotalServiceFee: 'Total service fee',
};

const shared = {
  fields: {
    orderId: 'Order',
    bidAccount: 'Bid account',
    orderDateFrom: 'Order date from',
    orderDateTo: 'Order date to',
    title: 'Title',
    source: 'Source',
    status: 'Status',
    customerCode: 'Customer code',
    purchaser: 'Purchaser',
    tracking: 'Tracking',
    warehouse: 'Warehouse',
    orderDate: 'Order date',
    lateSince: 'Late since',
    daysLate: 'Days late',
    totalVnd: 'Total (VND)',
  },
  // Reads offered as no button: the labels name them in the API's rights and logs.
  actions: Object.fromEntries(
    Object.entries(reads).map(([name, label]) => [name, { label, confirm: label }]),
  ) as Record<keyof typeof reads, { label: string; confirm: string }>,
};

export const reportLabels = {
  'order-report-tracking': { name: 'Orders without tracking |||| Orders without tracking', ...shared },
  'order-report-number-tracking': {
    name: 'Tracking numbers to fix |||| Tracking numbers to fix',
    ...shared,
  },
  'order-import-export-report': {
    name: 'Stored orders not exported |||| Stored orders not exported',
    ...shared,
  },
  'order-slow-buy-report': {
    name: 'Slow domestic shipping |||| Slow domestic shipping',
    ...shared,
  },
};

const purchaseReads = {
  GetOrderByCode: 'Find an order by code',
  getorder: 'Open the order',
  getallordersellers: "The order's sellers",
  GetOrderServiceByOrderId: "The order's services",
  GetEventLog: "The order's event log",
  GetSupplierActive: 'Active payers',
  GetAllBidConfig: 'Buyer configuration',
  GetOffice: 'Post offices',
  SumOrderPurchasedReportTotalServiceFee: 'Totals',
};

/** The purchase report (resources/reports.ts `purchaseReportDeclaration`). */
export const purchaseReportLabels = {
  'order-purchase-report': {
    name: 'Purchase report |||| Purchase reports',
    fields: {
      preset: 'Report',
      reportDate: 'Date',
      title: 'Title',
      source: 'Source',
      status: 'Status',
      customerCode: 'Customer code',
      purchaser: 'Purchaser',
      supplierName: 'Payer',
      sellerName: 'Seller',
      supplierId: 'Payer',
      sellerId: 'Seller',
      bidAccount: 'Bid account',
      warehouse: 'Office',
      totalVnd: 'Total (VND)',
      orderId: 'Order',
      reportDateFrom: 'Date from',
      reportDateTo: 'Date to',
    },
    choices: {
      preset: {
        purchase: 'Orders to buy',
        purchased: 'Orders bought',
      },
    },
    actions: Object.fromEntries(
      Object.entries(purchaseReads).map(([name, label]) => [name, { label, confirm: label }]),
    ) as Record<keyof typeof purchaseReads, { label: string; confirm: string }>,
  },
};
