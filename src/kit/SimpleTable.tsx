import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface SimpleColumn<T> {
  /** Translation key of the header. */
  label: string;
  render: (row: T) => ReactNode;
  align?: 'right';
}

/**
 * A small read-only table of rows the API answers whole (a customer's levels, histories and
 * notifications, a package's orders and events, a release note's packages).
 */
export const SimpleTable = <T extends { id: number | string }>({
  rows,
  columns,
  label,
  empty,
}: {
  rows: readonly T[];
  columns: readonly SimpleColumn<T>[];
  /** Translation key naming the table for screen readers. */
  label: string;
  /** Translation key said when there is no row. */
  empty: string;
}) => {
  const translate = useTranslate();
  if (rows.length === 0) return <Typography variant="body2">{translate(empty)}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={translate(label)}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                {translate(column.label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
