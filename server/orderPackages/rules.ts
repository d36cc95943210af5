import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { imageUrl, refusedImageEntries, splitImageList } from '../../contract/imageLists';
import { translate } from '../../i18n/translate';
import {
  openPackageStatuses,
  orderPackageActions,
  type OrderPackageStatus,
  type PackageEventAction,
} from '../../resources/orderPackages';
import type { OrderStatus } from '../../resources/orders/index';
import { toWire, type Row } from '../resources/records';
import { rulesFor, type ActionContext } from '../resources/rules';
import type { Database } from '../db/database';
import { orderPackageOrders, orderPackages, orders } from '../db/orderTables';
import { orderPackageEvents } from '../db/packageTables';
import { ApiError, conflict, invalid } from '../http/apiError';
import { localeOf } from '../http/locale';
import { orderFailure, withErrorCode } from '../orders/failures';
import { addToPackage, packageWithOrders, removeFromPackage } from '../orders/packages';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prefix of image values that are not full URLs (server/config.ts `CDN_PREFIX`). */
    cdnPrefix: string;
  }
}

/**
 * The business rules of order packages (resources/orderPackages.ts) beyond their schemas: which
 * package may still change, the seed's fee rule and its code (section 8), the photo types, the
 * orders a package may hold, the merge's moves; every write leaves a row in the package's event log.
 */

/** The seed's generic messages (section 8), as the envelope's message. */
const generic = (name: 'cannotUpdatePackage' | 'cannotEditPackage' | 'noItemsSelected') =>
  new ApiError(400, `kago.errors.generic.${name}`);

const isOpen = (status: unknown) => (openPackageStatuses as readonly unknown[]).includes(status);

/** Orders a package may hold: bought and not yet handed to the customer, nor ended otherwise. */
const packableOrderStatuses: readonly OrderStatus[] = [
  'purchased',
  'domesticShipping',
  'inStorage',
  'awaitingDelivery',
];

const logEvent = (
  tx: Database,
  request: FastifyRequest,
  packageId: number,
  action: PackageEventAction,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) =>
  tx.insert(orderPackageEvents).values({
    packageId,
    action,
    actor: request.principal!.subject,
    actorName: request.principal!.name,
    before,
    after,
  });

/**
 * Writes `values` onto the locked package (version bumped; 409 if the user's is stale) and logs the
 * values before and after under the call's name. Answers the package as the list shows it.
 */
const writePackage = async (
  { request, repository, record, input, tx }: ActionContext,
  action: PackageEventAction,
  values: Row,
  logged: Record<string, unknown> = values,
) => {
  const stored = record!;
  const before = Object.fromEntries(Object.keys(logged).map((key) => [key, stored[key] ?? null]));
  const updated = await repository.update(
    stored.id as number,
    (input.version as number | undefined) ?? (stored.version as number),
    values,
  );
  if (!updated) throw conflict();
  await logEvent(tx, request, stored.id as number, action, before, logged);
  return toWire(updated);
};

/** An open package: one the warehouse has not handed on, cancelled or merged away yet. */
const openPackage = ({ record }: ActionContext) => {
  if (!isOpen(record!.status)) throw generic('cannotUpdatePackage');
  return record!;
};

/** Order codes as a user types or pastes them: semicolons, commas, blanks or lines between. */
const codesOf = (value: unknown) => [
  ...new Set(
    String(value ?? '')
      .split(/[\s,;]+/)
      .map((code) => code.trim())
      .filter(Boolean),
  ),
];

/**
 * UpdateOrdersToOrderPackage: the package holds exactly these orders afterwards. Each must exist,
 * be the package's customer's, be bought and not yet out for delivery, and not be in another live
 * package; an order left out leaves the package. Through the orders' own package helpers
 * (server/orders/packages.ts), so `orderCodes` and the order's packages tab follow.
 */
const updateOrders = async (context: ActionContext) => {
  const { request, tx, input } = context;
  const found = openPackage(context);
  const codes = codesOf(input.orderCodes);
  if (codes.length === 0) throw generic('noItemsSelected');
  const chosen = await tx.select().from(orders).where(inArray(orders.code, codes)).orderBy(asc(orders.id));
  if (chosen.length !== codes.length) throw withErrorCode(request, 400, 'ORDER_ID_NOT_ALLOW_NULL');
  const packageCode = found.code as string;
  for (const order of chosen) {
    const params = { code: packageCode, order: order.code };
    if (found.customerCode !== null && order.customerCode !== found.customerCode)
      throw orderFailure(400, 'packageOfAnotherCustomer', params);
    if (!packableOrderStatuses.includes(order.status as OrderStatus)) throw generic('cannotEditPackage');
  }
  const packageId = found.id as number;
  const elsewhere = await tx
    .select({ order: orders.code, code: orderPackages.code })
    .from(orderPackageOrders)
    .innerJoin(orderPackages, eq(orderPackages.id, orderPackageOrders.packageId))
    .innerJoin(orders, eq(orders.id, orderPackageOrders.orderId))
    .where(
      and(
        inArray(
          orderPackageOrders.orderId,
          chosen.map((order) => order.id),
        ),
        ne(orderPackageOrders.packageId, packageId),
        ne(orderPackages.status, 'canceled' satisfies OrderPackageStatus),
      ),
    )
    .limit(1);
  if (elsewhere.length) throw orderFailure(400, 'alreadyInPackage', elsewhere[0] as Record<string, string>);
  const held = (await packageWithOrders(tx, found)).orders;
  const heldIds = new Set(held.map((order) => order.id));
  const chosenIds = new Set(chosen.map((order) => order.id));
  for (const order of held.filter((candidate) => !chosenIds.has(candidate.id)))
    await removeFromPackage(tx, packageId, order.id);
  const added = chosen.filter((order) => !heldIds.has(order.id)).map((order) => order.id);
  if (added.length) await addToPackage(tx, packageId, added);
  const [refreshed] = await tx.select().from(orderPackages).where(eq(orderPackages.id, packageId));
  // The record was read before the change: its `orderCodes` is the log's "before".
  return writePackage(context, 'UpdateOrdersToOrderPackage', {}, { orderCodes: refreshed.orderCodes });
};

