import type { ReactNode } from 'react';
import { useTranslate, type RaRecord, type TranslateFunction } from 'react-admin';
import type { ResourceDeclaration } from '../../resources';
import { SimpleTable } from '../kit/SimpleTable';
import { useRecordRead } from './useRecordRead';

/**
 * The rows one of the shown record's declared read actions answers (useRecordRead: a package's
 * orders, a note's packages) as a SimpleTable, once they have come; nothing before. Its words are
 * the tab's: under `labels` (`kago.orderPackages`), the table is named `tabs.<action>`, each column
 * `<action>.<key>`, and an empty answer says `<action>.empty`.
 */
export const RecordReadTable = <T extends { id: number | string }>({
  declaration,
  action,
  inputsOf,
  labels,
  columns,
}: {
  declaration: ResourceDeclaration;
  action: string;
  /** The action's inputs drawn from the record, where its call is keyed otherwise (useRecordRead). */
  inputsOf?: (record: RaRecord) => Record<string, unknown>;
  labels: string;
  /** Each column's cell, by the key its header's label is named by, in order; it may translate. */
  columns: Readonly<Record<string, (row: T, translate: TranslateFunction) => ReactNode>>;
}) => {
  const translate = useTranslate();
  const { data } = useRecordRead<T[]>(declaration, action, inputsOf);
  if (!data) return null;
  return (
    <SimpleTable
      rows={data}
      columns={Object.entries(columns).map(([key, cell]) => ({
        label: `${labels}.${action}.${key}`,
        render: (row: T) => cell(row, translate),
      }))}
      label={`${labels}.tabs.${action}`}
      empty={`${labels}.${action}.empty`}
    />
  );
};
