import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { ResourceDeclaration } from '../../resources';
import type {
  CurrencyTotal,
  MoneyRows,
  PayableRow,
  PaymentFigure,
  PaymentSummary,
  ReceivableRow,
} from '../../resources/paymentReport';
import { paymentDeclaration } from '../../resources/payments';
import { DashboardSection } from '../dashboard/DashboardSection';
import { DateRangeFields } from '../dashboard/DateRangeFields';
import { FigureCard, FigureGrid } from '../dashboard/FigureCard';
import { useFormatters } from '../dashboard/useFormatters';
import { useDeclaredRead } from '../generators/useDeclaredRead';
import { listWithFilters } from '../kit/ListTotals';
import { RetryAlert } from '../kit/RetryAlert';
import { ScreenHeading } from '../kit/ScreenHeading';
import { useFormat } from '../kit/useFormat';
import { useIsPhone } from '../shell/theme/useIsPhone';

const pageSize = 10;
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The range in the address (`?atFrom=&atTo=`), so a reload or a shared link shows the same report. */
const useReportRange = () => {
  const [params, setParams] = useSearchParams();
  const atFrom = params.get('atFrom');
  const atTo = params.get('atTo');
  return {
    range: { ...(isDay(atFrom) ? { atFrom } : {}), ...(isDay(atTo) ? { atTo } : {}) },
    setRange: (next: { atFrom: string; atTo: string }) => setParams(next, { replace: true }),
  };
};

/** An order's detail, where its money rows lead. */
const orderPath = (orderId: number) => `/search-orders/${orderId}/show`;

/**
 * A table in a box that scrolls on its own when the window is narrow, named for assistive technology.
 * A `dense` one (three figures a row, side by side) has half the cells' sides.
 */
const MoneyTable = ({
  label,
  head,
  children,
  dense = false,
}: {
  label: string;
  head: ReactNode;
  children: ReactNode;
  dense?: boolean;
}) => (
  <TableContainer tabIndex={0} role="region" aria-label={label}>
    <Table size="small" aria-label={label} sx={dense ? { '& .MuiTableCell-root': { px: 1 } } : undefined}>
      <TableHead>
        <TableRow>{head}</TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  </TableContainer>
);

/** A column's header, on one line unless it may `wrap` (a figure table's, on a phone). */
const Head = ({
  children,
  align,
  wrap = false,
}: {
  children: ReactNode;
  align?: 'right';
  wrap?: boolean;
}) => (
  <TableCell component="th" scope="col" align={align} sx={wrap ? undefined : { whiteSpace: 'nowrap' }}>
    {children}
  </TableCell>
);

/** What a receivable and a payable have alike: the order it is for, its amount and when. */
type MoneyRow = Pick<
  ReceivableRow & PayableRow,
  'id' | 'orderId' | 'orderCode' | 'amount' | 'currency' | 'createdAt'
>;

/**
 * A money table's columns after the order, by field (the amount, in its currency, is the same for
 * every row type); the phone's lines show the amount beside the order and `phoneOrder` under them.
 */
interface MoneyColumns<Row> {
  desk: readonly string[];
  phoneOrder: readonly string[];
  values: Record<string, (row: Row) => string>;
}

/** The columns kept on one line: a date and time, an amount. */
const oneLine = new Set(['createdAt', 'amount']);

/** A money row on a phone: its order and amount, then what else it says. */
interface MoneyLine {
  key: number;
  orderId: number;
  orderCode: string;
  amount: string;
  details: readonly string[];
}

/**
 * A phone's receivables or payables as lines, not a table scrolling sideways in its box (issue 33):
 * the order (opening it) and the amount in its currency, then the rest, one row each.
 */
const MoneyLines = ({ label, lines }: { label: string; lines: readonly MoneyLine[] }) => (
  <List aria-label={label} disablePadding>
    {lines.map((line) => (
      <ListItem key={line.key} divider disableGutters>
        <ListItemText
          primary={
            <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
              <Link component={RouterLink} to={orderPath(line.orderId)}>
                {line.orderCode}
              </Link>
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {line.amount}
              </Box>
            </Box>
          }
          secondary={line.details.filter(Boolean).join(' · ')}
        />
      </ListItem>
    ))}
  </List>
);

/** Ten rows a page, its words in the interface language (react-admin's own). */
const Pager = ({ count, page, onPage }: { count: number; page: number; onPage: (page: number) => void }) => {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[pageSize]}
      onPageChange={(_event, next) => onPage(next)}
      labelDisplayedRows={({ from, to, count: total }) =>
        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })
      }
      getItemAriaLabel={(type) =>
        translate(type === 'next' ? 'ra.navigation.next' : 'ra.navigation.previous')
      }
    />
  );
};

/**
 * The payment report (resources/paymentReport.ts, the second menu's `report-payment`): over a range of
 * days, the orders' payments by status, type and wallet with what was received, refunded and the net
 * (each count opening the payments list so filtered); then the receivables, paid or unpaid, and the
 * payables, each row opening its order, with their totals per currency: amounts in different
 * currencies are never added together, and each is written in its own (src/kit/format.ts).
 */
