import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { useTranslate } from 'react-admin';
import { LazyBoundary } from '../shell/LazyBoundary';
import { DashboardSection } from './DashboardSection';
import { FigureCard, FigureGrid } from './FigureCard';
import { useInView } from './LazyCharts';
import { useFormatters } from './useFormatters';
import { useLateOrders } from './useLateOrders';

const LateOrderChart = lazy(() => import('./LateOrderChart'));

/**
 * The late-order alerts: each report's count of orders late today (resources/reports.ts), opening
 * its report, and the late orders by source and stage (a chart, loaded on its own, with its table).
 * Shown to the roles that read the reports.
 */
export const LateOrderAlerts = () => {
  const translate = useTranslate();
  const format = useFormatters();
  const late = useLateOrders(true);
  // The chart library loads once the chart's place is in view, as the charts below do (LazyCharts).
  const { ref, inView } = useInView<HTMLDivElement>();
  return (
    <DashboardSection title={translate('kago.reports.lateOrders')}>
      <Typography variant="body2" color="text.secondary">
        {translate('kago.reports.lateOrdersHint')}
      </Typography>
      {late.isError && <Alert severity="warning">{translate('kago.reports.loadFailed')}</Alert>}
      {late.data && (
        <>
          <FigureGrid>
            {late.data.reports.map(({ name, total }) => (
              <li key={name}>
                <FigureCard
                  label={translate(`resources.${name}.name`, { smart_count: 2 })}
                  value={format.count(total)}
                  to={`/${name}`}
                />
              </li>
            ))}
          </FigureGrid>
          {late.data.lateOrders.length === 0 ? (
            <Typography>{translate('kago.reports.noLateOrders')}</Typography>
          ) : (
            <Box ref={ref} sx={{ minHeight: 200 }}>
              {inView && (
                <LazyBoundary onlyChunkErrors>
                  <LateOrderChart counts={late.data} />
                </LazyBoundary>
              )}
            </Box>
          )}
        </>
      )}
    </DashboardSection>
  );
};
