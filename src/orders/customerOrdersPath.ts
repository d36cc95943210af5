/**
 * A customer's orders at every stage: the order search (`search-orders`) filtered by the customer's
 * code, as react-admin reads a list's filter from its address.
 */
export const customerOrdersPath = (customerCode: string) =>
  `/search-orders?${new URLSearchParams({ filter: JSON.stringify({ customerCode }) })}`;
