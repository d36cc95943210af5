import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type MouseEvent } from 'react';
import {
  Button,
  Form,
  SaveButton,
  useCanAccess,
  useDataProvider,
  useNotify,
  useTranslate,
  type DataProvider,
} from 'react-admin';
import type { CustomerCalls } from '../../dataProvider/customers';
import { trackingDeclaration } from '../../resources/tracking';
import { DeclaredInput } from '../generators/inputComponents';

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

const emptyRecord = {};
/** Only the asked inputs' values are sent. */
const pickAsked = (values: Record<string, unknown>) =>
  Object.fromEntries(askedFields.map((field) => [field.source, values[field.source] ?? null]));

/**
 * "Add tracking" on a purchased order, of any source (issue 11): the tracking and the warehouse,
 * sent as `PackageTracking/AddPackageTracking` with the order and its customer's account, which moves
 * the order on to domestic shipping on the server (server/tracking/rules.ts). Offered only on
 * purchased orders, to those who may create packages (`canAccess` on manage-packageFromWH). A refusal
 * shows the first detail error code's message.
 */
export const AddTrackingButton = ({ order, onAdded }: { order: TrackedOrder; onAdded(): unknown }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
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
  if (order.status !== 'purchased' || !canAccess) return null;
  const label = 'kago.orders.actions.AddPackageTracking';
  // In a list row the clicks (dialog included: React events bubble through portals) must not open the order.
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <Box component="span" onClick={stop}>
      <Button label={label} onClick={() => setOpen(true)} disabled={isPending}>
        <LocalShippingIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        {/* An empty record: inside a list row the form would otherwise start from the order. */}
        <Form
          record={emptyRecord}
          onSubmit={(values: Record<string, unknown>) => mutate(pickAsked(values))}
          resource={trackingDeclaration.name}
        >
          <DialogTitle id={titleId}>{translate(label)}</DialogTitle>
          <DialogContent>
            {askedFields.map((field) => (
              <DeclaredInput key={field.source} resource={trackingDeclaration.name} field={field} />
            ))}
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label={label} alwaysEnable disabled={isPending} />
          </DialogActions>
        </Form>
      </Dialog>
    </Box>
  );
};