const PaymentReport = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const translate = useTranslate();
  const format = useFormat();
  const formatters = useFormatters();
  const isPhone = useIsPhone();
  const { range, setRange } = useReportRange();
  const [paid, setPaid] = useState<'all' | 'paid' | 'unpaid'>('all');
  const [receivablePage, setReceivablePage] = useState(0);
  const [payablePage, setPayablePage] = useState(0);
  const summary = useDeclaredRead<PaymentSummary>(declaration.name, 'GetPaymentSummary', range);
  const receivables = useDeclaredRead<MoneyRows<ReceivableRow>>(declaration.name, 'GetReceivables', {
    ...range,
    ...(paid === 'all' ? {} : { paid: paid === 'paid' }),
    skip: receivablePage * pageSize,
    take: pageSize,
  });
  const payables = useDeclaredRead<MoneyRows<PayableRow>>(declaration.name, 'GetPayables', {
    ...range,
    skip: payablePage * pageSize,
    take: pageSize,
  });
  const field = (source: string) => translate(`resources.${declaration.name}.fields.${source}`);
  const text = (key: string, options?: Record<string, unknown>) =>
    translate(`kago.money.report.${key}`, options);
  const data = summary.data;
  // The reads that failed: the alert's button reads them again.
  const failed = [summary, receivables, payables].filter((read) => read.isError);
  const payments = (filter: Record<string, string>) =>
    listWithFilters(paymentDeclaration.name, {
      ...filter,
      ...(data ? { atFrom: data.dateFrom, atTo: data.dateTo } : {}),
    });
  const title = translate(`resources.${declaration.name}.name`, { smart_count: 1 });

  const figureTable = (
    label: string,
    figures: readonly (PaymentFigure & { name?: string })[],
    nameOf: (figure: PaymentFigure & { name?: string }) => string,
    filterOf: (figure: PaymentFigure) => Record<string, string>,
  ) => (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {label}
        </Typography>
        <MoneyTable
          label={label}
          dense
          head={
            <>
              <Head wrap>{label}</Head>
              <Head align="right" wrap>
                {field('count')}
              </Head>
              <Head align="right">{field('amount')}</Head>
            </>
          }
        >
          {figures.map((figure) => (
            <TableRow key={figure.key}>
              <TableCell component="th" scope="row">
                {nameOf(figure)}
              </TableCell>
              <TableCell align="right">
                {figure.count > 0 ? (
                  <Link
                    component={RouterLink}
                    to={payments(filterOf(figure))}
                    aria-label={text('paymentsOf', {
                      count: formatters.count(figure.count),
                      what: nameOf(figure),
                    })}
                  >
                    {formatters.count(figure.count)}
                  </Link>
                ) : (
                  formatters.count(0)
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {format.money(figure.amount, 'VND')}
              </TableCell>
            </TableRow>
          ))}
        </MoneyTable>
      </CardContent>
    </Card>
  );

  const currencyTotals = (totals: readonly (CurrencyTotal & { paid?: boolean })[]) =>
    totals.length === 0 ? (
      <Typography color="text.secondary">{text('none')}</Typography>
    ) : (
      <FigureGrid>
        {totals.map((total) => (
          <li key={`${String(total.paid)}-${total.currency}`}>
            <FigureCard
              label={
                total.paid === undefined
                  ? translate(`resources.${declaration.name}.choices.currency.${total.currency}`)
                  : `${text(total.paid ? 'paid' : 'unpaid')} · ${translate(
                      `resources.${declaration.name}.choices.currency.${total.currency}`,
                    )}`
              }
              value={format.money(total.amount, total.currency)}
              detail={`${field('count')}: ${formatters.count(total.count)}`}
            />
          </li>
        ))}
      </FigureGrid>
    );

  const orderCell = (orderId: number, orderCode: string) => (
    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
      <Link component={RouterLink} to={orderPath(orderId)}>
        {orderCode}
      </Link>
    </TableCell>
  );

  /**
   * Receivables or payables: their totals per currency, then a page of rows, each opening its order:
   * a table on a desk; on a phone lines, the order and its amount first, the columns' values under
   * them in `phoneOrder` (a table would scroll sideways in its box).
   */
  const moneyRows = <Row extends MoneyRow>(
    label: string,
    data: MoneyRows<Row> | undefined,
    columns: MoneyColumns<Row>,
    page: number,
    onPage: (page: number) => void,
  ) =>
    data && (
      <>
        {currencyTotals(data.totals)}
        {data.items.length > 0 && (
          <>
            {isPhone ? (
              <MoneyLines
                label={label}
                lines={data.items.map((row) => ({
                  key: row.id,
                  orderId: row.orderId,
                  orderCode: row.orderCode,
                  amount: format.money(row.amount, row.currency),
                  details: columns.phoneOrder.map((source) => columns.values[source](row)),
                }))}
              />
            ) : (
              <MoneyTable
                label={label}
                head={
                  <>
                    <Head>{field('orderCode')}</Head>
                    {columns.desk.map((source) => (
                      <Head key={source} align={source === 'amount' ? 'right' : undefined}>
                        {field(source)}
                      </Head>
                    ))}
                  </>
                }
              >
                {data.items.map((row) => (
                  <TableRow key={row.id}>
                    {orderCell(row.orderId, row.orderCode)}
                    {columns.desk.map((source) => (
                      <TableCell
                        key={source}
                        align={source === 'amount' ? 'right' : undefined}
                        sx={oneLine.has(source) ? { whiteSpace: 'nowrap' } : undefined}
                      >
                        {source === 'amount'
                          ? format.money(row.amount, row.currency)
                          : columns.values[source](row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </MoneyTable>
            )}
            <Pager count={data.total} page={page} onPage={onPage} />
          </>
        )}
      </>
    );

  const when = (row: MoneyRow) => formatters.moment(row.createdAt);
  const receivableColumns: MoneyColumns<ReceivableRow> = {
    desk: ['createdAt', 'customerCode', 'name', 'payGroup', 'amount', 'paid'],
    phoneOrder: ['paid', 'createdAt', 'name', 'payGroup', 'customerCode'],
    values: {
      createdAt: when,
      customerCode: (row) => row.customerCode ?? '',
      name: (row) => row.name,
      payGroup: (row) => (row.payGroup ? translate(`kago.orders.choices.payGroup.${row.payGroup}`) : ''),
      paid: (row) => text(row.paid ? 'paid' : 'unpaid'),
    },
  };
  const payableColumns: MoneyColumns<PayableRow> = {
    desk: ['createdAt', 'supplierName', 'payType', 'amount'],
    phoneOrder: ['createdAt', 'supplierName', 'payType'],
    values: {
      createdAt: when,
      supplierName: (row) => row.supplierName ?? '',
      payType: (row) => (row.payType ? translate(`kago.orders.choices.payType.${row.payType}`) : ''),
    },
  };

  return (
    <Stack spacing={3} sx={{ mt: 2, mb: 4, contain: 'inline-size' }}>
      <ScreenHeading title={title} />
      <DateRangeFields
        label={field('at')}
        range={{ dateFrom: data?.dateFrom ?? range.atFrom ?? '', dateTo: data?.dateTo ?? range.atTo ?? '' }}
        onChange={({ dateFrom, dateTo }) => {
          setReceivablePage(0);
          setPayablePage(0);
          setRange({ atFrom: dateFrom, atTo: dateTo });
        }}
      />
      {failed.length > 0 && (
        <RetryAlert
          retry={() => Promise.all(failed.map((read) => read.refetch()))}
          retryLabel={translate('kago.pages.reload')}
        >
          {text('loadFailed')}
        </RetryAlert>
      )}
      {(summary.isFetching || receivables.isFetching || payables.isFetching) && (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      )}

      {data && (
        <DashboardSection title={text('payments')}>
          <FigureGrid>
            {(['received', 'refunded', 'net'] as const).map((key) => (
              <li key={key}>
                <FigureCard label={text(key)} value={format.money(data[key], 'VND')} />
              </li>
            ))}
          </FigureGrid>
          {/* As many side by side as fit whole: three in a third of a 1280 px desk with the menu open
              were 120-176 px wider than their card (tests/e2e/fit.test.ts), two fit it. */}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 28rem), 1fr))',
            }}
          >
            {figureTable(
              text('byStatus'),
              data.byStatus,
              ({ key }) => translate(`resources.${declaration.name}.choices.status.${key}`),
              ({ key }) => ({ status: key }),
            )}
            {figureTable(
              text('byType'),
              data.byType,
              ({ key }) => translate(`resources.${declaration.name}.choices.type.${key}`),
              ({ key }) => ({ type: key }),
            )}
            {figureTable(
              text('byWallet'),
              data.byWallet,
              ({ key, name }) => name ?? key,
              ({ key }) => ({ wallet: key }),
            )}
          </Box>
        </DashboardSection>
      )}

      <DashboardSection
        title={text('receivables')}
        action={
          <ToggleButtonGroup
            size="small"
            exclusive
            value={paid}
            aria-label={field('paid')}
            onChange={(_event, value: typeof paid | null) => {
              if (value) {
                setPaid(value);
                setReceivablePage(0);
              }
            }}
          >
            {(['all', 'paid', 'unpaid'] as const).map((value) => (
              <ToggleButton key={value} value={value}>
                {text(value)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        }
      >
        {moneyRows(
          text('receivables'),
          receivables.data,
          receivableColumns,
          receivablePage,
          setReceivablePage,
        )}
      </DashboardSection>

      <DashboardSection title={text('payables')}>
        {moneyRows(text('payables'), payables.data, payableColumns, payablePage, setPayablePage)}
      </DashboardSection>
    </Stack>
  );
};

export default PaymentReport;
