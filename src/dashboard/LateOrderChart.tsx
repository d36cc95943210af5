import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { LateReportCounts } from '../../contract/reports';
import { isOrderStatus, orderSources, orderStages, stageOfStatus } from '../../resources/orders/index';
import { ChartFigure, chartHeight } from './ChartFigure';
import { useFormatters } from './useFormatters';

/**
 * Late orders (each once, whichever reports list it) per source, stacked by stage, in the
 * dashboard's chart library, with the same figures as a table behind its toggle.
 */
const LateOrderChart = ({ counts }: { counts: LateReportCounts }) => {
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
  return (
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
          data: sources.map(({ key: source }) => countOf(source, stage)),
        }))}
      />
    </ChartFigure>
  );
};

export default LateOrderChart;
