import { useId, useLayoutEffect } from 'react';
import {
  DataTableHead,
  DatagridHeader,
  useDataTableSortContext,
  useListContextWithProps,
  type DataTableHeadProps,
  type DatagridHeaderProps,
  type SortPayload,
} from 'react-admin';

/**
 * Tells a screen reader which column a table is sorted by and which way: `aria-sort` on that
 * column's `th`. react-admin's header cells (Datagrid's and DataTable's) render MUI's TableCell
 * without its `sortDirection`, and take no per-cell props from outside, so the headers stay
 * react-admin's own and the attribute is set on the cell whose sort button names the sorted field
 * (`data-field`, react-admin's own mark on both). React never sets `aria-sort` on these cells, so it
 * never undoes it. Returns the class to put on the header.
 */
const useAriaSort = (sort: SortPayload | undefined) => {
  const marker = `kago-head-${useId().replace(/[^\w-]/g, '')}`;
  // After every render: a reordered or newly shown column is a new cell.
  useLayoutEffect(() => {
    for (const cell of document.querySelectorAll<HTMLElement>(`.${marker} th`)) {
      const field = cell.querySelector<HTMLElement>('[data-field]')?.dataset.field;
      if (sort !== undefined && field === sort.field)
        cell.setAttribute('aria-sort', sort.order === 'DESC' ? 'descending' : 'ascending');
      else cell.removeAttribute('aria-sort');
    }
  });
  return marker;
};

const withClass = (className: string | undefined, marker: string) =>
  className ? `${className} ${marker}` : marker;

/** react-admin's Datagrid header with `aria-sort`; every Datagrid's, from the theme (src/shell/theme/themes.ts). */
export const SortedHeader = (props: DatagridHeaderProps) => {
  const marker = useAriaSort(useListContextWithProps(props).sort);
  return <DatagridHeader {...props} className={withClass(props.className, marker)} />;
};

/** react-admin's DataTable head with `aria-sort`; every DataTable's, from the theme. */
export const SortedDataTableHead = (props: DataTableHeadProps) => {
  const marker = useAriaSort(useDataTableSortContext());
  return <DataTableHead {...props} className={withClass(props.className, marker)} />;
};
