import { orderReads } from '../orders/reads';
import type { ActionContext, ActionHandler } from '../resources/rules';

/** An order read of server/orders/reads.ts, run on the action's inputs. */
export const orderRead =
  (read: keyof typeof orderReads): ActionHandler =>
  ({ tx, input, request }: ActionContext) =>
    orderReads[read].handle(tx, input, request);

/**
 * The handlers of the order's own reads a report serves at its path (resources/reports.ts
 * `orderReads`): the order by code or id, its sellers and services under the report's wire names,
 * its event log, and the options of the filters.
 */
export const reportOrderReads = <const Sellers extends string, const Services extends string>(
  sellers: Sellers,
  services: Services,
) =>
  ({
    GetOrderByCode: orderRead('GetOrderByCode'),
    getorder: orderRead('getorder'),
    [sellers]: orderRead('getallordersellers'),
    [services]: orderRead('GetOrderServiceByOrderId'),
    GetEventLog: orderRead('GetEventLog'),
    GetSupplierActive: orderRead('GetSupplierActive'),
    GetAllBidConfig: orderRead('GetAllBidConfig'),
    GetOffice: orderRead('GetOffice'),
  }) as Record<
    | 'GetOrderByCode'
    | 'getorder'
    | Sellers
    | Services
    | 'GetEventLog'
    | 'GetSupplierActive'
    | 'GetAllBidConfig'
    | 'GetOffice',
    ActionHandler
  >;
