import { customers } from './areas/customers';
import { dashboard } from './areas/dashboard';
import { eventLog } from './areas/eventLog';
import { navigation } from './areas/navigation';
import { orderDetail } from './areas/orderDetail';
import { orderFiles } from './areas/orderFiles';
import { orderSource, orderStage } from './areas/orderLabels';
import { orderList } from './areas/orderList';
import { orders } from './areas/orderVocabulary';
import { orderPackages } from './areas/orderPackages';
import { packageTracking } from './areas/packageTracking';
import { reports } from './areas/reports';
import { releaseNotes } from './releaseNotes';
import { shippingOrders } from './shippingOrders';
import { chargeRates } from './chargeRates';
import { money } from './money';
import { statistics } from './statistics';
import { utilities } from './utilities';
import { retry } from './areas/retry';
import { bidTracking, countdown } from './bidTracking';
import { listShape, shortcuts } from './areas/staffSpeed';

/**
 * The messages of the areas built after the foundation, one file per area (`kago.<area>`), laid over
 * app.ts. A new area adds its file and one line here.
 */
export const areas = {
  kago: {
    orders,
    orderList,
    orderStage,
    orderSource,
    orderDetail,
    orderFiles,
    customers,
    dashboard,
    navigation,
    orderPackages,
    packageTracking,
    reports,
    releaseNotes,
    shippingOrders,
    chargeRates,
    money,
    statistics,
    utilities,
    retry,
    bidTracking,
    countdown,
    shortcuts,
    listShape,
    eventLog,
  },
};
