import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { Button, RecordContextProvider, Title, useTranslate } from 'react-admin';
import { customerOrdersPath } from '../orders/customerOrdersPath';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { CustomerInfo } from '../../dataProvider/customers';
import { AccessHistoryTab } from './AccessHistoryTab';
import { FinanceTab } from './FinanceTab';
import { InfoTab } from './InfoTab';
import { LevelTab } from './LevelTab';
import { NotificationsTab } from './NotificationsTab';
import { customerAddressDeclaration } from '../../resources/customers';
import { ChildRecords } from '../generators/ChildRecords';
import { QueryState } from '../kit/QueryState';
import { SupportTab } from './SupportTab';
import { useCustomerCall } from './useCustomerQuery';

/** Address tab: the customer's addresses, the generic child records of their declaration. */
const AddressTab = ({ customer }: { customer: CustomerInfo }) => (
  <RecordContextProvider value={customer}>
    <ChildRecords declaration={customerAddressDeclaration} target="customerId" />
  </RecordContextProvider>
);

/** The detail's tabs, in the seed's order (info, address, level, finance, support), then the rest. */
const tabs: readonly { key: string; Content: ComponentType<{ customer: CustomerInfo }> }[] = [
  { key: 'info', Content: InfoTab },
  { key: 'address', Content: AddressTab },
  { key: 'level', Content: LevelTab },
  { key: 'finance', Content: FinanceTab },
  { key: 'support', Content: SupportTab },
  { key: 'notifications', Content: NotificationsTab },
  { key: 'accessHistory', Content: AccessHistoryTab },
];

/**
 * A customer's detail (`/customer-information/:id/show`): `GetCustomerInfo`, then one tab at a time
 * (the chosen tab is in the address, `?tab=`, so a reload or a shared link opens it again).
 */
const CustomerShow = () => {
  const { id } = useParams<{ id: string }>();
  const customerId = Number(id);
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const current = tabs.find((tab) => tab.key === search.get('tab')) ?? tabs[0];
  const info = useCustomerCall('getCustomerInfo', customerId);

  return (
    <Box sx={{ mt: 1 }}>
      <Button label="kago.customers.show.back" to="/customer-information">
        <ArrowBackIcon />
      </Button>
      <Card>
        <CardContent>
          <QueryState query={info}>
            {(customer) => (
              <>
                <Title title={translate('kago.customers.show.title', { code: customer.customerCode })} />
                <Typography component="h2" variant="h5">
                  {customer.customerCode} · {customer.fullname}
                </Typography>
                {/* Their orders at every stage: the order search filtered by the customer (kago.navigation). */}
                <Link to={customerOrdersPath(customer.customerCode)}>
                  {translate('kago.navigation.customerLinks.orders')}
                </Link>
                <Tabs
                  value={current.key}
                  onChange={(_, key: string) => setSearch({ tab: key }, { replace: true })}
                  variant="scrollable"
                  scrollButtons="auto"
                  aria-label={translate('kago.customers.show.title', { code: customer.customerCode })}
                  sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
                >
                  {tabs.map((tab) => (
                    <Tab
                      key={tab.key}
                      value={tab.key}
                      label={translate(`kago.customers.tabs.${tab.key}`)}
                      id={`customer-tab-${tab.key}`}
                      aria-controls={`customer-tabpanel-${tab.key}`}
                    />
                  ))}
                </Tabs>
                <Box
                  role="tabpanel"
                  id={`customer-tabpanel-${current.key}`}
                  aria-labelledby={`customer-tab-${current.key}`}
                >
                  <current.Content customer={customer} />
                </Box>
              </>
            )}
          </QueryState>
        </CardContent>
      </Card>
    </Box>
  );
};

export default CustomerShow;
