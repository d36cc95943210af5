import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  deletableShippingOrderStages,
  shippingOrderActions,
  shippingOrderDeclaration,
} from '../../resources/shippingOrders';
import type { Database } from '../db/database';
import { postOffices } from '../db/orderTables';
import { resourceTables } from '../db/tables';
import { ApiError, invalid } from '../http/apiError';
import { FieldErrors } from '../http/fieldErrors';
import { localeOf } from '../http/locale';
import { activeOffices } from '../orders/reads';
import { rulesFor, type WriteContext } from '../resources/rules';
import {
  movedFieldSources,
  shippingDocumentReady,
  type ShippingDocument,
} from '../../resources/shippingOperations';
import { sendPdf } from '../pdf/kit';
import { activeDeliveryTime, deliveryTimeOptions } from './chargeRates';
import { shippingDocumentPdf, shippingOrderById } from './documents';
import { shippingOperationHandlers } from './moves';

/**
 * The business rules of shipping orders (resources/shippingOrders.ts) beyond their schemas: a known
 * post office, a send date not in the past, a reference number unique per shipper, an active
 * delivery time, the order number
 * the server gives, and deletes only before the goods are received. Each refusal is a translated
 * message on its field, and changes nothing.
 */

const refuse = (request: FastifyRequest, source: string, key: string) => {
  const errors = new FieldErrors(localeOf(request), shippingOrderDeclaration);
  errors.add(source, `kago.shippingOrderServer.${key}`);
  return invalid(errors.byField);
};

/** The currency catalogue's active codes, by code: the options of an order's declared value's currency. */
const activeCurrencies = (db: Pick<Database, 'select'>) => {
  const table = resourceTables.get('currency')!;
  return db
    .select({ id: table.id, currencyCode: table.currencyCode, name: table.name })
    .from(table)
    .where(eq(table.active, true))
    .orderBy(asc(table.currencyCode));
};

/**
 * The code of the order's currency (its `currencyCode`, in which its money is shown): that of the
 * active currency it names, none without one, a refusal for one the catalogue does not have.
 */
const currencyCodeOf = async ({ request, tx }: Pick<WriteContext, 'request' | 'tx'>, id: unknown) => {
  if (id === null || id === undefined) return null;
  const table = resourceTables.get('currency')!;
  const [currency] = await tx
    .select({ currencyCode: table.currencyCode })
    .from(table)
    .where(and(eq(table.id, Number(id)), eq(table.active, true)))
    .limit(1);
  if (!currency) throw refuse(request, 'currencyId', 'unknownReference');
  return String(currency.currencyCode);
};

/** A delivery time chosen is an active one (none is fine: the charge asks for it). */
const checkDeliveryTime = async ({ request, tx }: Pick<WriteContext, 'request' | 'tx'>, id: unknown) => {
  if (id !== null && id !== undefined && !(await activeDeliveryTime(tx, id)))
    throw refuse(request, 'deliveryTimeId', 'unknownReference');
};

/** Today as `yyyy-MM-dd` in Viet Nam, where the post offices are (UTC+7). */
export const todayInVietnam = (now = new Date()) =>
  new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/** The active post office with this code, or a refusal. */
const postOfficeOf = async ({ request, tx }: Pick<WriteContext, 'request' | 'tx'>, code: unknown) => {
  if (typeof code !== 'string' || !code) throw refuse(request, 'postOfficeToSend', 'postOfficeRequired');
  const [office] = await tx
    .select()
    .from(postOffices)
    .where(and(eq(postOffices.code, code), eq(postOffices.active, true)))
    .limit(1);
  if (!office) throw refuse(request, 'postOfficeToSend', 'unknownPostOffice');
  return office;
};

const checkSendDate = (request: FastifyRequest, sendDate: unknown) => {
  if (typeof sendDate === 'string' && sendDate < todayInVietnam())
    throw refuse(request, 'sendDate', 'sendDateInPast');
};

