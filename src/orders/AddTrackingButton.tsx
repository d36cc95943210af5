import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Box } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { Button, useCanAccess, useDataProvider, useNotify, type DataProvider } from 'react-admin';
import type { CustomerCalls } from '../../dataProvider/customers';
import { trackingDeclaration } from '../../resources/tracking';
import { InputsDialog } from '../generators/InputsDialog';
import { shortcutKeys } from '../kit/shortcutTable';
import { useShortcut } from '../kit/useShortcut';

/** What the action needs of an order. */
export interface TrackedOrder {
  readonly id: number | string;
  readonly status: string;
  readonly customerCode?: string | null;
}

/** The inputs the dialog asks for: the package tracking's own fields, with their validators. */
const askedFields = trackingDeclaration.fields.filter((field) =>
  ['tracking', 'postOfficeCode'].includes(field.source),
);

/**
 * "Add tracking" on a purchased order, of any source (issue 11): the tracking and the warehouse,
 * sent as `PackageTracking/AddPackageTracking` with the order and its customer's account, which moves
 * the order on to domestic shipping on the server (server/tracking/rules.ts). Offered only on
 * purchased orders, to those who may create packages (`canAccess` on manage-packageFromWH). A refusal
 * shows the first detail error code's message.
 */
export const AddTrackingButton = ({
  order,
  onAdded,
  shortcut = false,
}: {
  order: TrackedOrder;
  onAdded(): unknown;
  /** Whether `t` opens it: on the order's page, not in each row of a list. */
  shortcut?: boolean;
}) => {
  const notify = useNotify();
  const dataProvider = useDataProvider<DataProvider & CustomerCalls>();
  const { canAccess } = useCanAccess({ resource: trackingDeclaration.name, action: 'create' });
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: async (values: Record<string, unknown>) => {
      const code = order.customerCode ?? '';
      const { data: found } = code
        ? await dataProvider.findCustomers({ keyword: code, take: 10 })
        : { data: [] };
      const account = found.find((customer) => customer.customerCode === code)?.accountId ?? null;
      return dataProvider.create(trackingDeclaration.name, {
        data: { ...values, orderId: Number(order.id), accountId: account },
      });
    },
    onSuccess: async () => {
      notify('common.notify.success', { type: 'success' });
      setOpen(false);
      await onAdded();
    },
    onError: (error) =>
      notify(error instanceof Error && error.message ? error.message : 'common.notify.error', {
        type: 'error',
      }),
  });
  const offered = order.status === 'purchased' && canAccess === true;
  useShortcut(shortcutKeys.addTracking, () => setOpen(true), shortcut && offered && !open);
  if (!offered) return null;
  const label = 'kago.orders.actions.AddPackageTracking';
  // In a list row the clicks (dialog included: React events bubble through portals) must not open the order.
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <Box component="span" onClick={stop}>
      <Button
        label={label}
        onClick={() => setOpen(true)}
        disabled={isPending}
        aria-keyshortcuts={shortcut ? shortcutKeys.addTracking : undefined}
      >
        <LocalShippingIcon />
      </Button>
      <InputsDialog
        open={open}
        onClose={() => setOpen(false)}
        label={label}
        resource={trackingDeclaration.name}
        fields={askedFields}
        pending={isPending}
        onSubmit={mutate}
      />
    </Box>
  );
};
