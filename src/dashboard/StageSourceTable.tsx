import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardFigures } from '../../dataProvider/dashboard';
import { orderSources } from '../../resources/orders/index';
import { visuallyHidden } from '../kit/visuallyHidden';
import type { FigureLinks } from './dashboardLinks';
import { DashboardSection } from './DashboardSection';
import { useFormatters } from './useFormatters';

/**
 * What a count in the table counts, for a link read out of the table's context (a screen reader's
 * list of links): said, not shown, since the headers show it.
 */
const ListContext = ({ children }: { children: string }) => (
  <Box component="span" sx={visuallyHidden}>
    {` (${children})`}
  </Box>
);

/** The stage column stays in view while the table scrolls sideways (a phone). */
const stageColumn = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  minWidth: '8rem',
  bgcolor: 'background.paper',
} as const;

/**
 * Stages down, sources across: each count opens the family screen of that stage and source (the
 * text alternative of the stacked bar chart, too).
 */
export const StageSourceTable = ({ figures, links }: { figures: DashboardFigures; links: FigureLinks }) => {
  const translate = useTranslate();
  const format = useFormatters();
  const countOf = (stage: string, source: string) =>
    figures.byStageAndSource.find((cell) => cell.stage === stage && cell.source === source)?.count ?? 0;
  const sourceLabel = (source: string) => translate(`kago.orderSource.${source}`);
  const title = translate('kago.dashboard.byStageAndSource');
  return (
    <DashboardSection title={title}>
      {/* Scrolls sideways on a phone, its stages in view; focusable so a keyboard can scroll it too. */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={title}
        // The said-not-shown texts are positioned: they must stay inside the scrolling box.
        sx={{ position: 'relative' }}
      >
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" sx={stageColumn}>
                {translate('kago.dashboard.stage')}
              </TableCell>
              {orderSources.map(({ key }) => (
                <TableCell key={key} component="th" scope="col" align="right">
                  {sourceLabel(key)}
                </TableCell>
              ))}
              <TableCell component="th" scope="col" align="right">
                {translate('kago.dashboard.total')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {figures.byStage.map(({ stage, count }) => {
              const stageLabel = translate(`kago.orderStage.${stage}`);
              const stageLink = links.stage(stage);
              return (
                <TableRow key={stage}>
                  <TableCell component="th" scope="row" sx={stageColumn}>
                    {stageLabel}
                  </TableCell>
                  {orderSources.map(({ key }) => {
                    const cellCount = format.count(countOf(stage, key));
                    const to = links.stageAndSource(stage, key);
                    return (
                      <TableCell key={key} align="right">
                        {to ? (
                          <Link component={RouterLink} to={to}>
                            {cellCount}
                            <ListContext>
                              {translate('kago.dashboard.cell', {
                                stage: stageLabel,
                                source: sourceLabel(key),
                              })}
                            </ListContext>
                          </Link>
                        ) : (
                          cellCount
                        )}
                      </TableCell>
                    );
                  })}
                  <TableCell align="right">
                    {stageLink ? (
                      <Link component={RouterLink} to={stageLink}>
                        {format.count(count)}
                        <ListContext>{stageLabel}</ListContext>
                      </Link>
                    ) : (
                      format.count(count)
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </DashboardSection>
  );
};
