import { asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ChargeInputError, chargeFromCatalogues, type ChargeRefusal } from '../../contract/charges';
import { findDeclaration } from '../../resources/index';
import {
  parsePieceMeasures,
  queueOfStage,
  shippingMoves,
  type ShippingMoveName,
  type ShippingOrderStage,
} from '../../resources/shippingOperations';
import { shippingOrderDeclaration } from '../../resources/shippingOrders';
import type { CargoShippingMethod } from '../../resources/tracking';
import { childRows } from '../db/childRows';
import type { Database } from '../db/database';
import { shippingOrderEvents, shippingOrderReceivables } from '../db/shippingOperationTables';
import { resourceTables } from '../db/tables';
import { ApiError, conflict, invalid } from '../http/apiError';
import { FieldErrors } from '../http/fieldErrors';
import { localeOf } from '../http/locale';
import { toWire, type Row } from '../resources/records';
import { activeDeliveryTime, rateOf } from './chargeRates';
import type { ActionContext, ActionHandler } from '../resources/rules';

/**
 * The operations' moves of a shipping order (resources/shippingOperations.ts): each runs in the
 * generic action route's transaction with the order locked (409 there when the `version` sent is not
 * the stored one: another user moved it first), refuses an order not in a stage the move starts from
 * with a translated message, writes the order's new stage and queue with the values the move
 * records, and one timeline row with who, when, the stages and the details. A refusal writes nothing.
 */

const refuse = (request: FastifyRequest, source: string, key: string, params = {}) => {
  const errors = new FieldErrors(localeOf(request), shippingOrderDeclaration);
  errors.add(source, `kago.shippingOrderServer.${key}`, params);
  return invalid(errors.byField);
};

const actorOf = (request: FastifyRequest) => request.principal!.name ?? request.principal!.subject;

const startsFrom = (name: ShippingMoveName) =>
  shippingMoves.find((move) => move.name === name)!.when.in as readonly string[];
const targetOf = (name: ShippingMoveName) => shippingMoves.find((move) => move.name === name)!.movesTo;

/**
 * Moves the locked order by `name`: to the move's stage, or to `stage` (a receipt short of pieces
 * stays where it was, held), with `changes` on the order and `details` in its timeline.
 */
const moveOrder = async (
  { request, tx, repository, record }: ActionContext,
  name: ShippingMoveName,
  changes: Row,
  details: Record<string, unknown>,
  stage: ShippingOrderStage = targetOf(name),
) => {
  const order = record!;
  if (!startsFrom(name).includes(order.stage as string))
    throw new ApiError(400, 'kago.shippingOrderServer.moveOutOfOrder', {
      params: { code: String(order.orderNumber) },
    });
  const updated = await repository.update(order.id as number, order.version as number, {
    ...changes,
    stage,
    queue: queueOfStage[stage],
  });
  if (!updated) throw conflict();
  await tx.insert(shippingOrderEvents).values({
    orderId: order.id as number,
    action: name,
    stageFrom: order.stage as string,
    stageTo: stage,
    details,
    actor: actorOf(request),
  });
  return toWire(updated);
};

/** A catalogue's active record by id, or a refusal on the input that named it. */
const catalogueRecord = async (
  { request, tx }: ActionContext,
  resource: string,
  source: string,
  id: unknown,
): Promise<Row> => {
  const table = resourceTables.get(findDeclaration(resource)!.name)!;
  const [row] = await tx
    .select()
    .from(table)
    .where(eq(table.id, Number(id)))
    .limit(1);
  if (!row || row.active === false) throw refuse(request, source, 'unknownReference');
  return row as Row;
};

const receive: ActionHandler = async (context) => {
  const { request, input, record } = context;
  const pieces = parsePieceMeasures(String(input.pieceMeasures));
  const counted = Number(input.actualPieces);
  if (pieces.length !== counted)
    throw refuse(request, 'pieceMeasures', 'measuresNotCounted', { count: counted });
  if (pieces.some((piece) => Object.values(piece).some((value) => !(value > 0))))
    throw refuse(request, 'pieceMeasures', 'measureNotPositive');
  const weight = pieces.reduce((sum, piece) => sum + piece.weightGrams, 0);
  const short = counted < Number(record!.pieces);
  const changes = {
    actualPieces: counted,
    actualWeightGrams: weight,
    pieceMeasures: String(input.pieceMeasures).trim(),
    photos: input.photos ?? null,
    held: short,
  };
  const details = { declared: record!.pieces, counted, weightGrams: weight, pieces, short };
  return moveOrder(context, 'receive', changes, details, short ? 'created' : 'received');
};

