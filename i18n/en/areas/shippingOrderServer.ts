/** What the reference server says about shipping orders (server/shippingOrders/rules.ts). */
export const shippingOrderServer = {
  postOfficeRequired: 'Select a post office first',
  unknownPostOffice: 'No active post office has this code',
  sendDateInPast: 'The send date cannot be in the past',
  referenceTaken: 'This shipper already has an order with this reference number',
  deleteOnlyBeforeReceipt: 'Only orders not yet received can be deleted: %{codes}',
};
