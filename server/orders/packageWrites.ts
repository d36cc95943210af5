import { eq } from 'drizzle-orm';
import type { OrderActionName } from '../../resources/orders/index';
import { orderPackages } from '../db/orderTables';
import { orderFailure } from './failures';
import { cleanText, type OrderWrite } from './orderChange';
import { addToPackage, holdsOrder, lockPackage, lockPackageOfOrder, removeFromPackage } from './packages';

const packageCode = (body: Record<string, unknown>) => String(cleanText(body.packageCode));

/** The single-order package writes (7.2 and 7.3). */
export const packageWrites = {
  OrderPackageAddOrDelete: {
    summary:
      'Adds the order to a package of its customer (`remove` false) or takes it out (`remove` true); 404 for an unknown package.',
    apply: async ({ tx, order }, body) => {
      const found = await lockPackage(tx, packageCode(body));
      const holds = await holdsOrder(tx, found, order.id);
      const params = { code: found.code, order: order.code };
      if (body.remove === true) {
        if (!holds) throw orderFailure(400, 'notInPackage', params);
        await removeFromPackage(tx, found.id, order.id);
        return { values: {}, before: { packageCode: found.code }, after: { packageCode: null } };
      }
      if (holds) throw orderFailure(400, 'alreadyInPackage', params);
      if (found.customerCode !== null && found.customerCode !== order.customerCode)
        throw orderFailure(400, 'packageOfAnotherCustomer', params);
      await addToPackage(tx, found.id, [order.id]);
      return { values: {}, before: { packageCode: null }, after: { packageCode: found.code } };
    },
  },
  OrderPackageUpdateShipment: {
    summary: 'Sets the shipment code of a package holding the order.',
    apply: async ({ tx, order }, body) => {
      const found = await lockPackageOfOrder(tx, packageCode(body), order);
      const shipmentCode = cleanText(body.shipmentCode);
      await tx
        .update(orderPackages)
        .set({ shipmentCode, version: found.version + 1, updatedAt: new Date() })
        .where(eq(orderPackages.id, found.id));
      return {
        values: {},
        before: { packageCode: found.code, shipmentCode: found.shipmentCode },
        after: { packageCode: found.code, shipmentCode },
      };
    },
  },
  UpdateOrderPackageInfoToOrder: {
    summary: "Copies a package's weight, dimensions and tracking (when it has one) onto the order.",
    apply: async ({ tx, order }, body) => {
      const found = await lockPackageOfOrder(tx, packageCode(body), order);
      return {
        values: {
          weight: found.weight,
          length: found.length,
          width: found.width,
          height: found.height,
          ...(found.tracking ? { tracking: found.tracking } : {}),
        },
        after: { packageCode: found.code },
      };
    },
  },
} satisfies Partial<Record<OrderActionName, OrderWrite>>;
