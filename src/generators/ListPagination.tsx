import { Pagination, useListContext, useLocaleState, useTranslate } from 'react-admin';

interface Range {
  from: number;
  to: number;
  count: number;
}

/**
 * react-admin's pagination, saying "about" when the server's total is an estimate (more rows
 * match than it counts exactly), so an estimate never reads as an exact figure.
 */
export const ListPagination = ({ rowsPerPageOptions }: { rowsPerPageOptions: number[] }) => {
  const { meta } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const estimated = (meta as { totalIsEstimate?: boolean } | undefined)?.totalIsEstimate === true;
  const aboutRange = ({ from, to, count }: Range) =>
    translate('kago.list.aboutRange', {
      offsetBegin: from,
      offsetEnd: to,
      total: count.toLocaleString(locale),
    });
  return (
    <Pagination
      rowsPerPageOptions={rowsPerPageOptions}
      {...(estimated ? { labelDisplayedRows: aboutRange } : {})}
    />
  );
};
