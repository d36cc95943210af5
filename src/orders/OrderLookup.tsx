import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Title, useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import type { OrderCalls } from '../../dataProvider/orderCalls';
import { orderFamilyLabelKey } from '../../contract/builtRoutes';
import { CodeLookup } from '../kit/CodeLookup';
import { useOrderFamily } from './useOrderFamily';

/** The screen that lists every order: where a code that is not whole can be searched instead. */
const listRoute = 'search-orders';
const labels = 'kago.navigation.orderLookup';

/**
 * Find an order (`search-order`): one order by its whole code, typed or scanned, opened at once at
 * its detail through the family's `GetOrderByCode`. The list of every order with its filters is the
 * other screen, `search-orders`.
 */
const OrderLookup = () => {
  const family = useOrderFamily();
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & OrderCalls>();
  const find = async (code: string) => {
    const { data } = await dataProvider.orderRead<{ id: number }>(family.path, 'GetOrderByCode', { code });
    return `/${family.route}/${data.id}/show`;
  };
  const searchList = (code: string) => (
    <Link to={`/${listRoute}?${new URLSearchParams({ filter: JSON.stringify({ q: code }) })}`}>
      {translate(`${labels}.searchList`)}
    </Link>
  );
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={orderFamilyLabelKey(family.route)} />
      <CardContent>
        <CodeLookup labels={labels} find={find} notFoundMore={searchList} focus maxLength={32} />
      </CardContent>
    </Card>
  );
};

export default OrderLookup;
