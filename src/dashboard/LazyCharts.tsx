import { lazy } from 'react';
import { useTranslate } from 'react-admin';
import type { DashboardFigures } from '../../dataProvider/dashboard';
import { DashboardSection } from './DashboardSection';
import { WhenInView } from './WhenInView';

const DashboardCharts = lazy(() => import('./DashboardCharts'));

/** The charts section: a spinner, then the charts chunk once the section is scrolled into view. */
export const LazyCharts = ({ figures }: { figures: DashboardFigures }) => {
  const translate = useTranslate();
  return (
    <DashboardSection title={translate('kago.dashboard.charts')}>
      <WhenInView sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <DashboardCharts figures={figures} />
      </WhenInView>
    </DashboardSection>
  );
};
