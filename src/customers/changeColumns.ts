import type { Change } from '../../dataProvider/customers';
import type { SimpleColumn } from '../kit/SimpleTable';
import { useDateTimeFormat } from './formatting';

/**
 * The columns of a customer's change history (its levels, its supporters), labelled
 * `kago.customers.changes.<column>`: what a change went from and to (an empty end is a dash), who
 * made it and when. Each tab puts its own columns among them.
 */
export const useChangeColumns = <Row extends Change>(
  ends: (row: Row) => [from: string | null, to: string | null],
) => {
  const dateTime = useDateTimeFormat();
  const label = (column: string) => `kago.customers.changes.${column}`;
  return {
    from: { label: label('from'), render: (row: Row) => ends(row)[0] ?? '—' },
    to: { label: label('to'), render: (row: Row) => ends(row)[1] ?? '—' },
    changedBy: { label: label('changedBy'), render: (row: Row) => row.changedBy },
    changedAt: { label: label('changedAt'), render: (row: Row) => dateTime(row.changedAt) },
  } satisfies Record<string, SimpleColumn<Row>>;
};
