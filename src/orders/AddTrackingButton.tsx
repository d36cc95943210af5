import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useCanAccess, useDataProvider, type DataProvider } from 'react-admin';
import type { CustomerCalls } from '../../dataProvider/customers';
import { trackingDeclaration } from '../../resources/tracking';
import { InputsDialogButton } from '../kit/InputsDialogButton';
import { shortcutKeys } from '../kit/shortcutTable';

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
  const dataProvider = useDataProvider<DataProvider & CustomerCalls>();
  const { canAccess } = useCanAccess({ resource: trackingDeclaration.name, action: 'create' });
  if (order.status !== 'purchased' || canAccess !== true) return null;
  return (
    <InputsDialogButton
      label="kago.orders.actions.AddPackageTracking"
      icon={<LocalShippingIcon />}
      resource={trackingDeclaration.name}
      fields={askedFields}
      submit={async (values) => {
        const code = order.customerCode ?? '';
        const { data: found } = code
          ? await dataProvider.findCustomers({ keyword: code, take: 10 })
          : { data: [] };
        const account = found.find((customer) => customer.customerCode === code)?.accountId ?? null;
        return dataProvider.create(trackingDeclaration.name, {
          data: { ...values, orderId: Number(order.id), accountId: account },
        });
      }}
      onDone={onAdded}
      shortcut={shortcut ? shortcutKeys.addTracking : undefined}
      // In a list's row (no shortcut there) its icon alone, as a generated list's row actions.
      iconOnly={!shortcut}
    />
  );
};
