import { DataTable, SelectInput, FilterForm, SimpleList, useTranslate } from 'react-admin';
import { customerListResources, type AccessRecord, type CustomerInfo } from '../../dataProvider/customers';
import { useIsPhone } from '../shell/theme/useIsPhone';
import { useDateTimeFormat } from './formatting';
import { PagedTable } from './PagedTable';
import { useCustomerRead } from './useCustomerQuery';
import { customerFieldLabel as label } from './labels';

/** The device-type filter of access histories (`AccessHistory/GetListDeviceType`). */
export const DeviceTypeFilter = (props: { source: string; alwaysOn?: boolean; label?: string }) => {
  const types = useCustomerRead<string[]>('deviceTypes');
  const choices = (types.data ?? []).map((type) => ({
    id: type,
    name: `kago.customers.deviceTypes.${type}`,
  }));
  return <SelectInput {...props} label={label('deviceType')} choices={choices} isPending={types.isPending} />;
};

const useDeviceLabel = () => {
  const translate = useTranslate();
  return (row: AccessRecord) =>
    translate(`kago.customers.deviceTypes.${row.deviceType}`, { _: row.deviceType });
};

/** The columns of an access history, `withCustomer` on the page that lists everyone's. */
const AccessHistoryColumns = ({ withCustomer }: { withCustomer: boolean }) => {
  const device = useDeviceLabel();
  const dateTime = useDateTimeFormat();
  const Col = DataTable.Col<AccessRecord>;
  return (
    <>
      <Col source="at" label={label('at')} disableSort render={(row) => dateTime(row.at)} />
      {withCustomer && (
        <Col
          source="customerCode"
          label="kago.customers.accessHistory.customer"
          disableSort
          render={(row) => `${row.customerCode} · ${row.fullname}`}
        />
      )}
      {withCustomer && <Col source="accountId" label={label('accountId')} disableSort />}
      <Col source="deviceType" label={label('deviceType')} disableSort render={device} />
      <Col source="ip" label={label('ip')} disableSort />
      <Col source="userAgent" label={label('userAgent')} disableSort />
    </>
  );
};

/**
 * The rows of an access history: a table, or on a phone one card per sign-in (when, whose, from
 * which device and address) that fits the screen instead of a table scrolling sideways in its box.
 */
export const AccessHistoryRows = ({ withCustomer = false }: { withCustomer?: boolean }) => {
  const isPhone = useIsPhone();
  const device = useDeviceLabel();
  const dateTime = useDateTimeFormat();
  if (isPhone)
    return (
      <SimpleList<AccessRecord>
        primaryText={(row) => dateTime(row.at)}
        secondaryText={(row) =>
          withCustomer ? `${row.customerCode} · ${row.fullname} · ${device(row)}` : device(row)
        }
        tertiaryText={(row) => row.ip}
        rowClick={false}
        sx={{ '& .MuiListItemText-root': { overflowWrap: 'anywhere' } }}
      />
    );
  return (
    <DataTable bulkActionButtons={false} rowClick={false}>
      <AccessHistoryColumns withCustomer={withCustomer} />
    </DataTable>
  );
};

/** Access history tab: the customer's sign-ins by accountId, paged, filtered by device type. */
export const AccessHistoryTab = ({ customer }: { customer: CustomerInfo }) => (
  <PagedTable
    resource={customerListResources.customerAccessHistory}
    filter={{ accountId: customer.accountId }}
    filters={<FilterForm filters={[<DeviceTypeFilter key="deviceType" source="deviceType" alwaysOn />]} />}
    rows={<AccessHistoryRows />}
  />
);
