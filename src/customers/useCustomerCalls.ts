import { useDataProvider, usePermissions, type DataProvider } from 'react-admin';
import type { CustomerCalls } from '../../dataProvider/customers';
import { hasRight } from '../../resources/access';

/** The data provider with the customer calls (dataProvider/customers.ts). */
export type CustomerDataProvider = DataProvider & CustomerCalls;

export const useCustomerCalls = () => useDataProvider<CustomerDataProvider>();

/**
 * Whether the user may change customers: the `customers` area of the one access table the API
 * enforces (a purchaser writes orders, yet only reads customers), so no button offers a 403.
 */
export const useCanWriteCustomers = () => {
  const { permissions } = usePermissions<unknown>();
  return Array.isArray(permissions) && hasRight(permissions as string[], 'write', 'customers');
};