/** The next order number: `SP` and a number from the table's own sequence. */
const nextOrderNumber = async ({ tx }: WriteContext) => {
  const { rows } = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('shipping_orders', 'id'))::int as id`,
  )) as unknown as { rows: { id: number }[] };
  return `SP${String(rows[0].id).padStart(8, '0')}`;
};

export const shippingOrderRules = rulesFor(shippingOrderActions, {
  notFound: () => new ApiError(404, 'kago.errors.generic.noResults'),
  create: {
    before: async (context) => {
      const { request, values } = context;
      checkSendDate(request, values.sendDate);
      const office = await postOfficeOf(context, values.postOfficeToSend);
      await checkDeliveryTime(context, values.deliveryTimeId);
      return {
        ...values,
        orderNumber: await nextOrderNumber(context),
        stage: 'created',
        queue: 'receive',
        held: false,
        postOfficeAddress: values.postOfficeAddress ?? office.address,
        currencyCode: await currencyCodeOf(context, values.currencyId),
        createdBy: request.principal!.name ?? request.principal!.subject,
      };
    },
  },
  update: {
    before: async (context) => {
      const { request, values, stored } = context;
      if (values.sendDate !== stored!.sendDate) checkSendDate(request, values.sendDate);
      if (values.postOfficeToSend !== stored!.postOfficeToSend)
        await postOfficeOf(context, values.postOfficeToSend);
      if (values.deliveryTimeId !== stored!.deliveryTimeId)
        await checkDeliveryTime(context, values.deliveryTimeId);
      // The order number, the stage and what the operations recorded are the server's: an edit
      // keeps them.
      const kept = Object.fromEntries(movedFieldSources.map((source) => [source, stored![source]]));
      const currencyCode =
        values.currencyId === stored!.currencyId
          ? stored!.currencyCode
          : await currencyCodeOf(context, values.currencyId);
      return { ...values, ...kept, orderNumber: stored!.orderNumber, stage: stored!.stage, currencyCode };
    },
  },
  deletes: {
    before: ({ rows }) => {
      const received = rows.filter(
        (row) => !(deletableShippingOrderStages as readonly unknown[]).includes(row.stage),
      );
      if (received.length)
        throw new ApiError(400, 'kago.shippingOrderServer.deleteOnlyBeforeReceipt', {
          params: { codes: received.map((row) => String(row.orderNumber)).join(', ') },
        });
    },
  },
  actions: {
    ...shippingOperationHandlers,
    offices: async ({ tx, request }) => activeOffices(tx, localeOf(request)),
    currencies: async ({ tx }) => activeCurrencies(tx),
    deliveryTimes: deliveryTimeOptions,
    /**
     * One of the order's documents: an unknown order answers the envelope's 404, a document its stage
     * cannot print yet (a label before the pieces are received, an invoice before the charge) a
     * translated 400.
     */
    printDocument: {
      summary:
        'A shipping order’s label, packing list or commercial invoice as a PDF, in the interface language.',
      file: 'PDF',
      handle: async ({ tx, request, reply, input }) => {
        const { id, document } = input as { id: number; document: ShippingDocument };
        const order = await shippingOrderById(tx, id);
        if (!order) throw new ApiError(404, 'kago.errors.generic.noResults');
        if (!shippingDocumentReady(document, String(order.stage)))
          throw new ApiError(400, 'kago.shippingOrderServer.documentNotReady', {
            params: { code: String(order.orderNumber) },
          });
        const pdf = await shippingDocumentPdf(tx, localeOf(request), document, order);
        return sendPdf(
          reply,
          pdf,
          `${String(order.orderNumber)}-${document}.pdf`,
          `shipping-${document}.pdf`,
        );
      },
    },
    /** The chosen post office's address, as the one option of the order's `postOfficeAddress`. */
    postOfficeAddress: async (context) => {
      const office = await postOfficeOf(context, context.input.postOfficeToSend);
      return office.address ? [{ address: office.address }] : [];
    },
  },
});
