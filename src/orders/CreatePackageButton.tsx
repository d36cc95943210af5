import Inventory2Icon from '@mui/icons-material/Inventory2';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  type DataProvider,
  type Identifier,
} from 'react-admin';
import type { OrderCalls } from '../../dataProvider/orderCalls';
import { orderFamilyOf } from '../../dataProvider/orders';

/**
 * `AddOrderPackageFromMultiOrder`: one package from the selected orders, after a confirmation
 * (its entry in resources/orders/orderActions.ts marks it irreversible). Success says so and reloads the list; a refusal shows the
 * server's message and keeps the selection, so the user can change it and try again.
 */
export const CreatePackageButton = () => {
  const resource = useResourceContext()!;
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<DataProvider & OrderCalls>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: (orderIds: Identifier[]) =>
      dataProvider.orderWrite(orderFamilyOf(resource).path, 'AddOrderPackageFromMultiOrder', {
        orderIds: orderIds.map(Number),
      }),
    onSuccess: () => {
      notify('common.notify.success', { type: 'success' });
      onUnselectItems();
      refresh();
    },
    onError: (error) =>
      notify(error instanceof Error && error.message ? error.message : 'common.notify.error', {
        type: 'error',
      }),
    onSettled: () => setConfirming(false),
  });
  return (
    <>
      <Button
        label="kago.orderList.bulk.createPackage"
        onClick={() => setConfirming(true)}
        disabled={isPending}
      >
        <Inventory2Icon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="kago.orderList.bulk.confirmTitle"
        titleTranslateOptions={{ smart_count: selectedIds.length }}
        content="kago.orderList.bulk.confirmText"
        onConfirm={() => mutate(selectedIds)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
