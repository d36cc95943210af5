import { lazy } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DateRange } from '../../dataProvider/dashboard';
import { DashboardSection } from './DashboardSection';
import { FigureCard, FigureGrid } from './FigureCard';
import { useChosenTransactionType, useTransactionTotals } from './useCustomerMoney';
import { useFormatters } from './useFormatters';
import { WhenInView } from './WhenInView';

// Below the first screen: the moves' table and its pager (MUI's TablePagination, which brings a select
// for the rows per page) load once scrolled to, not with the first load (tests/e2e/loading.test.ts).
const TransactionTable = lazy(async () => ({
  default: (await import('./TransactionTable')).TransactionTable,
}));

/**
 * The customers' money over the dashboard's range (`Dashboard/GetTotalAmount`): what came in, went
 * out and the net, the cash the customers hold now, and the moves per type, each type opening the
 * list of its transactions below (`Dashboard/GetListTransaction`), every customer there opening
 * their finance tab. For roles that may read customers only (the dashboard checks).
 */
export const CustomerMoney = ({ range }: { range: Partial<DateRange> }) => {
  const translate = useTranslate();
  const format = useFormatters();
  const totals = useTransactionTotals(range, true);
  const { chosen, linkTo } = useChosenTransactionType();
  const data = totals.data;
  const label = (key: string) => translate(`kago.dashboard.money.${key}`);

  return (
    <DashboardSection title={label('title')}>
      {totals.isError && <Typography role="alert">{translate('kago.dashboard.loadFailed')}</Typography>}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('kago.dashboard.money.rangeShown', {
              dateFrom: format.day(data.dateFrom),
              dateTo: format.day(data.dateTo),
            })}
          </Typography>
          <FigureGrid>
            {(['moneyIn', 'moneyOut', 'net', 'cashAvailable', 'cashFrozen'] as const).map((key) => (
              <li key={key}>
                <FigureCard label={label(key)} value={format.dong(data[key])} />
              </li>
            ))}
          </FigureGrid>
          <Typography variant="subtitle1" component="h3">
            {label('byType')}
          </Typography>
          <FigureGrid>
            {data.byType.map(({ type, count, amount }) => (
              <li key={type}>
                <FigureCard
                  label={translate(`kago.customers.transactionTypes.${type}`)}
                  value={format.dong(amount)}
                  detail={translate('kago.dashboard.money.moves', {
                    smart_count: count,
                    count: format.count(count),
                  })}
                  to={linkTo(type)}
                  current={chosen === type}
                />
              </li>
            ))}
          </FigureGrid>
          <Stack direction="row" spacing={2} alignItems="baseline" flexWrap="wrap" useFlexGap>
            <Typography variant="subtitle1" component="h3">
              {chosen
                ? translate('kago.dashboard.money.listOf', {
                    type: translate(`kago.customers.transactionTypes.${chosen}`),
                  })
                : label('list')}
            </Typography>
            {chosen && (
              <Link component={RouterLink} to={linkTo()}>
                {label('showAll')}
              </Link>
            )}
          </Stack>
          <WhenInView>
            <TransactionTable
              key={`${data.dateFrom}/${data.dateTo}/${chosen ?? ''}`}
              range={{ dateFrom: data.dateFrom, dateTo: data.dateTo }}
              type={chosen}
            />
          </WhenInView>
        </>
      )}
    </DashboardSection>
  );
};
