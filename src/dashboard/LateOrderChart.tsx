import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { LateReportCounts } from '../../contract/reports';
import type { DateRange } from '../../dataProvider/dashboard';
import { isOrderStatus, orderSources, orderStages, stageOfStatus } from '../../resources/orders/index';
import { ChartFigure, chartHeight } from './ChartFigure';
import { stageColours } from './chartColours';
import { alreadyLate } from './lateTrend';
import { useFormatters } from './useFormatters';

const dayMs = 24 * 60 * 60 * 1000;

/** Every day of the range, both ends included (UTC calendar days, as the server counts them). */
const daysOf = ({ dateFrom, dateTo }: DateRange) => {
  const days: string[] = [];
  for (
    let time = Date.parse(`${dateFrom}T00:00:00Z`);
    time <= Date.parse(`${dateTo}T00:00:00Z`);
    time += dayMs
  )
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
};

/**
 * The trend of each report over the dashboard's range (of the orders late now, those already late on
 * each day), then the late orders (each once, whichever reports list it) per source, stacked by
 * stage: the dashboard's chart library, each with the same figures as a table behind its toggle.
 */
const LateOrderChart = ({ counts, range }: { counts: LateReportCounts; range?: DateRange }) => {
  const translate = useTranslate();
  const format = useFormatters();
  const stageOf = (status: string) => (isOrderStatus(status) ? stageOfStatus(status).key : undefined);
  const countOf = (source: string, stage: string) =>
    counts.lateOrders
      .filter((cell) => cell.source === source && stageOf(cell.status) === stage)
      .reduce((sum, cell) => sum + cell.count, 0);
  const sources = orderSources.filter(({ key }) => counts.lateOrders.some((cell) => cell.source === key));
  const stages = orderStages.filter(({ key }) =>
    counts.lateOrders.some((cell) => stageOf(cell.status) === key),
  );
  const title = translate('kago.reports.lateBySourceAndStage');
  const days = range ? daysOf(range) : [];
  const trendTitle = translate('kago.reports.lateTrend');
  const reportName = (name: string) => translate(`resources.${name}.name`, { smart_count: 2 });
  return (
    <>
      {days.length > 0 && (
        <ChartFigure
          title={trendTitle}
          description={translate('kago.reports.lateTrendDescription')}
          table={{
            corner: translate('kago.dashboard.date'),
            columns: counts.reports.map(({ name }) => ({ key: name, label: reportName(name) })),
            rows: days.map((day) => ({
              key: day,
              label: format.day(day),
              cells: counts.reports.map(({ byLateDay }) => format.count(alreadyLate(byLateDay, day))),
            })),
            maxHeight: 320,
          }}
        >
          <LineChart
            height={chartHeight}
            xAxis={[{ scaleType: 'point', data: days.map((day) => format.shortDay(day)) }]}
            series={counts.reports.map(({ name, byLateDay }) => ({
              label: reportName(name),
              data: days.map((day) => alreadyLate(byLateDay, day)),
              showMark: days.length <= 31,
            }))}
          />
        </ChartFigure>
      )}
      <ChartFigure
        title={title}
        description={translate('kago.reports.lateChartDescription')}
        table={{
          corner: translate('kago.dashboard.source'),
          columns: stages.map(({ key }) => ({ key, label: translate(`kago.orderStage.${key}`) })),
          rows: sources.map(({ key: source }) => ({
            key: source,
            label: translate(`kago.orderSource.${source}`),
            cells: stages.map(({ key: stage }) => format.count(countOf(source, stage))),
          })),
        }}
      >
        <BarChart
          height={chartHeight}
          xAxis={[
            {
              scaleType: 'band',
              data: sources.map(({ key }) => translate(`kago.orderSource.${key}`)),
              tickLabelStyle: { fontSize: 11 },
            },
          ]}
          series={stages.map(({ key: stage }) => ({
            label: translate(`kago.orderStage.${stage}`),
            stack: 'late',
            color: stageColours[stage],
            data: sources.map(({ key: source }) => countOf(source, stage)),
          }))}
        />
      </ChartFigure>
    </>
  );
};

export default LateOrderChart;
