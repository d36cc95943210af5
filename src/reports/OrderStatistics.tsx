import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { lazy, useMemo } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { ResourceDeclaration } from '../../resources';
import { isOrderSource, orderSourceKeys, type OrderStageKey } from '../../resources/orders/index';
import {
  statisticsGroups,
  statisticsPeriods,
  type OrderStatistics as Statistics,
  type StatisticsGroup,
  type StatisticsPeriod,
} from '../../resources/statistics';
import { ChartTable } from '../dashboard/ChartTable';
import { DashboardSection } from '../dashboard/DashboardSection';
import { figureLinks, type FigureLinks } from '../dashboard/dashboardLinks';
import { DateRangeFields } from '../dashboard/DateRangeFields';
import { FigureCard, FigureGrid } from '../dashboard/FigureCard';
import { useFormatters } from '../dashboard/useFormatters';
import { useDeclaredRead } from '../generators/useDeclaredRead';
import { intlLocales } from '../kit/format';
import { RetryAlert } from '../kit/RetryAlert';
import { ScreenHeading } from '../kit/ScreenHeading';
import { useFormat } from '../kit/useFormat';
import { LazyBoundary } from '../shell/LazyBoundary';

const StatisticsChart = lazy(() => import('./StatisticsChart'));

/** What the screen is asked for, kept in the address the react-admin way (`?filter={...}`). */
interface StatisticsFilter {
  orderDateFrom?: string;
  orderDateTo?: string;
  period?: StatisticsPeriod;
  groupBy?: StatisticsGroup;
  source?: string;
}

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((candidate) => candidate === value);

/** The filter of the address, each value kept only when it is one the server takes. */
const useStatisticsFilter = () => {
  const [params, setParams] = useSearchParams();
  const text = params.get('filter');
  const filter = useMemo((): StatisticsFilter => {
    let given: Record<string, unknown> = {};
    try {
      given = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      given = {};
    }
    return {
      ...(isDay(given.orderDateFrom) ? { orderDateFrom: given.orderDateFrom } : {}),
      ...(isDay(given.orderDateTo) ? { orderDateTo: given.orderDateTo } : {}),
      period: oneOf(statisticsPeriods, given.period) ?? 'day',
      groupBy: oneOf(statisticsGroups, given.groupBy) ?? 'source',
      ...(typeof given.source === 'string' && isOrderSource(given.source) ? { source: given.source } : {}),
    };
  }, [text]);
  // What the address holds is text, read back above as the server takes it.
  const change = (next: Partial<Record<keyof StatisticsFilter, string>>) =>
    setParams({ filter: JSON.stringify({ ...filter, ...next }) }, { replace: true });
  return { filter, change };
};

