import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderActionName, OrderFamily } from '../../../../resources/orders/index';
import { shortcutKeys } from '../../../kit/shortcutTable';
import { useShortcut } from '../../../kit/useShortcut';
import type { OrderRecord } from '../orderRecord';
import { nextStep, writesInTabs } from './availableActions';
import { OrderActionDialog } from './OrderActionDialog';
import type { FormValues } from './actionForm';

interface OpenDialog {
  action: OrderActionName;
  presets?: FormValues;
}

/**
 * The writes offered for the order: its next step as the primary button (buy, move on, carry out a
 * cancellation), every other allowed write in a menu. Only what `useOrderWrites` allows appears.
 */
export const OrderActionBar = ({
  family,
  order,
  writes,
  onReload,
}: {
  family: OrderFamily;
  order: OrderRecord;
  writes: readonly OrderActionName[];
  onReload: () => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const barWrites = writes.filter((action) => !writesInTabs.includes(action));
  const step = nextStep(order, barWrites);
  const stepIsGeneric = step?.action === 'OrderUpdateStatus';
  // A named step (Buy, Cancel) is the button itself; the generic status change stays in the menu too.
  const menuWrites = barWrites.filter((action) => stepIsGeneric || action !== step?.action);

  const open = (next: OpenDialog) => {
    setMenuAnchor(null);
    setDialog(next);
  };
  const openStep = () => {
    if (step) open({ action: step.action, presets: stepIsGeneric ? { status: step.status } : undefined });
  };
  const cancels = barWrites.includes('CancelOrder');
  // The stage's main action on a key (src/kit/shortcutTable.ts): its next step, and cancelling.
  useShortcut(shortcutKeys.nextStep, openStep, step !== null && dialog === null);
  useShortcut(shortcutKeys.cancelOrder, () => open({ action: 'CancelOrder' }), cancels && dialog === null);

  if (barWrites.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {step ? (
        <Button variant="contained" onClick={openStep} aria-keyshortcuts={shortcutKeys.nextStep}>
          {stepIsGeneric
            ? translate('kago.orderDetail.moveTo', {
                status: translate(`kago.orders.statuses.${step.status}`),
              })
            : translate(`kago.orders.actions.${step.action}`)}
        </Button>
      ) : null}
      {menuWrites.length > 0 ? (
        <>
          <Button
            variant="outlined"
            endIcon={<ArrowDropDownIcon />}
            aria-haspopup="menu"
            aria-controls={menuAnchor ? menuId : undefined}
            aria-expanded={menuAnchor ? 'true' : undefined}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
          >
            {translate('kago.orderDetail.moreActions')}
          </Button>
          <Menu
            id={menuId}
            anchorEl={menuAnchor}
            open={menuAnchor !== null}
            onClose={() => setMenuAnchor(null)}
          >
            {menuWrites.map((action) => (
              <MenuItem key={action} onClick={() => open({ action })}>
                {translate(`kago.orders.actions.${action}`)}
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
      {dialog ? (
        <OrderActionDialog
          {...dialog}
          family={family}
          order={order}
          onClose={() => setDialog(null)}
          onReload={onReload}
        />
      ) : null}
    </Stack>
  );
};
