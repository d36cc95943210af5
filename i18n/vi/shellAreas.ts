import { dashboard } from './areas/dashboard';
import { navigation } from './areas/navigation';
import { orderSource, orderStage } from './areas/orderLabels';
import { reports } from './areas/reports';
import { retry } from './areas/retry';
import { shortcuts } from './areas/staffSpeed';
import { transactionTypes } from './areas/transactionTypes';

/**
 * The areas' messages the shell and the dashboard read (the dashboard's transaction types, late-order
 * alerts, stages and sources), bundled with the first load; every area's messages (areas.ts) load
 * with the first other screen (i18n/i18nProvider.ts).
 */
export const shellAreas = {
  kago: {
    orderStage,
    orderSource,
    customers: { transactionTypes },
    dashboard,
    navigation,
    reports,
    retry,
    shortcuts,
  },
};
