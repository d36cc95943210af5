import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { DashboardCalls, DateRange } from '../../dataProvider/dashboard';

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The date range the dashboard shows, kept in the address (`?dateFrom=&dateTo=`) so that a reload or
 * a shared link shows the same figures; absent, the server's default (the last 30 days).
 */
export const useDashboardRange = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const dateFrom = searchParams.get('dateFrom');
  const dateTo = searchParams.get('dateTo');
  const requested: Partial<DateRange> = {
    ...(isDay(dateFrom) ? { dateFrom } : {}),
    ...(isDay(dateTo) ? { dateTo } : {}),
  };
  const setRange = ({ dateFrom, dateTo }: DateRange) =>
    setSearchParams({ dateFrom, dateTo }, { replace: true });
  return { requested, setRange };
};

/**
 * A dashboard call, cached under `key` (what it asks): the previous answer stays on screen while a
 * new one loads, and a failure shows at once, not retried.
 */
export const useDashboardCall = <T>(
  key: readonly unknown[],
  call: (calls: DashboardCalls, signal: AbortSignal) => Promise<{ data: T }>,
  enabled: boolean,
) => {
  const dataProvider = useDataProvider<DataProvider & DashboardCalls>();
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await call(dataProvider, signal)).data,
    placeholderData: (previous) => previous,
    enabled,
    retry: false,
  });
};

/** `Dashboard/GetList` for the range. */
export const useDashboardFigures = (range: Partial<DateRange>, enabled: boolean) =>
  useDashboardCall(
    ['kago.dashboard.figures', range.dateFrom ?? null, range.dateTo ?? null],
    (calls, signal) => calls.getDashboardFigures(range, { signal }),
    enabled,
  );
