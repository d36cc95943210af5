/** What the reference server says about shipping orders (server/shippingOrders/rules.ts). */
export const shippingOrderServer = {
  postOfficeRequired: 'Select a post office first',
  unknownPostOffice: 'No active post office has this code',
  sendDateInPast: 'The send date cannot be in the past',
  referenceTaken: 'This shipper already has an order with this reference number',
  deleteOnlyBeforeReceipt: 'Only orders not yet received can be deleted: %{codes}',
  moveOutOfOrder: 'Order %{code} is not waiting for this step',
  measuresNotCounted: 'Give the weight and dimensions of each of the %{count} pieces counted',
  measureNotPositive: 'Each piece needs a weight and dimensions above zero',
  boxesOverPieces: 'There cannot be more boxes than the %{count} pieces received',
  servicesNotDone: 'Mark the added services done first',
  carrierOrAirline: 'Choose a carrier or an airline',
  unknownReference: 'This record does not exist or is not active',
  chargeNotComputable: 'The charge cannot be computed from the pieces received',
  deliveredInFuture: 'The delivery time cannot be in the future',
};
