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

/** Orders placed in the range, one card per stage the user may read, or per source. */
export const OrderCountFigures = ({ figures, links, by }: OrderFiguresProps & { by: 'stage' | 'source' }) => {
  const translate = useTranslate();
  const format = useFormatters();
  const cards =
    by === 'stage'
      ? figures.byStage.map(({ stage, count }) => ({
          key: stage,
          label: `kago.orderStage.${stage}`,
          count,
          to: links.stage(stage),
        }))
      : figures.bySource.map(({ source, count }) => ({
          key: source,
          label: `kago.orderSource.${source}`,
          count,
          to: links.source(source),
        }));
  return (
    <DashboardSection
      title={translate(by === 'stage' ? 'kago.dashboard.byStage' : 'kago.dashboard.bySource')}
    >
      <FigureGrid>
        {cards.map(({ key, label, count, to }) => (
          <li key={key}>
            <FigureCard label={translate(label)} value={format.count(count)} to={to} />
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
