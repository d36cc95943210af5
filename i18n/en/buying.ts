/** Labels of the buying settings (resources/buying.ts): the key set vi and ja match. */
export const supplierLabels = {
  name: 'Supplier |||| Suppliers',
};

export const buyerConfigLabels = {
  name: 'Buyer configuration |||| Buyer configuration',
  fields: {
    domain: 'Website domain',
    orderType: 'Order type',
    buyer: 'Buyer',
    bidAccount: 'Bid account',
    taxPercent: 'Tax (%)',
    supplierId: 'Payer',
  },
};

export const eventLogLabels = {
  name: 'Partner event log |||| Partner event log',
  fields: {
    partner: 'Partner',
    eventName: 'Event',
    refCode: 'Ref code',
    requestDate: 'Request date',
    data: 'Data sent',
    responseData: 'Response',
  },
};
