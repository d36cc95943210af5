import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { Loading, Title, useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import type { OrderCalls } from '../../../dataProvider/orders';
import { OrderStatusChip } from '../OrderStatusChip';
import { useOrderFamily } from '../useOrderFamily';

interface OrderSummary {
  id: number;
  code: string;
  title: string;
  status: string;
}

/**
 * A placeholder for the order detail (orders-ui-detail builds the real one, with its 14 tabs): the
 * order's code, title and status from `GET /api/<Family>/getorder?id=`, so the lists' links lead
 * somewhere real.
 */
const OrderDetail = () => {
  const family = useOrderFamily();
  const { id } = useParams<'id'>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & OrderCalls>();
  const { data: order, error } = useQuery({
    queryKey: ['kago.orders.order', family.route, id],
    queryFn: async ({ signal }) =>
      (await dataProvider.readOrderFamily<OrderSummary>(family.route, 'getorder', { id }, { signal })).data,
  });
  if (error) throw error;
  if (!order) return <Loading />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('kago.orderList.detail.title', { code: order.code })} />
      <CardContent>
        <Stack spacing={1} alignItems="flex-start">
          <Typography variant="h6" component="h2">
            {order.code}
          </Typography>
          <Typography>{order.title}</Typography>
          <OrderStatusChip status={order.status} />
        </Stack>
      </CardContent>
    </Card>
  );
};

export default OrderDetail;
