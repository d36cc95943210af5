import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from './useFormat';

/** What MUI's table pagination passes to `labelDisplayedRows`; `count` is -1 when the total is unknown. */
interface Range {
  from: number;
  to: number;
  count: number;
}

/**
 * A table pagination's "from-to of total", its figures in the interface language ("19.976-20.000 trên
 * 20.000", "19,976-20,000 of 20,000"), where react-admin's own label and MUI's print them bare. With
 * `estimated`, the total reads as an estimate ("about"), so it never passes for an exact figure.
 */
export const useRangeLabel = (estimated = false) => {
  const translate = useTranslate();
  const format = useFormat();
  return useCallback(
    ({ from, to, count }: Range) => {
      const shown = { offsetBegin: format.number(from, 0), offsetEnd: format.number(to, 0) };
      if (count === -1) return translate('ra.navigation.partial_page_range_info', shown);
      return translate(estimated ? 'kago.list.aboutRange' : 'ra.navigation.page_range_info', {
        ...shown,
        total: format.number(count, 0),
      });
    },
    [estimated, format, translate],
  );
};
