import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { DashboardCalls } from '../../dataProvider/dashboard';
import { hasRight } from '../../contract/access';
import { reportArea } from '../../resources/lateOrderRules';

/** Whether these roles read the late-order reports (resources/access.ts, area `reports`). */
export const readsReports = (roles: readonly string[]) => hasRight(roles, 'read', reportArea);

/**
 * Every late-order report's count, asked once (dataProvider/dashboard.ts `getLateOrderCounts`): the
 * orders late today, whatever the dashboard's range.
 */
export const useLateOrders = (enabled: boolean) => {
  const dataProvider = useDataProvider<DataProvider & DashboardCalls>();
  return useQuery({
    queryKey: ['kago.reports.lateOrders'],
    queryFn: async ({ signal }) => (await dataProvider.getLateOrderCounts({ signal })).data,
    enabled,
    retry: false,
  });
};
