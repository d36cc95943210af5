import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { ImageThumbnails } from '../generators/ImageThumbnails';

/**
 * The parts the package screens' own tabs are made of (src/packages/OrderPackageShow.tsx,
 * ReleaseNoteShow.tsx): a tab with nothing to show says so, a tab of rows is a small table, and the
 * photos tab shows the record's photos.
 */
export const Empty = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return <Typography sx={{ py: 2 }}>{translate(message)}</Typography>;
};

/**
 * Rows as a small table named `label`: a column a key of `cells`, headed by its label
 * `${labels}.${column}`, each cell what `cells[column]` draws of the row.
 */
export const RowsTable = <Row extends { id: number }, Column extends string>({
  label,
  labels,
  rows,
  cells,
}: {
  label: string;
  labels: string;
  rows: readonly Row[];
  cells: Readonly<Record<Column, (row: Row) => ReactNode>>;
}) => {
  const translate = useTranslate();
  const columns = Object.keys(cells) as Column[];
  return (
    <Table size="small" aria-label={translate(label)}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column}>{translate(`${labels}.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            {columns.map((column) => (
              <TableCell key={column}>{cells[column](row)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** The record's photos (its `photos` field), named by the field's label and the record's code. */
export const RecordPhotos = ({ resource, empty }: { resource: string; empty: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.photos) return <Empty message={empty} />;
  return (
    <ImageThumbnails
      value={record.photos as string}
      alt={`${translate(`resources.${resource}.fields.photos`)} ${String(record.code)}`}
    />
  );
};
