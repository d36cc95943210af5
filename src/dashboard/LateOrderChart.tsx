import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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
          alternative={
            <TableContainer tabIndex={0} role="region" aria-label={trendTitle} sx={{ maxHeight: 320 }}>
              <Table size="small" stickyHeader aria-label={trendTitle}>
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col">
                      {translate('kago.dashboard.date')}
                    </TableCell>
                    {counts.reports.map(({ name }) => (
                      <TableCell key={name} component="th" scope="col" align="right">
                        {reportName(name)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {days.map((day) => (
                    <TableRow key={day}>
                      <TableCell component="th" scope="row">
                        {format.day(day)}
                      </TableCell>
                      {counts.reports.map(({ name, byLateDay }) => (
                        <TableCell key={name} align="right">
                          {format.count(alreadyLate(byLateDay, day))}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          }
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
        alternative={
          <TableContainer tabIndex={0} role="region" aria-label={title}>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {translate('kago.dashboard.source')}
                  </TableCell>
                  {stages.map(({ key }) => (
                    <TableCell key={key} component="th" scope="col" align="right">
                      {translate(`kago.orderStage.${key}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {sources.map(({ key: source }) => (
                  <TableRow key={source}>
                    <TableCell component="th" scope="row">
                      {translate(`kago.orderSource.${source}`)}
                    </TableCell>
                    {stages.map(({ key: stage }) => (
                      <TableCell key={stage} align="right">
                        {format.count(countOf(source, stage))}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        }
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
