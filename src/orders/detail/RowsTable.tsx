import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldDeclaration } from '../../../resources/types';
import { QueryState, type ReadResult } from '../../kit/QueryState';
import { listOf, type OrderRow } from './orderRecord';
import { OrderValue } from './OrderValue';

/** A column that is no field of the rows: what the tab draws from a row itself (an event's changes). */
export interface DrawnColumn<Row> {
  source: string;
  draw: (row: Row) => ReactNode;
}

interface RowsTableProps<Row> {
  /** Names the table for assistive technology. */
  label: string;
  rows: readonly Row[];
  /** The rows' declared fields it shows (resources/orders/orderFields.ts), in order. */
  columns: readonly (FieldDeclaration | DrawnColumn<Row>)[];
  /** Buttons of one row (edit, remove...), in a last column. */
  rowActions?: (row: Row) => ReactNode;
}

/** The rows of one of an order's lists (packages, receivables...), each value by its declared type. */
export const RowsTable = <Row extends Record<string, unknown>>({
  label,
  rows,
  columns,
  rowActions,
}: RowsTableProps<Row>) => {
  const translate = useTranslate();
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        {translate('kago.orderDetail.empty')}
      </Typography>
    );
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map(({ source }) => (
              <TableCell key={source}>{translate(`kago.orders.fields.${source}`)}</TableCell>
            ))}
            {rowActions ? <TableCell>{translate('kago.orderDetail.rowActions')}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={String(row.id ?? index)}>
              {columns.map((column) => (
                <TableCell key={column.source}>
                  {'draw' in column ? (
                    column.draw(row)
                  ) : (
                    <OrderValue
                      field={column}
                      value={row[column.source]}
                      record={row}
                      owner={String(row.productName ?? row.code ?? row.name ?? '')}
                    />
                  )}
                </TableCell>
              ))}
              {rowActions ? <TableCell>{rowActions(row)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/**
 * The rows a read answers (the order's sellers, its services, the offices), as a table once read;
 * `rowsOf` keeps those the tab shows. Its label is the section's (`labelKey`).
 */
export const ReadRowsTable = ({
  read,
  labelKey,
  columns,
  rowsOf = (rows) => rows,
}: {
  read: ReadResult<unknown>;
  labelKey: string;
  columns: readonly FieldDeclaration[];
  rowsOf?: (rows: OrderRow[]) => OrderRow[];
}) => {
  const translate = useTranslate();
  return (
    <QueryState query={read}>
      {(data) => <RowsTable label={translate(labelKey)} rows={rowsOf(listOf(data))} columns={columns} />}
    </QueryState>
  );
};
