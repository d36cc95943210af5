import { index, pgTable } from 'drizzle-orm/pg-core';
import { orderPackages } from './orderTables';
import { auditColumns } from './auditColumns';
import { identityId, ownedBy } from './keys';

/**
 * The event log of order packages (`OrderPackage/GetEventLogs`): who changed what on a package, and
 * the values before and after, as order_events keeps them for orders. Package writes
 * (server/orderPackages/rules.ts) add one row each, in their transaction.
 */
export const orderPackageEvents = pgTable(
  'order_package_events',
  {
    id: identityId(),
    packageId: ownedBy('package_id', () => orderPackages.id),
    ...auditColumns(),
  },
  (table) => [index('order_package_events_package').on(table.packageId, table.at, table.id)],
);

export const packageSchema = { order_package_events: orderPackageEvents };
