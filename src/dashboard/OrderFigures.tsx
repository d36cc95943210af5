import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardFigures } from '../../dataProvider/dashboard';
import type { FigureLinks } from './dashboardLinks';
import { DashboardSection } from './DashboardSection';
import { FigureCard, FigureGrid } from './FigureCard';
import { useFormatters } from './useFormatters';

interface OrderFiguresProps {
  figures: DashboardFigures;
  links: FigureLinks;
}

/** Orders placed in the range, one card per stage the user may read. */
export const StageFigures = ({ figures, links }: OrderFiguresProps) => {
  const translate = useTranslate();
  const format = useFormatters();
  return (
    <DashboardSection title={translate('kago.dashboard.byStage')}>
      <FigureGrid>
        {figures.byStage.map(({ stage, count }) => (
          <li key={stage}>
            <FigureCard
              label={translate(`kago.orderStage.${stage}`)}
              value={format.count(count)}
              to={links.stage(stage)}
            />
          </li>
        ))}
      </FigureGrid>
    </DashboardSection>
  );
};

/** Orders placed in the range, one card per source. */
export const SourceFigures = ({ figures, links }: OrderFiguresProps) => {
  const translate = useTranslate();
  const format = useFormatters();
  return (
    <DashboardSection title={translate('kago.dashboard.bySource')}>
      <FigureGrid>
        {figures.bySource.map(({ source, count }) => (
          <li key={source}>
            <FigureCard
              label={translate(`kago.orderSource.${source}`)}
              value={format.count(count)}
              to={links.source(source)}
            />
          </li>
        ))}
      </FigureGrid>
    </DashboardSection>
  );
};

/** Orders bought today and what they cost, in dong; the link opens the latest purchases first. */
export const TodayPurchases = ({ figures, links }: OrderFiguresProps) => {
  const translate = useTranslate();
  const format = useFormatters();
  const { todayPurchases } = figures;
  if (!todayPurchases) return null;
  const latest = links.latestPurchases();
  return (
    <DashboardSection
      title={`${translate('kago.dashboard.todayPurchases')} (${format.day(todayPurchases.date)})`}
      action={
        latest ? (
          <Link component={RouterLink} to={latest}>
            {translate('kago.dashboard.latestPurchases')}
          </Link>
        ) : undefined
      }
    >
      <FigureGrid>
        <li>
          <FigureCard
            label={translate('kago.dashboard.purchaseCount')}
            value={format.count(todayPurchases.count)}
          />
        </li>
        <li>
          <FigureCard
            label={translate('kago.dashboard.purchaseAmount')}
            value={format.dong(todayPurchases.amount)}
          />
        </li>
      </FigureGrid>
    </DashboardSection>
  );
};
