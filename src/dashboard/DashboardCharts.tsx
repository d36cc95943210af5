import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { DashboardFigures } from '../../dataProvider/dashboard';
import { orderSources } from '../../resources/orders/index';
import { ChartFigure, chartHeight } from './ChartFigure';
import { sourceColours } from './chartColours';
import { useFormatters } from './useFormatters';

/**
 * The dashboard's charts (@mui/x-charts): its own lazily loaded chunk, so the figures never wait for
 * the chart library. Orders per stage stacked by source; purchases per day of the range.
 */
const DashboardCharts = ({ figures }: { figures: DashboardFigures }) => {
  const translate = useTranslate();
  const format = useFormatters();
  const countOf = (stage: string, source: string) =>
    figures.byStageAndSource.find((cell) => cell.stage === stage && cell.source === source)?.count ?? 0;
  const stageLabels = figures.byStage.map(({ stage }) => translate(`kago.orderStage.${stage}`));
  const purchaseDays = figures.purchasesByDay.map(({ date }) => format.shortDay(date));
  return (
    <>
      <ChartFigure
        title={translate('kago.dashboard.byStageAndSource')}
        description={translate('kago.dashboard.stageChartDescription')}
      >
        <BarChart
          height={chartHeight}
          xAxis={[{ scaleType: 'band', data: stageLabels, tickLabelStyle: { fontSize: 11 } }]}
          series={orderSources.map(({ key }) => ({
            label: translate(`kago.orderSource.${key}`),
            stack: 'orders',
            color: sourceColours[key],
            data: figures.byStage.map(({ stage }) => countOf(stage, key)),
          }))}
        />
      </ChartFigure>
      <ChartFigure
        title={translate('kago.dashboard.purchasesByDay')}
        description={translate('kago.dashboard.purchaseChartDescription')}
        alternative={
          <TableContainer
            tabIndex={0}
            role="region"
            aria-label={translate('kago.dashboard.purchasesByDay')}
            sx={{ maxHeight: 320 }}
          >
            <Table size="small" stickyHeader aria-label={translate('kago.dashboard.purchasesByDay')}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {translate('kago.dashboard.date')}
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    {translate('kago.dashboard.purchaseCount')}
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    {translate('kago.dashboard.purchaseAmount')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {figures.purchasesByDay.map(({ date, count, amount }) => (
                  <TableRow key={date}>
                    <TableCell component="th" scope="row">
                      {format.day(date)}
                    </TableCell>
                    <TableCell align="right">{format.count(count)}</TableCell>
                    <TableCell align="right">{format.dong(amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        }
      >
        <LineChart
          height={chartHeight}
          xAxis={[{ scaleType: 'point', data: purchaseDays }]}
          series={[
            {
              label: translate('kago.dashboard.purchaseCount'),
              data: figures.purchasesByDay.map(({ count }) => count),
              showMark: figures.purchasesByDay.length <= 31,
            },
          ]}
        />
      </ChartFigure>
    </>
  );
};

export default DashboardCharts;
