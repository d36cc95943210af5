import { orderPackages } from './orderTables';
import { auditColumns } from './auditColumns';
import { ownedTable, ownerOf } from './keys';

/**
 * The event log of order packages (`OrderPackage/GetEventLogs`): who changed what on a package, and
 * the values before and after, as order_events keeps them for orders. Package writes
 * (server/orderPackages/rules.ts) add one row each, in their transaction.
 */
export const orderPackageEvents = ownedTable(
  'order_package_events',
  ownerOf('packageId', () => orderPackages.id),
  auditColumns(),
  { readBy: ['at'] },
);

export const packageSchema = { order_package_events: orderPackageEvents };
