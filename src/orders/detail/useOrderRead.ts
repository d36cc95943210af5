import {
  useQuery,
  useQueryClient,
  type Query,
  type QueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { KagoDataProvider } from '../../../dataProvider/dataProvider';
import type { QueryParams } from '../../../dataProvider/queryString';
import type { OrderActionName, OrderFamily } from '../../../resources/orders/index';

/** Every read about one order shares this key prefix, so a write refreshes them all at once. */
export const orderKey = (orderId: string | number) => ['kago.order', String(orderId)] as const;

interface OrderReadOptions<T> {
  /** The order the read is about (its reads are refreshed after a write); none for a family's lists. */
  orderId?: string | number;
  enabled?: boolean;
  /** What to show while the read is on its way, when nothing of its own is cached yet. */
  placeholderData?: UseQueryOptions<T>['placeholderData'];
}

/**
 * One read of an order family through the data provider, cached by react-query: the order, a tab's
 * own list, or the options of a choice (suppliers, offices, bid configurations).
 */
export const useOrderRead = <T>(
  family: OrderFamily,
  action: OrderActionName,
  query: QueryParams = {},
  { orderId, enabled = true, placeholderData }: OrderReadOptions<T> = {},
) => {
  const dataProvider = useDataProvider<KagoDataProvider>();
  return useQuery<T>({
    queryKey:
      orderId === undefined
        ? ['kago.orderFamily', family.path, action, query]
        : [...orderKey(orderId), family.path, action, query],
    queryFn: async ({ signal }) =>
      (await dataProvider.orderRead<T>(family.path, action, query, { signal })).data,
    enabled,
    placeholderData,
    retry: false,
    refetchOnWindowFocus: false,
  });
};

/**
 * A read about one order that is sent its id (`orderId`: its sellers, services, shipments, event
 * log...), refreshed with the order after a write.
 */
export const useReadAboutOrder = <T>(family: OrderFamily, orderId: number, action: OrderActionName) =>
  useOrderRead<T>(family, action, { orderId }, { orderId });

/** Refreshes the order and everything read about it (its tabs, its event log). */
export const useRefreshOrder = (orderId: string | number) => {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: orderKey(orderId) }),
    [queryClient, orderId],
  );
};

/**
 * The latest answer to the same read about the same order under another family's path (`getorder`
 * answers the same whatever the family): when a move sends the page to the family that lists the
 * order now, that page shows the order the previous page was just showing while its own read
 * answers. The latest, as families read earlier keep what they answered then.
 */
export const readOfAnotherFamily = <T>(
  queryClient: QueryClient,
  orderId: string | number,
  action: OrderActionName,
): T | undefined =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: orderKey(orderId) })
    .filter((query) => query.queryKey[3] === action && query.state.data !== undefined)
    .reduce<Query | undefined>(
      (latest, query) => (latest && latest.state.dataUpdatedAt >= query.state.dataUpdatedAt ? latest : query),
      undefined,
    )?.state.data as T | undefined;
