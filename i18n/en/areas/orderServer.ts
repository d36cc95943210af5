/** Messages of the orderServer area, under `kago.orderServer`: the reference server's order answers. */
export const orderServer = {
  ordersNotAllowed: 'This action is not available here for these orders: %{codes}.',
  ordersOfSeveralCustomers:
    'A package holds the orders of one customer; these belong to another customer: %{codes}.',
  packageNotFound: 'No package has the code %{code}.',
  notInPackage: 'Package %{code} does not hold order %{order}.',
  alreadyInPackage: 'Package %{code} already holds order %{order}.',
  packageOfAnotherCustomer: 'Package %{code} belongs to another customer than order %{order}.',
  documentNotFound: 'This order has no such document. It may have been removed.',
  detailNotFound: 'This order has no such product line.',
  statusHasOwnAction: 'This status is set by its own action (%{action}).',
  multipartExpected: 'This call takes a multipart form (with its files).',
  purchaseEmail: {
    subject: 'Kago: your order %{code} has been bought',
    body: 'Dear %{customer},\n\nWe have bought your order %{code} (%{title}).\nMarketplace order number: %{orderNumber}\n\nItems:\n%{items}\n\nTotal: %{total}\n\nThank you for shopping with Kago.',
  },
};
