import { buyingServer } from './areas/buyingServer';
import { customerServer } from './areas/customerServer';
import { hardeningServer } from './areas/hardeningServer';
import { orderServer } from './areas/orderServer';
import { releaseNoteServer } from './areas/releaseNoteServer';
import { shippingOrderServer } from './areas/shippingOrderServer';
import { trackingServer } from './areas/trackingServer';

/**
 * The messages only the reference server says (its refusals of order and customer writes): kept out
 * of the browser's bundle, laid over the app's messages by `translate` (i18n/translate.ts).
 */
export const serverAreas = {
  kago: {
    orderServer,
    customerServer,
    hardeningServer,
    trackingServer,
    buyingServer,
    releaseNoteServer,
    shippingOrderServer,
  },
};
