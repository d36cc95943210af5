import Stack from '@mui/material/Stack';
import { lazy } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { OrderCalls } from '../../dataProvider/orderCalls';
import type { ResourceDeclaration } from '../../resources';
import { CodeLookup } from '../kit/CodeLookup';
import { LazyBoundary } from '../shell/LazyBoundary';

const ResourceList = lazy(() => import('../generators/ResourceList'));

/**
 * The family whose `OrderPackageGetDetailByCode` finds a package (call catalogue 7.2): the order
 * search's, which every role reads (resources/orders/families.ts `search-order`).
 */
const orderSearchPath = 'order';

/**
 * The order packages (resources/orderPackages.ts): the generated list, under a field that opens one
 * package at once by its whole code, typed or scanned off its label, through the orders'
 * `OrderPackageGetDetailByCode`; the list's keyword still finds packages by part of a code.
 */
const OrderPackageList = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const dataProvider = useDataProvider<DataProvider & OrderCalls>();
  const find = async (code: string) => {
    const { data } = await dataProvider.orderRead<{ id: number }>(
      orderSearchPath,
      'OrderPackageGetDetailByCode',
      { code },
    );
    return `/${declaration.name}/${data.id}/show`;
  };
  return (
    <Stack spacing={0.5} sx={{ mt: 1 }}>
      <Stack sx={{ maxWidth: 640 }}>
        <CodeLookup labels="kago.orderPackages.lookup" find={find} compact />
      </Stack>
      <LazyBoundary onlyChunkErrors>
        <ResourceList declaration={declaration} />
      </LazyBoundary>
    </Stack>
  );
};

export default OrderPackageList;
