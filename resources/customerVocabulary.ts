/**
 * The customer area's names that the first load needs (the router, the rights, the data provider's
 * lists) without its declaration (customers.ts), which loads with the first customer screen or call.
 */

/** The devices a customer's sign-in is recorded from (its access history's filter). */
export const deviceTypes = ['desktop', 'mobile', 'tablet', 'app'] as const;
export type DeviceType = (typeof deviceTypes)[number];

/** The react-admin resources of the customer area's lists, each read through its own call. */
export const customerListResources = {
  customers: 'customer-information',
  accessHistory: 'access-history',
  /** One customer's transactions (filter `customerId`). */
  transactions: 'customer-transactions',
  /** One customer's access history (filter `accountId`, optional `deviceType`). */
  customerAccessHistory: 'customer-access-history',
} as const;
