import { useDataProvider, usePermissions } from 'react-admin';
import type { CustomerCalls } from '../../dataProvider/customers';
import type { ResourceProvider } from '../../dataProvider/resourceProvider';
import { hasRight } from '../../resources/access';

/**
 * The data provider: the generic one's standard calls (dataProvider/resourceProvider.ts) and the
 * customer calls beside them (dataProvider/customers.ts).
 */
export type CustomerDataProvider = ResourceProvider & CustomerCalls;

export const useCustomerCalls = () => useDataProvider<CustomerDataProvider>();

/**
 * Whether the user may change customers: the `customers` area of the one access table the API
 * enforces (a purchaser writes orders, yet only reads customers), so no button offers a 403.
 */
export const useCanWriteCustomers = () => {
  const { permissions } = usePermissions<unknown>();
  return Array.isArray(permissions) && hasRight(permissions as string[], 'write', 'customers');
};