const handle: ActionHandler = async (context) => {
  const { request, input, record } = context;
  const boxes = Number(input.boxes);
  if (boxes > Number(record!.actualPieces ?? record!.pieces))
    throw refuse(request, 'boxes', 'boxesOverPieces', { count: Number(record!.actualPieces) });
  const services = String(record!.orderCargoAddServices ?? '').trim();
  if (services && input.servicesDone !== true) throw refuse(request, 'servicesDone', 'servicesNotDone');
  return moveOrder(context, 'handle', { boxes }, { boxes, servicesDone: services || null });
};

const dispatch: ActionHandler = async (context) => {
  const { request, input } = context;
  if (!input.carrierId && !input.airlineId) throw refuse(request, 'carrierId', 'carrierOrAirline');
  const named = async (resource: string, source: string) =>
    input[source] ? ((await catalogueRecord(context, resource, source, input[source])).name as string) : null;
  const details = {
    masterWaybill: String(input.masterWaybill).trim().toUpperCase(),
    carrier: await named('carrier', 'carrierId'),
    airline: await named('airline', 'airlineId'),
    departureDate: input.departureDate,
    originPort: await named('port', 'originPortId'),
    destinationPort: await named('port', 'destinationPortId'),
  };
  return moveOrder(context, 'dispatch', { masterWaybill: details.masterWaybill }, details);
};

/** The input a refused charge is answered on, and what it says (contract/charges.ts `ChargeRefusal`). */
const chargeRefusals: Readonly<Record<ChargeRefusal, readonly [string, string]>> = {
  // An order moved to `dispatched` without its measures (a record left broken).
  pieces: ['chargesGroupId', 'kago.shippingOrderServer.chargeNotComputable'],
  rate: ['chargesGroupId', 'kago.shippingOrderServer.chargeNotComputable'],
  // The dialog's quote says it in the same words before the accountant sends it.
  noRate: ['chargesGroupId', 'kago.shippingOrders.chargesGroupWithoutRate'],
  currency: ['currencyId', 'kago.shippingOrderServer.unknownReference'],
};

/**
 * The charge (contract/charges.ts): the freight at the rate of the charges group and delivery time
 * in dong per chargeable kilogram (the group's rate for that delivery time, else its standard rate:
 * `rateForDeliveryTime`) and never below its minimum (the catalogue's, not typed), VAT at the VAT
 * type's rate, converted into the chosen currency at the currency catalogue's rate (dong per unit),
 * and recorded as the shipper's receivable; the timeline says which delivery time and rate priced it,
 * and the order keeps the delivery time it was charged at. An unknown delivery time or a group that
 * gives no rate for it is refused, and nothing changes.
 */
const charge: ActionHandler = async (context) => {
  const { request, input, record, tx } = context;
  const group = await catalogueRecord(context, 'charges-group', 'chargesGroupId', input.chargesGroupId);
  // The delivery-time setting is read by its own rule, not as the catalogue the charging role may
  // not list (resources/chargeRates.ts).
  const deliveryTime = await activeDeliveryTime(tx, input.deliveryTimeId);
  if (!deliveryTime) throw refuse(request, 'deliveryTimeId', 'unknownReference');
  const ownRate = await rateOf(tx, group.id as number, deliveryTime.id as number);
  const vat = await catalogueRecord(context, 'vat-type', 'vatTypeId', input.vatTypeId);
  const currency = await catalogueRecord(context, 'currency', 'currencyId', input.currencyId);
  const order = record!;
  let result;
  try {
    result = chargeFromCatalogues({
      method: order.cargoShippingMethod as CargoShippingMethod,
      pieces: parsePieceMeasures(String(order.pieceMeasures ?? '')),
      group: {
        ratePerKg: group.ratePerKg as number | null,
        minimumFreight: group.minimumFreight as number | null,
      },
      rates: ownRate
        ? [
            {
              deliveryTimeId: deliveryTime.id as number,
              ratePerKg: ownRate.ratePerKg as number,
              minimumFreight: ownRate.minimumFreight as number | null,
            },
          ]
        : [],
      deliveryTimeId: deliveryTime.id as number,
      servicesPrice: Number(input.servicesPrice ?? 0),
      vatRate: Number(vat.rate),
      currency: { currencyCode: String(currency.currencyCode), rate: Number(currency.rate) },
    });
  } catch (error) {
    if (!(error instanceof ChargeInputError)) throw error;
    const [source, key] = chargeRefusals[error.refusal];
    const errors = new FieldErrors(localeOf(request), shippingOrderDeclaration);
    errors.add(source, key);
    throw invalid(errors.byField);
  }
  const code = String(currency.currencyCode);
  const moved = await moveOrder(
    context,
    'charge',
    { chargeTotal: result.converted, chargeCurrency: code, deliveryTimeId: deliveryTime.id },
    {
      ...result,
      chargesGroup: group.name,
      // Its id names it in each interface language (src/operations/Timeline.tsx); the name as it
      // was when charged, should the delivery time go.
      deliveryTimeId: deliveryTime.id,
      deliveryTime: deliveryTime.name,
      deliveryTimeCode: deliveryTime.code,
      vatType: vat.name,
      vatPercent: Number(vat.rate),
      currency: code,
    },
  );
  await tx.insert(shippingOrderReceivables).values({
    orderId: order.id as number,
    shipperId: (order.shipperId as number | null) ?? null,
    amount: result.converted,
    currency: code,
    chargedBy: actorOf(request),
  });
  return moved;
};

