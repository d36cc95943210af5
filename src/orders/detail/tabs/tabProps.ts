import type { OrderActionName, OrderFamily } from '../../../../resources/orders/index';
import type { OrderRecord } from '../orderRecord';

/** What every tab of the detail page receives. */
export interface OrderTabProps {
  family: OrderFamily;
  order: OrderRecord;
  /** The writes this user may make on the order (useOrderWrites). */
  writes: readonly OrderActionName[];
  /** Reloads the order and everything read about it. */
  onReload: () => Promise<unknown>;
}
