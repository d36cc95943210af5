import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { useTranslate } from 'react-admin';
import type { DateRange } from '../../dataProvider/dashboard';
import { DashboardSection } from './DashboardSection';
import { FigureCard, FigureGrid } from './FigureCard';
import { alreadyLate } from './lateTrend';
import { useFormatters } from './useFormatters';
import { useLateOrders } from './useLateOrders';
import { WhenInView } from './WhenInView';

const LateOrderChart = lazy(() => import('./LateOrderChart'));

/** A change, with its sign: +3, 0, −2. */
const signed = (change: number, count: (value: number) => string) =>
  `${change > 0 ? '+' : change < 0 ? '−' : ''}${count(Math.abs(change))}`;

/**
 * The late-order alerts: each report's count of orders late today (resources/reports.ts), opening
 * its report, with how many more there are than at the start of the dashboard's range; then their
 * trend over the range and the late orders by source and stage (charts, loaded on their own, with
 * their tables). Shown to the roles that read the reports.
 */
export const LateOrderAlerts = ({ range }: { range?: DateRange }) => {
  const translate = useTranslate();
  const format = useFormatters();
  const late = useLateOrders(true);
  return (
    <DashboardSection title={translate('kago.reports.lateOrders')}>
      <Typography variant="body2" color="text.secondary">
        {translate('kago.reports.lateOrdersHint')}
      </Typography>
      {late.isError && <Alert severity="warning">{translate('kago.reports.loadFailed')}</Alert>}
      {late.data && (
        <>
          <FigureGrid>
            {late.data.reports.map(({ name, total, byLateDay }) => (
              <li key={name}>
                <FigureCard
                  label={translate(`resources.${name}.name`, { smart_count: 2 })}
                  value={format.count(total)}
                  detail={
                    range &&
                    translate('kago.reports.lateSince', {
                      count: signed(total - alreadyLate(byLateDay, range.dateFrom), format.count),
                      date: format.day(range.dateFrom),
                    })
                  }
                  to={`/${name}`}
                />
              </li>
            ))}
          </FigureGrid>
          {late.data.lateOrders.length === 0 ? (
            <Typography>{translate('kago.reports.noLateOrders')}</Typography>
          ) : (
            // The chart library loads once the chart's place is in view, as the charts below do.
            <WhenInView sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <LateOrderChart counts={late.data} range={range} />
            </WhenInView>
          )}
        </>
      )}
    </DashboardSection>
  );
};
