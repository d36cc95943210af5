import type { ReactNode } from 'react';
import { DataTable, ListBase } from 'react-admin';
import { ListPagination } from '../generators/ListPagination';

/**
 * A server-paged table inside a tab (transactions, access history): react-admin's list machinery
 * over one of the customer lists of the data provider (`customerAreaLists`), kept out of the URL
 * and the store so the page's own list keeps its parameters.
 */
export const PagedTable = ({
  resource,
  filter,
  filters,
  children,
  rows,
}: {
  resource: string;
  /** Fixed filter: whose rows. */
  filter: Record<string, unknown>;
  /** Above the table, e.g. a device-type filter. */
  filters?: ReactNode;
  /** The table's columns, or else `rows`: the whole view of the rows (a table, or cards on a phone). */
  children?: ReactNode;
  rows?: ReactNode;
}) => (
  <ListBase
    resource={resource}
    filter={filter}
    perPage={10}
    sort={{ field: 'id', order: 'DESC' }}
    disableSyncWithLocation
    storeKey={false}
  >
    {filters}
    {rows ?? (
      <DataTable bulkActionButtons={false} rowClick={false}>
        {children}
      </DataTable>
    )}
    <ListPagination rowsPerPageOptions={[10, 25, 50]} />
  </ListBase>
);
