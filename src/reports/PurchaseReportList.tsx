import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { useStore, useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import { useDeclaredRead } from '../generators/useDeclaredRead';
import { useFormat } from '../kit/useFormat';
import { LazyBoundary } from '../shell/LazyBoundary';

const ResourceList = lazy(() => import('../generators/ResourceList'));

interface Totals {
  count: number;
  totalVnd: number;
  serviceFee: number;
}

/** Filter values as the report's calls take them: emptied ones are no filter. */
const sentFilters = (filter: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value !== '' && value !== null && value !== undefined)
      .map(([name, value]) => [name === 'q' ? 'keyword' : name, value]),
  );

/**
 * The purchase report (resources/reports.ts): the generated list of its preset (the `preset` filter:
 * orders to buy, orders bought) with, above it, the totals of the whole filtered set
 * (`SumOrderPurchasedReportTotalServiceFee`: how many orders, their totals and their service fees in
 * dong), read with the list's own filters as react-admin keeps them.
 */
const PurchaseReportList = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const translate = useTranslate();
  const format = useFormat();
  const [params] = useStore<{ filter?: Record<string, unknown> }>(`${declaration.name}.listParams`, {});
  const totals = useDeclaredRead<Totals>(
    declaration.name,
    'SumOrderPurchasedReportTotalServiceFee',
    sentFilters(params.filter),
  );
  const figures: [string, string][] = totals.data
    ? [
        ['orders', format.number(totals.data.count)],
        ['totalVnd', format.money(totals.data.totalVnd, 'VND')],
        ['serviceFee', format.money(totals.data.serviceFee, 'VND')],
      ]
    : [];
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Card variant="outlined" component="section" aria-label={translate('kago.reports.totals.totals')}>
        <CardContent>
          <Stack direction="row" spacing={4} useFlexGap flexWrap="wrap" role="list">
            {figures.map(([key, value]) => (
              <div key={key} role="listitem">
                <Typography variant="body2" color="text.secondary">
                  {translate(`kago.reports.totals.${key}`)}
                </Typography>
                <Typography variant="h6" component="p" sx={{ whiteSpace: 'nowrap' }}>
                  {value}
                </Typography>
              </div>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <LazyBoundary onlyChunkErrors>
        <ResourceList declaration={declaration} />
      </LazyBoundary>
    </Stack>
  );
};

export default PurchaseReportList;