/** A period's name by its length: a day, a week from its Monday, a month. */
const usePeriodName = (period: StatisticsPeriod) => {
  const format = useFormatters();
  const { locale } = useFormat();
  return useMemo(() => {
    const month = new Intl.DateTimeFormat(intlLocales[locale], {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return {
      long: ({ dateFrom, dateTo }: { dateFrom: string; dateTo: string }) =>
        period === 'day'
          ? format.day(dateFrom)
          : period === 'month'
            ? month.format(new Date(`${dateFrom}T00:00:00Z`))
            : `${format.day(dateFrom)} – ${format.day(dateTo)}`,
      short: ({ dateFrom }: { dateFrom: string }) =>
        period === 'month' ? month.format(new Date(`${dateFrom}T00:00:00Z`)) : format.shortDay(dateFrom),
    };
  }, [format, locale, period]);
};

const rolesOf = (permissions: unknown): string[] =>
  Array.isArray(permissions) ? permissions.filter((role): role is string => typeof role === 'string') : [];

/** The order list a group's figure counts: a source's orders, or a stage's (of the chosen source). */
const groupLink = (links: FigureLinks, groupBy: StatisticsGroup, group: string, source?: string) => {
  const chosen = source && isOrderSource(source) ? source : undefined;
  if (groupBy === 'source') return isOrderSource(group) ? links.source(group) : undefined;
  const stage = group as OrderStageKey;
  return chosen ? links.stageAndSource(stage, chosen) : links.stage(stage);
};

/** A count that opens the orders it counts, named for a screen reader by what it counts. */
const CountLink = ({ to, label, children }: { to?: string; label: string; children: string }) =>
  to ? (
    <Link component={RouterLink} to={to} aria-label={label}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );

/** The statistics' declared choices (resources/statistics.ts), each with its select's least width. */
const declaredChoices = [
  ['period', statisticsPeriods, 120],
  ['groupBy', statisticsGroups, 140],
] as const;

/** One of the screen's choices: a select of its values by their labels. */
const ChoiceSelect = ({
  label,
  value,
  minWidth,
  options,
  onChange,
}: {
  label: string;
  value: string;
  minWidth: number;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    sx={{ minWidth }}
  >
    {options.map((option) => (
      <MenuItem key={option.value} value={option.value}>
        {option.label}
      </MenuItem>
    ))}
  </TextField>
);

/**
 * The statistics screen (resources/statistics.ts, the second menu's `statistics` and `reports`):
 * orders and their service fees per day, week or month of the range, split by source or by stage;
 * each chart (loaded on its own, the dashboard's chart library) with its table beside it, and every
 * count opening the order list that counts the same orders (src/dashboard/dashboardLinks.ts).
 */
const OrderStatistics = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const translate = useTranslate();
  const format = useFormatters();
  const { permissions } = usePermissions();
  const roles = rolesOf(permissions);
  const { filter, change } = useStatisticsFilter();
  const period = filter.period ?? 'day';
  const groupBy = filter.groupBy ?? 'source';
  const names = usePeriodName(period);
  const statistics = useDeclaredRead<Statistics>(declaration.name, 'GetOrderStatistics', { ...filter });
  const data = statistics.data;
  const label = (source: string) => translate(`resources.${declaration.name}.fields.${source}`);
  const choice = (source: string, value: string) =>
    translate(`resources.${declaration.name}.choices.${source}.${value}`);
  const groupName = (group: string) =>
    translate(groupBy === 'source' ? `kago.orderSource.${group}` : `kago.orderStage.${group}`);
  const periodWord = choice('period', period).toLocaleLowerCase();
  const groupWord = choice('groupBy', groupBy).toLocaleLowerCase();
  const rangeLinks = (range: { dateFrom: string; dateTo: string }) => figureLinks(range, roles);
  const title =
    groupBy === 'stage'
      ? translate('kago.statistics.reportsTitle')
      : translate(`resources.${declaration.name}.name`, { smart_count: 2 });
  const whole = data ? rangeLinks(data) : undefined;
  const figureColumns = (['count', 'serviceFee'] as const).map((key) => ({ key, label: label(key) }));

  return (
    <Stack spacing={3} sx={{ mt: 2, mb: 4, contain: 'inline-size' }}>
      <ScreenHeading title={title} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap flexWrap="wrap">
        <DateRangeFields
          range={{
            dateFrom: data?.dateFrom ?? filter.orderDateFrom ?? '',
            dateTo: data?.dateTo ?? filter.orderDateTo ?? '',
          }}
          onChange={({ dateFrom, dateTo }) => change({ orderDateFrom: dateFrom, orderDateTo: dateTo })}
        />
        {declaredChoices.map(([source, values, minWidth]) => (
          <ChoiceSelect
            key={source}
            label={label(source)}
            value={{ period, groupBy }[source]}
            minWidth={minWidth}
            options={values.map((value) => ({ value, label: choice(source, value) }))}
            onChange={(value) => change({ [source]: value })}
          />
        ))}
        <ChoiceSelect
          label={label('source')}
          value={filter.source ?? ''}
          minWidth={160}
          options={[
            { value: '', label: translate('kago.statistics.allSources') },
            ...orderSourceKeys.map((value) => ({ value, label: translate(`kago.orderSource.${value}`) })),
          ]}
          onChange={(value) => change({ source: value || undefined })}
        />
      </Stack>

      {statistics.isError && (
        <RetryAlert retry={statistics.refetch} retryLabel={translate('kago.pages.reload')}>
          {translate('kago.statistics.loadFailed')}
        </RetryAlert>
      )}
      {statistics.isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}

      {data && whole && (
        <>
          <FigureGrid>
            <li>
              <FigureCard
                label={label('count')}
                value={format.count(data.count)}
                to={whole.all(filter.source && isOrderSource(filter.source) ? filter.source : undefined)}
              />
            </li>
            <li>
              <FigureCard label={label('serviceFee')} value={format.dong(data.serviceFee)} />
            </li>
          </FigureGrid>

          <DashboardSection title={translate('kago.statistics.ordersChart', { period: periodWord })}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
              <LazyBoundary onlyChunkErrors>
                <StatisticsChart
                  statistics={data}
                  labels={data.periods.map((each) => names.short(each))}
                  groupName={groupName}
                  title={translate('kago.statistics.ordersChart', { period: periodWord })}
                  description={translate('kago.statistics.chartDescription', { groupBy: groupWord })}
                />
              </LazyBoundary>
              <ChartTable
                label={translate('kago.statistics.ordersChart', { period: periodWord })}
                corner={translate('kago.statistics.period')}
                columns={figureColumns}
                maxHeight={420}
                oneLineNames
                rows={data.periods.map((each) => {
                  const name = names.long(each);
                  const chosen = filter.source && isOrderSource(filter.source) ? filter.source : undefined;
                  return {
                    key: each.dateFrom,
                    label: name,
                    cells: [
                      <CountLink
                        key="count"
                        to={each.count > 0 ? rangeLinks(each).all(chosen) : undefined}
                        label={translate('kago.statistics.cellLink', {
                          count: format.count(each.count),
                          group: chosen ? groupName(chosen) : translate('kago.statistics.allSources'),
                          range: name,
                        })}
                      >
                        {format.count(each.count)}
                      </CountLink>,
                      format.dong(each.serviceFee),
                    ],
                  };
                })}
              />
            </Box>
          </DashboardSection>

          <DashboardSection title={translate('kago.statistics.byGroup', { groupBy: groupWord })}>
            <ChartTable
              label={translate('kago.statistics.byGroup', { groupBy: groupWord })}
              corner={choice('groupBy', groupBy)}
              columns={figureColumns}
              rows={data.totals.map((cell) => ({
                key: cell.group,
                label: groupName(cell.group),
                cells: [
                  <CountLink
                    key="count"
                    to={cell.count > 0 ? groupLink(whole, groupBy, cell.group, filter.source) : undefined}
                    label={translate('kago.statistics.cellLink', {
                      count: format.count(cell.count),
                      group: groupName(cell.group),
                      range: `${format.day(data.dateFrom)} – ${format.day(data.dateTo)}`,
                    })}
                  >
                    {format.count(cell.count)}
                  </CountLink>,
                  format.dong(cell.serviceFee),
                ],
              }))}
              footer={{
                key: 'total',
                label: translate('kago.statistics.total'),
                cells: [format.count(data.count), format.dong(data.serviceFee)],
              }}
            />
          </DashboardSection>
        </>
      )}
    </Stack>
  );
};

export default OrderStatistics;
