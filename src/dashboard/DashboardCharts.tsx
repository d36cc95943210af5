import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { DashboardFigures } from '../../dataProvider/dashboard';
import { orderSources } from '../../resources/orders/index';
import { useFormatters } from './useFormatters';

const chartHeight = 320;

/** A chart with its title and description, named by them for assistive technology. */
const ChartFigure = ({
  title,
  description,
  children,
  alternative,
}: {
  title: string;
  description: string;
  children: ReactNode;
  /** The same figures as text, behind a toggle. */
  alternative?: ReactNode;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const descriptionId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <Card
      variant="outlined"
      component="figure"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      sx={{ m: 0 }}
    >
      <CardContent>
        <Typography variant="subtitle1" component="h3" id={titleId}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" id={descriptionId}>
          {description}
        </Typography>
        {/* The drawing says nothing a screen reader can use: the caption and the table do. */}
        <div aria-hidden="true">{children}</div>
        {alternative && (
          <>
            <Button
              size="small"
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable((shown) => !shown)}
            >
              {translate(showTable ? 'kago.dashboard.showChart' : 'kago.dashboard.showTable')}
            </Button>
            <div id={tableId} hidden={!showTable}>
              {alternative}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
};

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
