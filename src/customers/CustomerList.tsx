import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  BooleanField,
  Button,
  DataTable,
  List,
  SimpleList,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Customer } from '../../dataProvider/customers';
import { customerDeclaration } from '../../resources/customers';
import { listPageSize, listPageSizes } from '../generators/ResourceList';
import { ExportListButton } from '../generators/ExportListButton';
import { ListPagination } from '../generators/ListPagination';
import { DateValueField } from '../kit/fields';
import { CountryFlag } from '../shell/flags/CountryFlag';
import { useIsPhone } from '../shell/theme/useIsPhone';
import { CustomerBulkActions } from './CustomerBulkActions';
import { CustomerDialogProvider, useCustomerDialog } from './CustomerFormDialog';
import { customerFilters } from './customerFilters';
import { customerFieldLabel } from './customerFormFields';
import { useMoneyFormat } from './formatting';
import { MissingContactFlags } from './MissingContactFlags';
import { useCanWriteCustomers } from './useCustomerCalls';

const CreateCustomerButton = () => {
  const { openCreate } = useCustomerDialog();
  return (
    <Button label="kago.customers.list.create" onClick={openCreate}>
      <AddIcon />
    </Button>
  );
};

const ListActions = () => {
  const canWrite = useCanWriteCustomers();
  return (
    <TopToolbar>
      {canWrite && <CreateCustomerButton />}
      <ExportListButton declaration={customerDeclaration} label="kago.customers.list.export" />
    </TopToolbar>
  );
};

/** A row's edit button: the edit dialog, without opening the detail the row click leads to. */
const EditCustomerButton = () => {
  const customer = useRecordContext<Customer>();
  const { openEdit } = useCustomerDialog();
  const translate = useTranslate();
  if (!customer) return null;
  return (
    <Button
      label="ra.action.edit"
      aria-label={`${translate('ra.action.edit')} ${customer.customerCode}`}
      onClick={(event) => {
        event.stopPropagation();
        openEdit(customer.id);
      }}
    >
      <EditIcon />
    </Button>
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
  return (
    <CustomerDialogProvider>
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
          <DataTable rowClick="show" bulkActionButtons={canWrite ? <CustomerBulkActions /> : false}>
            <Column source="customerCode" label={customerFieldLabel('customerCode')} />
            <Column source="username" label={customerFieldLabel('username')} />
            <Column source="fullname" label={customerFieldLabel('fullname')} />
            <Column source="email" label={customerFieldLabel('email')} />
            <Column source="phone" label={customerFieldLabel('phone')} disableSort />
            <Column source="countryCode" label={customerFieldLabel('countryCode')} disableSort>
              <CountryCell />
            </Column>
            <Column source="hasAddress" label="kago.customers.fields.hasAddress" disableSort>
              <MissingContactFlags />
            </Column>
            <Column source="levelId" label={customerFieldLabel('levelName')}>
              <TextField source="levelName" />
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
              <Column source="id" label="ra.action.edit" disableSort>
                <EditCustomerButton />
              </Column>
            )}
          </DataTable>
        )}
      </List>
    </CustomerDialogProvider>
  );
};

export default CustomerList;