/** UpdatePhotos: png, gif, jpg or jpeg only; a value that is not a full URL gets the CDN prefix. */
const updatePhotos = async (context: ActionContext) => {
  const { request, input } = context;
  openPackage(context);
  const refused = refusedImageEntries(input.photos as string | null);
  if (refused.length) {
    const message = (name: string) =>
      translate(localeOf(request), 'kago.dashboard.images.typeNotAllowed', { name });
    throw invalid({ photos: refused.map(message) });
  }
  const urls = splitImageList(input.photos as string | null).map((entry) =>
    imageUrl(entry, request.server.cdnPrefix),
  );
  return writePackage(context, 'UpdatePhotos', { photos: urls.length ? urls.join(';') : null });
};

export const orderPackageRules = rulesFor(orderPackageActions, {
  notFound: () => new ApiError(404, 'kago.errors.generic.noResults'),
  actions: {
    /** GetOrdersByCode: the orders a package holds, by the package's code. */
    orders: async ({ tx, input }) => {
      const code = String(input.code).trim();
      const [found] = await tx.select().from(orderPackages).where(eq(orderPackages.code, code));
      if (!found) throw orderFailure(404, 'packageNotFound', { code });
      return (await packageWithOrders(tx, found)).orders;
    },
    updateOrders,
    /** The fee only ever rises: a lower one is the seed's DOMESTIC_SHIPPING_FEE_LESS_THAN_AMOUNT_CURRENT. */
    updateDomesticShippingFee: async (context) => {
      const found = openPackage(context);
      const fee = Number(context.input.domesticShippingFee);
      if (fee < Number(found.domesticShippingFee ?? 0))
        throw withErrorCode(context.request, 400, 'DOMESTIC_SHIPPING_FEE_LESS_THAN_AMOUNT_CURRENT');
      return writePackage(context, 'UpdateDomesticShippingFee', { domesticShippingFee: fee });
    },
    updatePhotos,
    updateShipment: async (context) => {
      openPackage(context);
      const { shipmentCode, domesticCarrier, deliveryDate, deliveryAddress, shipmentNote } = context.input;
      return writePackage(context, 'UpdateInfoShipment', {
        shipmentCode: shipmentCode ?? null,
        domesticCarrier: domesticCarrier ?? null,
        deliveryDate: deliveryDate ?? null,
        deliveryAddress: deliveryAddress ?? null,
        shipmentNote: shipmentNote ?? null,
      });
    },
    /**
     * Asks the warehouse again to merge the chosen packages whose merge it refused: each goes back to
     * merging. A package whose merge did not fail is not one to push again.
     */
    repushMerge: async ({ request, tx, repository, input }) => {
      const ids = input.ids as number[];
      const chosen = await repository.lockMany(ids);
      if (chosen.length !== ids.length) throw new ApiError(404, 'kago.errors.generic.noResults');
      if (chosen.some((found) => found.mergeStatus !== 'mergeFailed')) throw generic('cannotUpdatePackage');
      for (const found of chosen) {
        await repository.update(found.id as number, found.version as number, { mergeStatus: 'merging' });
        await logEvent(
          tx,
          request,
          found.id as number,
          'RepushMergeOrderPackage',
          { mergeStatus: found.mergeStatus },
          { mergeStatus: 'merging' },
        );
      }
      return { updated: chosen.length };
    },
    /**
     * Calls a merge off while the warehouse has not done it: the package of the merge is cancelled
     * and its orders leave it, free to be packed again.
     */
    cancelMerge: async (context) => {
      const found = context.record!;
      if (found.mergeStatus !== 'merging' && found.mergeStatus !== 'mergeFailed')
        throw generic('cannotUpdatePackage');
      const held = (await packageWithOrders(context.tx, found)).orders;
      for (const order of held) await removeFromPackage(context.tx, found.id as number, order.id);
      return writePackage(
        context,
        'CancelMergePackage',
        { mergeStatus: 'mergeCancelled', status: 'canceled' satisfies OrderPackageStatus },
        { mergeStatus: 'mergeCancelled', status: 'canceled', orderCodes: null },
      );
    },
    /** GetEventLogs: the package's event log, newest first. */
    eventLogs: async ({ tx, record }) =>
      (
        await tx
          .select()
          .from(orderPackageEvents)
          .where(eq(orderPackageEvents.packageId, record!.id as number))
          .orderBy(asc(orderPackageEvents.at), asc(orderPackageEvents.id))
      )
        .reverse()
        .map(toWire),
  },
});
