import type { ReactElement } from 'react';
import { SearchInput, SelectArrayInput, SelectInput, TextInput } from 'react-admin';
import { DateTextInput } from '../kit/DateTextInput';
import { orderSourceKeys, type OrderFamily } from '../../resources/orders/index';

const label = (name: string) => `kago.orderList.filters.${name}`;

export interface SupplierChoices {
  choices: readonly { id: number; name: string }[];
  isPending: boolean;
}

/**
 * The filters of a family's list, as react-admin's filter form wants them (direct elements with
 * `source`): keyword, the family's own statuses, order dates, then the rarer ones behind "Add filter".
 * The source is a filter only where the family lists every source.
 */
export const orderFilters = (
  family: OrderFamily,
  suppliers: SupplierChoices,
  searchPlaceholder: string,
): ReactElement[] => [
  <SearchInput key="q" source="q" alwaysOn placeholder={searchPlaceholder} />,
  ...(family.statuses.length > 1
    ? [
        <SelectArrayInput
          key="status"
          source="status"
          label={label('status')}
          alwaysOn
          choices={family.statuses.map((status) => ({
            id: status,
            name: `kago.orders.statuses.${status}`,
          }))}
        />,
      ]
    : []),
  <DateTextInput key="dateFrom" source="dateFrom" label={label('dateFrom')} alwaysOn />,
  <DateTextInput key="dateTo" source="dateTo" label={label('dateTo')} alwaysOn />,
  ...(family.source === null
    ? [
        <SelectInput
          key="source"
          source="source"
          label={label('source')}
          choices={orderSourceKeys.map((source) => ({
            id: source,
            name: `kago.orderSource.${source}`,
          }))}
        />,
      ]
    : []),
  <TextInput key="purchaser" source="purchaser" label={label('purchaser')} />,
  <SelectInput
    key="supplierId"
    source="supplierId"
    label={label('supplier')}
    choices={[...suppliers.choices]}
    isPending={suppliers.isPending}
    translateChoice={false}
  />,
  <TextInput key="bidAccount" source="bidAccount" label={label('bidAccount')} />,
  <TextInput key="warehouse" source="warehouse" label={label('warehouse')} />,
  // One customer's orders: what a customer's page links to (src/customers/CustomerShow.tsx).
  <TextInput key="customerCode" source="customerCode" label={label('customerCode')} />,
];
