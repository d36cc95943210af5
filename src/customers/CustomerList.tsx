import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  BooleanField,
  ColumnsButton,
  DataTable,
  FilterButton,
  List,
  SimpleList,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { Customer } from '../../dataProvider/customers';
import { customerDeclaration } from '../../resources/customers';
import { listPageSize, listPageSizes } from '../generators/ResourceList';
import { ExportListButton } from '../generators/ExportListButton';
import { FormDialogButton } from '../generators/FormDialogButton';
import { ListPagination } from '../generators/ListPagination';
import { DateValueField, LocalizedTextField } from '../kit/fields';
import {
  DensityButton,
  fillColumnClass,
  rowActionsClass,
  ShapedTable,
  useListShape,
} from '../kit/ShapedDatagrid';
import { CountryFlag } from '../shell/flags/CountryFlag';
import { useIsPhone } from '../shell/theme/useIsPhone';
import { CustomerBulkActions } from './CustomerBulkActions';
import { customerFilters } from './customerFilters';
import { customerFieldLabel } from './labels';
import { useMoneyFormat } from './formatting';
import { MissingContactFlags } from './MissingContactFlags';
import { useCanWriteCustomers } from './useCustomerCalls';

const ListActions = () => {
  const canWrite = useCanWriteCustomers();
  return (
    <TopToolbar>
      {canWrite && <FormDialogButton declaration={customerDeclaration} />}
      <FilterButton />
      <ExportListButton declaration={customerDeclaration} label="kago.customers.list.export" />
      <ColumnsButton />
      <DensityButton />
    </TopToolbar>
  );
};

const CountryCell = () => {
  const customer = useRecordContext<Customer>();
  if (!customer) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <CountryFlag code={customer.countryCode} />
      <Typography component="span" variant="body2">
        {customer.countryCode}
      </Typography>
    </Box>
  );
};

const Column = DataTable.Col<Customer>;

/** The columns a user shows when they need them (the columns button); the detail shows them all. */
const customerColumnsHiddenFirst = ['username', 'email', 'bidActive', 'tranActive', 'createdDate'];

/**
 * The customer list (`/customer-information`) on the generic provider (GetCustomers, the
 * declaration's `list`): server paging, sorting and filters, flags for what a
 * customer lacks, bulk actions and Excel export; create and edit open as dialogs over it, a row
 * opens the customer's detail. A phone gets one card per customer (code and name, username and
 * phone, cash) instead of the table, as the order lists do.
 */
const CustomerList = () => {
  const canWrite = useCanWriteCustomers();
  const money = useMoneyFormat();
  const isPhone = useIsPhone();
  const shape = useListShape();
  return (
    <List
      resource={customerDeclaration.name}
      title="kago.customers.listLabel"
      filters={customerFilters}
      sort={{ field: 'customerCode', order: 'DESC' }}
      perPage={listPageSize}
      pagination={<ListPagination rowsPerPageOptions={listPageSizes} />}
      actions={<ListActions />}
    >
      {isPhone ? (
        <SimpleList<Customer>
          primaryText={(customer) => `${customer.customerCode} · ${customer.fullname}`}
          secondaryText={(customer) => [customer.username, customer.phone].filter(Boolean).join(' · ')}
          tertiaryText={(customer) => money(customer.cashAvailable)}
          rowClick="show"
        />
      ) : (
        <ShapedTable>
          <DataTable
            rowClick="show"
            bulkActionButtons={canWrite ? <CustomerBulkActions /> : false}
            size={shape.size}
            sx={shape.sx}
            // Left out until chosen with the columns button: the default columns fit a 1280 px
            // screen with the menu open, the row's edit button in view.
            hiddenColumns={customerColumnsHiddenFirst}
          >
            <Column source="customerCode" label={customerFieldLabel('customerCode')} />
            <Column source="username" label={customerFieldLabel('username')} />
            {/* The name takes the room the others leave, cut rather than widening the table. */}
            <Column
              source="fullname"
              label={customerFieldLabel('fullname')}
              cellClassName={fillColumnClass}
              headerClassName={fillColumnClass}
            />
            <Column source="email" label={customerFieldLabel('email')} />
            <Column source="phone" label={customerFieldLabel('phone')} disableSort />
            <Column source="countryCode" label={customerFieldLabel('countryCode')} disableSort>
              <CountryCell />
            </Column>
            <Column source="hasAddress" label="kago.customers.fields.hasAddress" disableSort>
              <MissingContactFlags />
            </Column>
            <Column source="levelId" label={customerFieldLabel('levelName')}>
              <LocalizedTextField source="levelName" />
            </Column>
            <Column source="supporterName" label={customerFieldLabel('supporterName')} disableSort />
            <Column
              source="cashAvailable"
              label={customerFieldLabel('cashAvailable')}
              align="right"
              sx={{ whiteSpace: 'nowrap' }}
              render={(customer) => money(customer.cashAvailable)}
            />
            <Column source="bidActive" label={customerFieldLabel('bidActive')} disableSort>
              <BooleanField source="bidActive" />
            </Column>
            <Column source="tranActive" label={customerFieldLabel('tranActive')} disableSort>
              <BooleanField source="tranActive" />
            </Column>
            <Column source="createdDate" label={customerFieldLabel('createdDate')}>
              <DateValueField source="createdDate" />
            </Column>
            {canWrite && (
              <Column
                source="id"
                label="ra.action.edit"
                disableSort
                cellClassName={rowActionsClass}
                headerClassName={rowActionsClass}
              >
                <FormDialogButton declaration={customerDeclaration} edit />
              </Column>
            )}
          </DataTable>
        </ShapedTable>
      )}
    </List>
  );
};

export default CustomerList;
