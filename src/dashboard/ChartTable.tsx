import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

interface FigureRow {
  key: string;
  label: string;
  /** One per column. */
  cells: readonly ReactNode[];
}

export interface ChartTableProps {
  /** Names the table and its scrolling region (a chart's title). */
  label: string;
  /** The heading of the row names' column (a date, a source). */
  corner: string;
  /** The figures' columns, right-aligned, never broken across lines. */
  columns: readonly { key: string; label: string }[];
  rows: readonly FigureRow[];
  /** A last row of totals. */
  footer?: FigureRow;
  /** A long table scrolls within this height, its header kept in view. */
  maxHeight?: number;
  /** Row names kept on one line (a period's dates). */
  oneLineNames?: boolean;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * Figures as a table, a chart's (ChartFigure's toggle) or a screen's own (the statistics'): one row
 * per point, bar or group, named in its first cell, then its figures. Focusable, so a keyboard can
 * scroll it.
 */
export const ChartTable = ({
  label,
  corner,
  columns,
  rows,
  footer,
  maxHeight,
  oneLineNames = false,
}: ChartTableProps) => {
  const row = ({ key, label: name, cells }: FigureRow) => (
    <TableRow key={key}>
      <TableCell component="th" scope="row" sx={oneLineNames ? nowrap : undefined}>
        {name}
      </TableCell>
      {cells.map((cell, index) => (
        <TableCell key={columns[index]?.key ?? index} align="right" sx={nowrap}>
          {cell}
        </TableCell>
      ))}
    </TableRow>
  );
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={maxHeight === undefined ? undefined : { maxHeight }}
    >
      <Table size="small" stickyHeader={maxHeight !== undefined} aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {corner}
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column.key} component="th" scope="col" align="right">
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{rows.map(row)}</TableBody>
        {footer && <TableFooter>{row(footer)}</TableFooter>}
      </Table>
    </TableContainer>
  );
};
