import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { TransactionType } from '../../dataProvider/customers';
import { useRangeLabel } from '../kit/useRangeLabel';
import { useIsPhone } from '../shell/theme/useIsPhone';
import type { DateRange } from '../../dataProvider/dashboard';
import { useTransactionPage } from './useCustomerMoney';
import { useFormatters } from './useFormatters';

const rowsPerPageOptions = [10, 25, 50];

/** Where a customer's money is kept: the finance tab of their detail. */
export const customerFinancePath = (customerId: number) =>
  `/customer-information/${customerId}/show?tab=finance`;

/** A move's customer, by code and name, opening their finance. */
const CustomerLink = ({
  row,
}: {
  row: { customerId: number; customerCode: string; customerName: string };
}) => (
  <Link component={RouterLink} to={customerFinancePath(row.customerId)}>
    {`${row.customerCode} · ${row.customerName}`}
  </Link>
);

/**
 * The range's transactions (of one type, or every type), newest first, a page at a time from the
 * server; each customer opens their finance tab. Its parent gives it a new `key` when the range or
 * the type changes, so it starts again on the first page.
 */
export const TransactionTable = ({ range, type }: { range: Partial<DateRange>; type?: TransactionType }) => {
  const translate = useTranslate();
  const rangeLabel = useRangeLabel();
  const format = useFormatters();
  // A phone: each move in two columns (who and when, how much and what), its balances on the
  // customer's finance tab; the seven columns scrolled sideways in their box.
  const isPhone = useIsPhone();
  const [page, setPage] = useState(0);
  const [take, setTake] = useState(rowsPerPageOptions[0]);
  const transactions = useTransactionPage({ ...range, type, skip: page * take, take }, true);
  const data = transactions.data;
  const title = type
    ? translate('kago.dashboard.money.listOf', {
        type: translate(`kago.customers.transactionTypes.${type}`),
      })
    : translate('kago.dashboard.money.list');
  const column = (key: string) => translate(`kago.dashboard.money.${key}`);

  return (
    <>
      {transactions.isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {transactions.isError && <Typography role="alert">{translate('kago.dashboard.loadFailed')}</Typography>}
      {data && data.total === 0 && <Typography>{translate('kago.dashboard.money.empty')}</Typography>}
      {data && data.total > 0 && (
        <>
          {/* The page never takes its width from the table; a phone gets the two columns below. */}
          <TableContainer tabIndex={0} aria-label={title} sx={{ maxWidth: '100%' }}>
            <Table size="small" aria-label={title}>
              {isPhone ? (
                <>
                  <TableHead>
                    <TableRow>
                      <TableCell>{column('customer')}</TableCell>
                      <TableCell align="right">{column('amount')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.items.map((row) => (
                      <TableRow key={row.id}>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>
                          <CustomerLink row={row} />
                          <Typography variant="body2" color="text.secondary">
                            {format.moment(row.createdAt)}
                          </Typography>
                        </TableCell>
                        <TableCell align="right">
                          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                            {format.dong(row.amount)}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {translate(`kago.customers.transactionTypes.${row.type}`)}
                          </Typography>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </>
              ) : (
                <>
                  <TableHead>
                    <TableRow>
                      <TableCell>{column('date')}</TableCell>
                      <TableCell>{column('customer')}</TableCell>
                      <TableCell>{column('type')}</TableCell>
                      <TableCell align="right">{column('amount')}</TableCell>
                      <TableCell align="right">{column('availableAfter')}</TableCell>
                      <TableCell align="right">{column('frozenAfter')}</TableCell>
                      <TableCell>{column('note')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.items.map((row) => (
                      <TableRow key={row.id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.moment(row.createdAt)}</TableCell>
                        <TableCell>
                          <CustomerLink row={row} />
                        </TableCell>
                        <TableCell>{translate(`kago.customers.transactionTypes.${row.type}`)}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {format.dong(row.amount)}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {format.dong(row.availableAfter)}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {format.dong(row.frozenAfter)}
                        </TableCell>
                        <TableCell>{row.note}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </>
              )}
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={data.total}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={take}
            rowsPerPageOptions={rowsPerPageOptions}
            onRowsPerPageChange={(event) => {
              setTake(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
            labelDisplayedRows={rangeLabel}
            getItemAriaLabel={(which) => translate(`ra.navigation.${which}`)}
          />
        </>
      )}
    </>
  );
};