const document: ActionHandler = (context) => moveOrder(context, 'document', {}, {});

const startDelivery: ActionHandler = (context) => {
  const trackingNumber = String(context.input.trackingNumber).trim().toUpperCase();
  return moveOrder(context, 'startDelivery', { trackingNumber }, { trackingNumber });
};

const deliver: ActionHandler = (context) => {
  const { request, input } = context;
  const deliveredAt = new Date(String(input.deliveredAt));
  // A minute's grace for the clocks of the courier's phone and the server.
  if (deliveredAt.getTime() > Date.now() + 60_000) throw refuse(request, 'deliveredAt', 'deliveredInFuture');
  const receiverName = String(input.receiverName).trim();
  return moveOrder(
    context,
    'deliver',
    { receiverName, deliveredAt },
    { receiverName, deliveredAt: deliveredAt.toISOString() },
  );
};

const failDelivery: ActionHandler = (context) =>
  moveOrder(context, 'failDelivery', {}, { reason: String(context.input.failureReason).trim() });

/** `%`, `_` and `\` typed are literal: `ilike` without wildcards is a match ignoring case. */
const exactly = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The timeline events of some orders, oldest first. */
const timelineEvents = (tx: Database, ids: number[]) =>
  tx
    .select()
    .from(shippingOrderEvents)
    .where(inArray(shippingOrderEvents.orderId, ids))
    .orderBy(asc(shippingOrderEvents.orderId), asc(shippingOrderEvents.id));

/** At most this many orders answer one trace: a master waybill may carry many. */
export const traceLimit = 50;

/**
 * Trace: the orders whose reference, order number, tracking or master waybill is the keyword (any
 * case), each with its timeline.
 */
const trace: ActionHandler = async ({ tx, repository, input }) => {
  const table = repository.table;
  const keyword = exactly(String(input.keyword).trim());
  const orders = await tx
    .select()
    .from(table)
    .where(
      or(
        ilike(table.orderNumber, keyword),
        ilike(table.referenceNumber, keyword),
        ilike(table.trackingNumber, keyword),
        ilike(table.masterWaybill, keyword),
      ),
    )
    .orderBy(asc(table.id))
    .limit(traceLimit);
  const timelineOf = await childRows(
    orders.map((order) => order.id as number),
    (ids) => timelineEvents(tx, ids),
    (event) => event.orderId,
  );
  return orders.map((order) => ({
    ...toWire(order as Row),
    timeline: timelineOf(order.id as number).map((event) => toWire(event as Row)),
  }));
};

/** One order's timeline, oldest first. */
const timeline: ActionHandler = async ({ tx, record }) =>
  (await timelineEvents(tx, [record!.id as number])).map((event) => toWire(event as Row));

/** The manifest of a master waybill: its orders, by order number. */
const manifest: ActionHandler = async ({ tx, repository, input }) => {
  const table = repository.table;
  const rows = await tx
    .select()
    .from(table)
    .where(ilike(table.masterWaybill, exactly(String(input.masterWaybill).trim())))
    .orderBy(asc(table.orderNumber))
    .limit(500);
  return rows.map((row) => toWire(row as Row));
};

/** Every move's handler, and trace's, the timeline's and the manifest's, by action name. */
export const shippingOperationHandlers = {
  receive,
  handle,
  dispatch,
  charge,
  document,
  startDelivery,
  deliver,
  failDelivery,
  trace,
  timeline,
  manifest,
} satisfies Record<ShippingMoveName | 'trace' | 'timeline' | 'manifest', ActionHandler>;
