import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useDataProvider, useGetIdentity, useTranslate, type DataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardCalls, DashboardSupplier } from '../../dataProvider/dashboard';
import type { FigureLinks } from './dashboardLinks';
import { DashboardSection } from './DashboardSection';
import { useFormatters } from './useFormatters';

/** Typing pauses this long before the look-up is sent. */
const keywordDelayMs = 300;

const useDebounced = (value: string, delayMs: number) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};

const SupplierList = ({
  suppliers,
  linkOf,
  label,
}: {
  suppliers: DashboardSupplier[];
  linkOf: (supplier: DashboardSupplier) => string | undefined;
  label: string;
}) => {
  const translate = useTranslate();
  const format = useFormatters();
  return (
    <ul aria-label={label} style={{ margin: 0, paddingLeft: '1.25rem' }}>
      {suppliers.map((supplier) => {
        const to = linkOf(supplier);
        const text = `${supplier.code} · ${supplier.name}`;
        return (
          <li key={supplier.id}>
            {to ? (
              <Link component={RouterLink} to={to}>
                {text}
              </Link>
            ) : (
              text
            )}
            {supplier.orderCount !== undefined &&
              ` (${translate('kago.dashboard.orders', {
                smart_count: supplier.orderCount,
                count: format.count(supplier.orderCount),
              })})`}
            {!supplier.active && (
              <Chip size="small" label={translate('kago.dashboard.suppliers.inactive')} sx={{ ml: 1 }} />
            )}
          </li>
        );
      })}
    </ul>
  );
};

/**
 * The suppliers (payers) of purchasing: those of the signed-in purchaser's own orders
 * (`GetSupplierByAccountId` with the user's subject), and a look-up by code or name
 * (`GetSupplierByKeyWork`). Each opens the orders it paid.
 */
export const SupplierPanel = ({ links }: { links: FigureLinks }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & DashboardCalls>();
  const { identity } = useGetIdentity();
  const accountId = identity ? String(identity.id) : null;
  const [keyword, setKeyword] = useState('');
  const settledKeyword = useDebounced(keyword.trim(), keywordDelayMs);
  const resultsId = useId();

  const mine = useQuery({
    queryKey: ['kago.dashboard.suppliersOf', accountId],
    queryFn: async ({ signal }) => (await dataProvider.getSuppliersByAccount(accountId!, { signal })).data,
    enabled: accountId !== null,
    retry: false,
  });
  const found = useQuery({
    queryKey: ['kago.dashboard.suppliersLike', settledKeyword],
    queryFn: async ({ signal }) =>
      (await dataProvider.getSuppliersByKeyword(settledKeyword, { signal })).data,
    enabled: settledKeyword !== '',
    retry: false,
  });

  return (
    <DashboardSection title={translate('kago.dashboard.suppliers.mine')}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate('kago.dashboard.suppliers.mineHint')}
          </Typography>
          {mine.isPending && accountId !== null && (
            <LinearProgress aria-label={translate('ra.page.loading')} />
          )}
          {mine.isError && <Typography role="alert">{translate('kago.dashboard.loadFailed')}</Typography>}
          {mine.data?.length === 0 && (
            <Typography>{translate('kago.dashboard.suppliers.mineEmpty')}</Typography>
          )}
          {mine.data && mine.data.length > 0 && (
            <SupplierList
              suppliers={mine.data}
              label={translate('kago.dashboard.suppliers.mine')}
              linkOf={(supplier) => links.supplier(supplier.id, accountId ?? undefined)}
            />
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h3" gutterBottom>
            {translate('kago.dashboard.suppliers.search')}
          </Typography>
          <TextField
            type="search"
            size="small"
            label={translate('kago.dashboard.suppliers.keyword')}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100, 'aria-controls': resultsId } }}
          />
          <div id={resultsId} aria-live="polite">
            {found.isError && <Typography role="alert">{translate('kago.dashboard.loadFailed')}</Typography>}
            {found.data?.length === 0 && (
              <Typography sx={{ mt: 1 }}>{translate('kago.dashboard.suppliers.noMatch')}</Typography>
            )}
            {found.data && found.data.length > 0 && settledKeyword !== '' && (
              <SupplierList
                suppliers={found.data}
                label={translate('kago.dashboard.suppliers.search')}
                linkOf={(supplier) => links.supplier(supplier.id)}
              />
            )}
          </div>
        </CardContent>
      </Card>
    </DashboardSection>
  );
};
