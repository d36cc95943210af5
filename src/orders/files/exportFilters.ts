import type { SortPayload } from 'react-admin';
import type { OrderExportFilters } from '../../../dataProvider/orderFiles';
import { orderListQuery } from '../../../dataProvider/orders';
import type { OrderFamily } from '../../../resources/orders/index';

/**
 * What the export sends: the list's keyword, filters and sort, mapped exactly as the list's own
 * query maps them (a PCS screen's source included), without the page: the file holds every match.
 */
export const orderExportFilters = (
  family: OrderFamily,
  { sort, filter }: { sort?: SortPayload; filter?: Record<string, unknown> },
): OrderExportFilters => {
  const { skip: _skip, take: _take, ...filters } = orderListQuery(family, { sort, filter });
  return filters as OrderExportFilters;
};
