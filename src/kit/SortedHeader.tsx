import { useId, useLayoutEffect } from 'react';
import { DatagridHeader, useListContextWithProps, type DatagridHeaderProps } from 'react-admin';

/**
 * react-admin's Datagrid header, telling a screen reader which column the list is sorted by and
 * which way: `aria-sort` on that column's `th`. react-admin's header cells render MUI's TableCell
 * without its `sortDirection`, and take no per-cell props from outside, so the header is react-admin's
 * own and the attribute is set on the cell whose sort button names the sorted field (`data-field`,
 * react-admin's own mark). React never sets `aria-sort` on these cells, so it never undoes it.
 * Every Datagrid gets this header from the theme (src/shell/theme/themes.ts).
 */
export const SortedHeader = (props: DatagridHeaderProps) => {
  const { sort } = useListContextWithProps(props);
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
  return <DatagridHeader {...props} className={props.className ? `${props.className} ${marker}` : marker} />;
};
