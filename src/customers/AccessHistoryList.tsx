import { AutocompleteInput, List, type InputProps } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListPagination } from '../generators/ListPagination';
import { listPageSize, listPageSizes } from '../generators/ResourceList';
import { AccessHistoryRows, DeviceTypeFilter } from './AccessHistoryTab';
import { useCustomerCalls } from './useCustomerCalls';

/** How many customers the account filter offers for what is typed (`getallcustomer` takes at most 50). */
const customerSearchSize = 20;

/** Whose history: a customer searched by code or name (`getallcustomer`), filtering by its accountId. */
const AccountFilter = (props: Pick<InputProps, 'source' | 'alwaysOn'>) => {
  const calls = useCustomerCalls();
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['customers', 'findCustomers', keyword],
    queryFn: async () => (await calls.findCustomers({ keyword, take: customerSearchSize })).data,
  });
  return (
    <AutocompleteInput
      {...props}
      label="kago.customers.accessHistory.customer"
      choices={found.data ?? []}
      isPending={found.isPending}
      optionValue="accountId"
      optionText={(customer: { customerCode: string; fullname: string }) =>
        `${customer.customerCode} · ${customer.fullname}`
      }
      setFilter={setKeyword}
    />
  );
};

const filters = [
  <AccountFilter key="accountId" source="accountId" alwaysOn />,
  <DeviceTypeFilter key="deviceType" source="deviceType" alwaysOn />,
];

/** `/access-history`: every customer's sign-ins, newest first (`AccessHistory/GetAccessHistoryPaing`). */
const AccessHistoryList = () => (
  <List
    resource="access-history"
    title="kago.customers.accessHistoryLabel"
    filters={filters}
    perPage={listPageSize}
    pagination={<ListPagination rowsPerPageOptions={listPageSizes} />}
    actions={false}
    sort={{ field: 'at', order: 'DESC' }}
  >
    <AccessHistoryRows withCustomer />
  </List>
);

export default AccessHistoryList;
