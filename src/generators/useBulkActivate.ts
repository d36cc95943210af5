import { useCallback } from 'react';
import { useListContext, useNotify, useRefresh, useResourceContext, useUpdateMany } from 'react-admin';

/** Activates or deactivates the selected records (`POST activates {ids, active}` via updateMany). */
export const useBulkActivate = (active: boolean) => {
  const resource = useResourceContext();
  const { selectedIds, onUnselectItems } = useListContext();
  const [updateMany, { isPending }] = useUpdateMany();
  const notify = useNotify();
  const refresh = useRefresh();

  const run = useCallback(
    () =>
      updateMany(
        resource,
        { ids: selectedIds, data: { active } },
        {
          mutationMode: 'pessimistic',
          onSuccess: () => {
            notify(active ? 'kago.notify.activated' : 'kago.notify.deactivated', {
              type: 'success',
              messageArgs: { smart_count: selectedIds.length },
            });
            onUnselectItems();
            refresh();
          },
          onError: (error) =>
            notify(error instanceof Error && error.message ? error.message : 'common.notify.error', {
              type: 'error',
            }),
        },
      ),
    [updateMany, resource, selectedIds, active, notify, onUnselectItems, refresh],
  );
  return { run, isPending };
};
