import { DataTable, SelectInput, FilterForm, useTranslate } from 'react-admin';
import { customerListResources, type AccessRecord, type CustomerInfo } from '../../dataProvider/customers';
import { useDateTimeFormat } from './formatting';
import { PagedTable } from './PagedTable';
import { useCustomerLookup } from './useCustomerLookups';
import { customerFieldLabel as label } from './customerFormFields';

/** The device-type filter of access histories (`AccessHistory/GetListDeviceType`). */
export const DeviceTypeFilter = (props: { source: string; alwaysOn?: boolean; label?: string }) => {
  const types = useCustomerLookup('getDeviceTypes');
  const choices = (types.data ?? []).map((type) => ({
    id: type,
    name: `kago.customers.deviceTypes.${type}`,
  }));
  return <SelectInput {...props} label={label('deviceType')} choices={choices} isPending={types.isPending} />;
};

/** The columns of an access history, `withCustomer` on the page that lists everyone's. */
export const AccessHistoryColumns = ({ withCustomer = false }: { withCustomer?: boolean }) => {
  const translate = useTranslate();
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
      <Col
        source="deviceType"
        label={label('deviceType')}
        disableSort
        render={(row) => translate(`kago.customers.deviceTypes.${row.deviceType}`, { _: row.deviceType })}
      />
      <Col source="ip" label={label('ip')} disableSort />
      <Col source="userAgent" label={label('userAgent')} disableSort />
    </>
  );
};

/** Access history tab: the customer's sign-ins by accountId, paged, filtered by device type. */
export const AccessHistoryTab = ({ customer }: { customer: CustomerInfo }) => (
  <PagedTable
    resource={customerListResources.customerAccessHistory}
    filter={{ accountId: customer.accountId }}
    filters={<FilterForm filters={[<DeviceTypeFilter key="deviceType" source="deviceType" alwaysOn />]} />}
  >
    <AccessHistoryColumns />
  </PagedTable>
);
