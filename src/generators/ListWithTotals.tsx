import Stack from '@mui/material/Stack';
import { lazy } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import { TotalsCard, useListFilters, type TotalFigure } from '../kit/ListTotals';
import { LazyBoundary } from '../shell/LazyBoundary';
import { useDeclaredRead } from './useDeclaredRead';

const ResourceList = lazy(() => import('./ResourceList'));

interface ListWithTotalsProps<Totals> {
  declaration: ResourceDeclaration;
  /** The declared read that sums the whole filtered set, called with the list's own filters. */
  read: string;
  /** The figures its answer shows; `filter` is the list's, as react-admin keeps it. */
  figures: (totals: Totals, filter: Record<string, unknown>) => TotalFigure[];
}

/**
 * A declaration's generated list with, above its rows, the totals of its whole filtered set (the
 * purchase report's, the transactions'): read with the list's filters as react-admin keeps them
 * (src/kit/ListTotals.tsx), each figure as the screen words it.
 */
export const ListWithTotals = <Totals,>({ declaration, read, figures }: ListWithTotalsProps<Totals>) => {
  const translate = useTranslate();
  const { filter, sent } = useListFilters(declaration.name);
  const totals = useDeclaredRead<Totals>(declaration.name, read, sent);
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <TotalsCard
        label={translate('kago.reports.totals.totals')}
        figures={totals.data ? figures(totals.data, filter) : []}
      />
      <LazyBoundary onlyChunkErrors>
        <ResourceList declaration={declaration} />
      </LazyBoundary>
    </Stack>
  );
};
