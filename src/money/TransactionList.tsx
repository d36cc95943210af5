import Stack from '@mui/material/Stack';
import { lazy } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import type { TransactionType } from '../../resources/transactions';
import { useDeclaredRead } from '../generators/useDeclaredRead';
import { listWithFilters, TotalsCard, useListFilters, type TotalFigure } from '../kit/ListTotals';
import { useFormat } from '../kit/useFormat';
import { LazyBoundary } from '../shell/LazyBoundary';

const ResourceList = lazy(() => import('../generators/ResourceList'));

/** What `Transaction/GetTotalAmount` answers: the filtered moves made, per type, in, out and net (dong). */
interface TransactionSums {
  byType: { type: TransactionType; count: number; amount: number }[];
  moneyIn: number;
  moneyOut: number;
  net: number;
}

/**
 * The transactions screen (resources/transactions.ts): the generated list of the customers' money
 * moves with, above it, the totals of the whole filtered set (`GetTotalAmount`): what came in, went
 * out and the net, then each type's amount, which opens the list narrowed to that type.
 */
const TransactionList = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const translate = useTranslate();
  const format = useFormat();
  const { filter, sent } = useListFilters(declaration.name);
  const totals = useDeclaredRead<TransactionSums>(declaration.name, 'GetTotalAmount', sent);
  const data = totals.data;
  const figures: TotalFigure[] = data
    ? [
        ...(['moneyIn', 'moneyOut', 'net'] as const).map((key) => ({
          key,
          label: translate(`kago.dashboard.money.${key}`),
          value: format.money(data[key], 'VND'),
        })),
        ...data.byType.map(({ type, count, amount }) => ({
          key: type,
          label: `${translate(`kago.customers.transactionTypes.${type}`)} (${translate(
            'kago.dashboard.money.moves',
            { smart_count: count, count: format.number(count) },
          )})`,
          value: format.money(amount, 'VND'),
          to: listWithFilters(declaration.name, { ...filter, type }),
        })),
      ]
    : [];
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <TotalsCard label={translate('kago.reports.totals.totals')} figures={figures} />
      <LazyBoundary onlyChunkErrors>
        <ResourceList declaration={declaration} />
      </LazyBoundary>
    </Stack>
  );
};

export default TransactionList;
