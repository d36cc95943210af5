import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { OrderStatistics } from '../../resources/statistics';
import { ChartFigure, chartHeight } from '../dashboard/ChartFigure';
import { groupColour } from '../dashboard/chartColours';
import { useFormatters } from '../dashboard/useFormatters';

/**
 * The statistics' charts (@mui/x-charts, the dashboard's library, in a chunk of their own): the
 * orders of each period stacked by group, then their service fees in dong, a colour per group.
 */
const StatisticsChart = ({
  statistics,
  labels,
  groupName,
  title,
  description,
}: {
  statistics: OrderStatistics;
  /** Each period's short name, in the periods' order. */
  labels: string[];
  groupName: (group: string) => string;
  title: string;
  description: string;
}) => {
  const translate = useTranslate();
  const format = useFormatters();
  const seriesOf = (measure: 'count' | 'serviceFee') =>
    statistics.groups.map((group, index) => ({
      label: groupName(group),
      stack: measure,
      color: groupColour(group),
      data: statistics.periods.map((each) => each.cells[index]?.[measure] ?? 0),
      ...(measure === 'serviceFee'
        ? { valueFormatter: (value: number | null) => format.dong(value ?? 0) }
        : {}),
    }));
  const xAxis = [{ scaleType: 'band' as const, data: labels, tickLabelStyle: { fontSize: 11 } }];
  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      <ChartFigure title={title} description={description}>
        <BarChart height={chartHeight} xAxis={xAxis} series={seriesOf('count')} />
      </ChartFigure>
      <ChartFigure title={translate('resources.statistics.fields.serviceFee')} description={description}>
        <BarChart
          height={chartHeight}
          xAxis={xAxis}
          yAxis={[{ width: 72, valueFormatter: (value: number) => format.count(value) }]}
          series={seriesOf('serviceFee')}
        />
      </ChartFigure>
    </div>
  );
};

export default StatisticsChart;
