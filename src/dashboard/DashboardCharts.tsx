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
        table={{
          corner: translate('kago.dashboard.date'),
          columns: (['purchaseCount', 'purchaseAmount'] as const).map((key) => ({
            key,
            label: translate(`kago.dashboard.${key}`),
          })),
          rows: figures.purchasesByDay.map(({ date, count, amount }) => ({
            key: date,
            label: format.day(date),
            cells: [format.count(count), format.dong(amount)],
          })),
          maxHeight: 320,
        }}
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
