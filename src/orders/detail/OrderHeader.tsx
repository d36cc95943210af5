import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { OrderRecord } from './orderRecord';
import { fieldsNamed, orderFields } from '../../../resources/orders/orderFields';
import { useFormatValue } from './OrderValue';

const [statusField, sourceField, totalField] = fieldsNamed(orderFields, ['status', 'source', 'total']);

/** Code, title, status, source, total and customer: what staff look for first (the actions are in the page's sticky bar). */
export const OrderHeader = ({ order }: { order: OrderRecord }) => {
  const translate = useTranslate();
  const format = useFormatValue();
  const customer = [order.customerCode, order.customerName].filter(Boolean).join(' · ');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1">
            {order.code}
          </Typography>
          <Chip color="primary" label={format(statusField, order.status)} />
          <Chip variant="outlined" label={format(sourceField, order.source)} />
        </Box>
        <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
          {order.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('kago.orderDetail.headerLine', {
            total: format(totalField, order.total),
            customer: customer || '—',
          })}
        </Typography>
        {order.customerId ? (
          <Typography variant="body2">
            <Link to={`/customer-information/${order.customerId}/show`}>
              {translate('kago.navigation.customerLinks.customer', { customer })}
            </Link>
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
};
