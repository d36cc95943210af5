import { orderListFilterFields, orderListSortField } from '../../resources/orders/index';
import { pageQuerySchema } from '../resources/schemas';

/** A family list's query (resources/orders/listQuery.ts); its export's body is built from it. */
export const listQuerySchema = pageQuerySchema([orderListSortField, ...orderListFilterFields]);
