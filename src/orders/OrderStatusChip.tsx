import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { isOrderStatus, stageOfStatus } from '../../resources/orders/index';

/** A stage's colour, so the eye finds the cancelled and the delivered in a long list. */
const stageColours = {
  purchaseWaiting: 'default',
  waitingPayment: 'warning',
  purchased: 'info',
  domesticShipping: 'info',
  arrivedInStorage: 'primary',
  deliveryAndDelivered: 'success',
  cancel: 'error',
} as const;

/** An order's status, translated (`kago.orders.statuses.*`), as a small chip. */
export const OrderStatusChip = ({ status }: { status: string | null | undefined }) => {
  const translate = useTranslate();
  if (!status) return null;
  if (!isOrderStatus(status)) return <Chip size="small" variant="outlined" label={status} />;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={stageColours[stageOfStatus(status).key]}
      label={translate(`kago.orders.statuses.${status}`)}
    />
  );
};
