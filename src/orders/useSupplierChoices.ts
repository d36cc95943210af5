import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useResourceContext, type DataProvider } from 'react-admin';
import type { OrderCalls } from '../../dataProvider/orderCalls';
import { orderFamilyOf } from '../../dataProvider/orders';

interface Supplier {
  id: number;
  name: string;
}

// Suppliers change rarely; one answer serves every order screen for a while.
const suppliersStaleTimeMs = 5 * 60_000;

/** The active suppliers (payers) of the screen's family (`GetSupplierActive`), as filter choices. */
export const useSupplierChoices = () => {
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<DataProvider & OrderCalls>();
  const query = useQuery({
    queryKey: ['kago.orders.suppliers', resource],
    queryFn: async ({ signal }) =>
      (
        await dataProvider.orderRead<Supplier[]>(
          orderFamilyOf(resource).path,
          'GetSupplierActive',
          {},
          { signal },
        )
      ).data,
    staleTime: suppliersStaleTimeMs,
  });
  return { choices: query.data ?? [], isPending: query.isPending };
};
