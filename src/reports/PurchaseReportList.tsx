import Stack from '@mui/material/Stack';
import { lazy } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import { useDeclaredRead } from '../generators/useDeclaredRead';
import { TotalsCard, useListFilters } from '../kit/ListTotals';
import { useFormat } from '../kit/useFormat';
import { LazyBoundary } from '../shell/LazyBoundary';

const ResourceList = lazy(() => import('../generators/ResourceList'));

interface Totals {
  count: number;
  totalVnd: number;
  serviceFee: number;
}

/**
 * The purchase report (resources/reports.ts): the generated list of its preset (the `preset` filter:
 * orders to buy, orders bought) with, above it, the totals of the whole filtered set
 * (`SumOrderPurchasedReportTotalServiceFee`: how many orders, their totals and their service fees in
 * dong), read with the list's own filters as react-admin keeps them.
 */
const PurchaseReportList = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const translate = useTranslate();
  const format = useFormat();
  const { sent } = useListFilters(declaration.name);
  const totals = useDeclaredRead<Totals>(declaration.name, 'SumOrderPurchasedReportTotalServiceFee', sent);
  const figure = (key: string, value: string) => ({
    key,
    label: translate(`kago.reports.totals.${key}`),
    value,
  });
  const figures = totals.data
    ? [
        figure('orders', format.number(totals.data.count)),
        figure('totalVnd', format.money(totals.data.totalVnd, 'VND')),
        figure('serviceFee', format.money(totals.data.serviceFee, 'VND')),
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

export default PurchaseReportList;
