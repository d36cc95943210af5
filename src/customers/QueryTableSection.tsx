import { QueryState, type ReadResult } from '../kit/QueryState';
import { SimpleTable, type SimpleColumn } from '../kit/SimpleTable';
import { SectionTitle } from './Facts';

/** A titled section of the rows a read answers, as a SimpleTable its title names. */
export const QueryTableSection = <T extends { id: number | string }>({
  title,
  query,
  columns,
  empty,
}: {
  /** Translation key of the section's title and the table's name. */
  title: string;
  query: ReadResult<readonly T[]>;
  columns: readonly SimpleColumn<T>[];
  empty: string;
}) => (
  <>
    <SectionTitle>{title}</SectionTitle>
    <QueryState query={query}>
      {(rows) => <SimpleTable rows={rows} columns={columns} label={title} empty={empty} />}
    </QueryState>
  </>
);
