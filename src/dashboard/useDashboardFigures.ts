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

/** `Dashboard/GetList` for the range; the previous figures stay on screen while a new range loads. */
export const useDashboardFigures = (range: Partial<DateRange>, enabled: boolean) => {
  const dataProvider = useDataProvider<DataProvider & DashboardCalls>();
  return useQuery({
    queryKey: ['kago.dashboard.figures', range.dateFrom ?? null, range.dateTo ?? null],
    queryFn: async ({ signal }) => (await dataProvider.getDashboardFigures(range, { signal })).data,
    placeholderData: (previous) => previous,
    enabled,
    retry: false,
  });
};
