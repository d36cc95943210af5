import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { LateReportCounts } from '../../contract/reports';
import type { ResourceProvider } from '../../dataProvider/resourceProvider';
import { hasRight } from '../../contract/access';
import { lateOrderRules, reportArea } from '../../resources/lateOrderRules';

/** Whether these roles read the late-order reports (resources/access.ts, area `reports`). */
export const readsReports = (roles: readonly string[]) => hasRight(roles, 'read', reportArea);

/**
 * Every late-order report's count, asked once through the first report's `GetCountAllReportTracking`
 * (each report answers all four): the orders late today, whatever the dashboard's range.
 */
export const useLateOrders = (enabled: boolean) => {
  const dataProvider = useDataProvider<ResourceProvider>();
  return useQuery({
    queryKey: ['kago.reports.lateOrders'],
    queryFn: async () =>
      (
        await dataProvider.callAction<LateReportCounts>(
          lateOrderRules.tracking.name,
          'GetCountAllReportTracking',
        )
      ).data,
    enabled,
    retry: false,
  });
};
