import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { hasRight } from '../../contract/access';
import { RetryAlert } from '../kit/RetryAlert';
import { CustomerMoney } from './CustomerMoney';
import { figureLinks } from './dashboardLinks';
import { DateRangeFields } from './DateRangeFields';
import { LateOrderAlerts } from './LateOrderAlerts';
import { LazyCharts } from './LazyCharts';
import { MenuSections } from './MenuSections';
import { OrderCountFigures, TodayPurchases } from './OrderFigures';
import { StageSourceTable } from './StageSourceTable';
import { readsCustomerMoney } from './useCustomerMoney';
import { useDashboardFigures, useDashboardRange } from './useDashboardFigures';
import { useFormatters } from './useFormatters';
import { readsReports } from './useLateOrders';
import { WhenInView } from './WhenInView';

// Below the first screen: drawn, and loaded, once scrolled to (WhenInView.tsx).
const SupplierPanel = lazy(async () => ({ default: (await import('./SupplierPanel')).SupplierPanel }));

const rolesOf = (permissions: unknown): string[] =>
  Array.isArray(permissions) ? permissions.filter((role): role is string => typeof role === 'string') : [];

/**
 * The first page after sign-in: the figures of the orders the user may read (per stage, today's
 * purchases, per source, per stage and source), each opening the list it counts; the customers'
 * money over the same range (for roles that read customers); the late-order alerts (for roles that
 * read the reports), below the money; then the charts, loaded on their own;
 * the purchaser's suppliers; and the user's menu as shortcuts.
 */
const Dashboard = () => {
  const translate = useTranslate();
  const format = useFormatters();
  const { identity } = useGetIdentity();
  const { permissions, isPending: permissionsPending } = usePermissions();
  const roles = rolesOf(permissions);
  const { requested, setRange } = useDashboardRange();
  const figures = useDashboardFigures(requested, !permissionsPending);
  const readsOrders = hasRight(roles, 'read', 'orders');
  const readsMoney = !permissionsPending && readsCustomerMoney(roles);
  const data = figures.data;
  const links = data ? figureLinks(data, roles) : undefined;
  const countsOrders = data !== undefined && data.byStage.length > 0;

  return (
    // Its width comes from the layout, never from its content: a wide table scrolls inside its own
    // box instead of widening the page on a phone.
    <Stack spacing={3} sx={{ mt: 2, mb: 4, contain: 'inline-size' }}>
      <Title title="ra.page.dashboard" />
      <Stack spacing={0.5}>
        <Typography variant="h5" component="h1">
          {translate('ra.page.dashboard')}
        </Typography>
        {identity?.fullName && (
          <Typography color="text.secondary">
            {translate('kago.dashboard.greeting', { name: identity.fullName })}
          </Typography>
        )}
      </Stack>

      {figures.isError && (
        <RetryAlert retry={figures.refetch} retryLabel={translate('kago.dashboard.retry')}>
          {translate('kago.dashboard.loadFailed')}
        </RetryAlert>
      )}
      {(figures.isPending || figures.isFetching) && !figures.isError && (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      )}

      {data && links && countsOrders && (
        <>
          <Stack spacing={1}>
            <DateRangeFields range={{ dateFrom: data.dateFrom, dateTo: data.dateTo }} onChange={setRange} />
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {translate('kago.dashboard.rangeShown', {
                dateFrom: format.day(data.dateFrom),
                dateTo: format.day(data.dateTo),
              })}
            </Typography>
          </Stack>
          <OrderCountFigures figures={data} links={links} by="stage" />
          <TodayPurchases figures={data} links={links} />
          <OrderCountFigures figures={data} links={links} by="source" />
          <StageSourceTable figures={data} links={links} />
        </>
      )}
      {/*
       * Below the order figures, and drawn once they are in (or have failed): drawn first, the money
       * would sit at the top of a page still short, jump down when the figures came, and its moves'
       * table, in view for that moment, would load with the first load (tests/e2e/loading.test.ts).
       */}
      {readsMoney && (data !== undefined || figures.isError) && <CustomerMoney range={requested} />}
      {/*
       * After the money, and once the figures are in: drawn before them, at the top of a page still
       * short, its chart's place was in view for a moment and the chart library joined the first load.
       */}
      {data && readsReports(roles) && (
        <LateOrderAlerts range={{ dateFrom: data.dateFrom, dateTo: data.dateTo }} />
      )}
      {data && countsOrders && <LazyCharts figures={data} />}
      {links && readsOrders && (
        <WhenInView>
          <SupplierPanel links={links} />
        </WhenInView>
      )}
      <MenuSections />
    </Stack>
  );
};

export default Dashboard;
