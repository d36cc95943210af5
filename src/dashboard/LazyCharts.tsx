import Box from '@mui/material/Box';
import { lazy, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DashboardFigures } from '../../dataProvider/dashboard';
import { LazyBoundary } from '../shell/LazyBoundary';
import { DashboardSection } from './DashboardSection';

const DashboardCharts = lazy(() => import('./DashboardCharts'));

/**
 * Whether the element has come into view (at once where the browser cannot tell). The charts below
 * the figures load only then: the chart library is not part of what the first screen waits for.
 */
export const useInView = <T extends Element>() => {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setInView(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);
  return { ref, inView };
};

/** The charts section: a spinner, then the charts chunk once the section is scrolled into view. */
export const LazyCharts = ({ figures }: { figures: DashboardFigures }) => {
  const translate = useTranslate();
  const { ref, inView } = useInView<HTMLDivElement>();
  return (
    <DashboardSection title={translate('kago.dashboard.charts')}>
      <Box
        ref={ref}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, minHeight: 200 }}
      >
        {inView && (
          <LazyBoundary onlyChunkErrors>
            <DashboardCharts figures={figures} />
          </LazyBoundary>
        )}
      </Box>
    </DashboardSection>
  );
};
