import type { RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import { SimpleTable, type SimpleColumn } from '../kit/SimpleTable';
import { useRecordRead } from './useRecordRead';

/**
 * The rows one of the shown record's declared read actions answers (useRecordRead: a package's
 * orders, a note's packages) as a SimpleTable, once they have come; nothing before.
 */
export const RecordReadTable = <T extends { id: number | string }>({
  declaration,
  action,
  inputsOf,
  ...table
}: {
  declaration: ResourceDeclaration;
  action: string;
  /** The action's inputs drawn from the record, where its call is keyed otherwise (useRecordRead). */
  inputsOf?: (record: RaRecord) => Record<string, unknown>;
  columns: readonly SimpleColumn<T>[];
  /** Translation key naming the table for screen readers. */
  label: string;
  /** Translation key said when there is no row. */
  empty: string;
}) => {
  const { data } = useRecordRead<T[]>(declaration, action, inputsOf);
  return data ? <SimpleTable rows={data} {...table} /> : null;
};
