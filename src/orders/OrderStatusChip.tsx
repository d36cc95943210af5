import Chip from '@mui/material/Chip';
import { darken, lighten, type Theme } from '@mui/material/styles';
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

type StageColour = Exclude<(typeof stageColours)[keyof typeof stageColours], 'default'>;

/**
 * The palette's main colours are made for fills: as text on the page they fall under the 4.5:1
 * contrast small text needs (info and warning do). The label takes a darker shade in light mode and
 * a lighter one in dark mode; the outline keeps the main colour.
 */
const readable = (colour: StageColour) => (theme: Theme) => {
  const main = theme.palette[colour].main;
  return theme.palette.mode === 'dark' ? lighten(main, 0.35) : darken(main, 0.35);
};

/**
 * An order's status, translated (`kago.orders.statuses.*`), as a small chip; a chip cut to its
 * column's width (src/orders/OrderList.tsx) has its whole label as its title.
 */
export const OrderStatusChip = ({ status }: { status: string | null | undefined }) => {
  const translate = useTranslate();
  if (!status) return null;
  if (!isOrderStatus(status)) return <Chip size="small" variant="outlined" label={status} title={status} />;
  const colour = stageColours[stageOfStatus(status).key];
  const label = translate(`kago.orders.statuses.${status}`);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colour}
      sx={colour === 'default' ? undefined : { color: readable(colour) }}
      label={label}
      title={label}
    />
  );
};
