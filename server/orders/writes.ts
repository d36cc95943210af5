import { and, eq } from 'drizzle-orm';
import type { DeclaredOrderWrite } from '../../resources/orders/index';
import {
  bidConfigs,
  orderDetails,
  orderDocuments,
  orderReceivables,
  orderServices,
  suppliers,
} from '../db/orderTables';
import { sendPurchaseEmail } from './purchaseEmail';
import { OrderFieldErrors, orderFailure, withErrorCode } from './failures';
import { packageWrites } from './packageWrites';
import {
  added,
  assignInputs,
  cleanText,
  type OrderChange,
  type OrderWrite,
  type OrderWriteContext,
} from './orderChange';
import { statusWrites } from './statusWrites';
import { orderTotals, type OrderAmounts } from './totals';

/** Amounts changed, and the totals recomputed from them by the one formula. */
const withTotals = (context: OrderWriteContext, body: Record<string, unknown>): OrderChange => {
  const changed = assignInputs(context, body).values as Partial<OrderAmounts>;
  return { values: { ...changed, ...orderTotals({ ...context.order, ...changed }) } };
};

/**
 * A service's values as AddOrderService and AddOrderReceivable both take them (their inputs share
 * `serviceInputs`, resources/orders/orderActions.ts): a receivable is a service the customer owes.
 */
const serviceValues = (orderId: number, body: Record<string, unknown>) => ({
  orderId,
  serviceCode: String(cleanText(body.serviceCode)),
  name: String(cleanText(body.name)),
  description: cleanText(body.description),
  price: Number(body.price),
});

const documentOf = async ({ tx, order }: OrderWriteContext, documentId: number) => {
  const where = and(eq(orderDocuments.id, documentId), eq(orderDocuments.orderId, order.id));
  const [document] = await tx.select().from(orderDocuments).where(where).for('update');
  if (!document) throw orderFailure(404, 'documentNotFound');
  return { document, where };
};

/**
 * The single-order writes, by action name (the bulk one is in batchWrites.ts). Each runs inside
 * the shared flow (writeFlow.ts): the order locked, its version, the family's and stage's rules
 * and the bounds checked, the change applied and written to the event log, in one transaction.
 */
export const orderWrites = {
  UpdatePurchaseAssign: {
    summary: 'Sets the supplier (payer) of the order: an active one, else SUPPLIER_NOT_FOUND.',
    apply: async ({ request, tx, order, actor }, body) => {
      const [supplier] = await tx
        .select({ id: suppliers.id })
        .from(suppliers)
        .where(and(eq(suppliers.id, Number(body.supplierId)), eq(suppliers.active, true)));
      if (!supplier) throw withErrorCode(request, 400, 'SUPPLIER_NOT_FOUND');
      return {
        values: {
          supplierId: Number(supplier.id),
          purchaseAssignDate: new Date(),
          purchaser: order.purchaser ?? actor,
        },
      };
    },
  },
  UpdatePrice: {
    summary:
      'Price and tax never above their current values (tax: TAX_VALUE_IS_NOT_VALID), quantity between 1 and the current one; totals recomputed.',
    apply: withTotals,
  },
  UpdateShippingFee: { summary: 'Sets the shipping fee (>= 0); totals recomputed.', apply: withTotals },
  OrderUpdateDomesticShippingFee: {
    summary:
      'Raises the domestic shipping fee: never below the current one (DOMESTIC_SHIPPING_FEE_LESS_THAN_AMOUNT_CURRENT); totals recomputed.',
    apply: withTotals,
  },
  UpdateSurcharge: { summary: 'Sets the surcharge (>= 0); totals recomputed.', apply: withTotals },
  orderUpdateBidStatus: { summary: 'Sets the bid status.' },
  OrderUpdateOfferStatus: { summary: 'Sets the offer status.' },
  OrderUpdatePaymentStatus: { summary: 'Sets the payment status.' },
  OrderUpdateOrderNumber: { summary: "Sets the marketplace's order number." },
  OrderUpdateNote: { summary: "Replaces the order's note." },
  updateUseCompanyPayCard: { summary: 'Whether the company pay card pays for the order.' },
  UpdateHasCod: { summary: 'Whether the order is paid cash on delivery (Mercari Ichiba only).' },
  UpdatedDirectShipment: {
    summary: 'Whether the order ships on to the customer at once instead of being stored.',
  },
  UpdateBidAccount: {
    summary: 'Sets the bid account: one of the bid configuration (GetAllBidConfig).',
    apply: async (context, body) => {
      const [config] = await context.tx
        .select({ id: bidConfigs.id })
        .from(bidConfigs)
        .where(eq(bidConfigs.bidAccount, String(body.bidAccount)))
        .limit(1);
      const errors = new OrderFieldErrors(context.request);
      if (!config) errors.add('bidAccount', 'choice');
      errors.throwIfAny();
      return assignInputs(context, body);
    },
  },
  UpdateDocument: {
    summary:
      'Adds a document to the order, or renames one (`documentId`); 404 for a document of another order.',
    apply: async (context, body) => {
      const values = { name: String(cleanText(body.name)), url: String(cleanText(body.url)) };
      if (typeof body.documentId === 'number') {
        const { document, where } = await documentOf(context, body.documentId);
        await context.tx.update(orderDocuments).set(values).where(where);
        return {
          values: {},
          before: { document: { id: document.id, name: document.name, url: document.url } },
          after: { document: { id: document.id, ...values } },
        };
      }
      const [document] = await context.tx
        .insert(orderDocuments)
        .values({ orderId: context.order.id, ...values, createdBy: context.actor })
        .returning();
      return added('document', { id: document.id, ...values });
    },
  },
  RemoveDocument: {
    summary: 'Removes a document of the order; 404 for a document of another order.',
    apply: async (context, body) => {
      const { document, where } = await documentOf(context, Number(body.documentId));
      await context.tx.delete(orderDocuments).where(where);
      return {
        values: {},
        before: { document: { id: document.id, name: document.name, url: document.url } },
      };
    },
  },
  AddOrderService: {
    summary: 'Adds a service (packing, inspection...) to the order.',
    apply: async ({ tx, order }, body) => {
      const [service] = await tx.insert(orderServices).values(serviceValues(order.id, body)).returning();
      return added('service', service);
    },
  },
  AddOrderReceivable: {
    summary: 'Adds what the customer owes for the order (unpaid).',
    apply: async ({ tx, order }, body) => {
      const [receivable] = await tx
        .insert(orderReceivables)
        .values({
          ...serviceValues(order.id, body),
          amount: Number(body.amount),
          currency: String(body.currency).toUpperCase(),
          payType: String(body.payType),
          payGroup: String(body.payGroup),
        })
        .returning();
      return added('receivable', receivable);
    },
  },
  OrderDetailUpdateProAtt: {
    summary: "Replaces the product attributes of one of the order's lines.",
    apply: async ({ tx, order }, body) => {
      const where = and(eq(orderDetails.id, Number(body.orderDetailId)), eq(orderDetails.orderId, order.id));
      const [detail] = await tx.select().from(orderDetails).where(where).for('update');
      if (!detail) throw orderFailure(404, 'detailNotFound');
      const productAttributes = body.productAttributes as Record<string, string>;
      await tx.update(orderDetails).set({ productAttributes }).where(where);
      return {
        values: {},
        before: { orderDetailId: detail.id, productAttributes: detail.productAttributes },
        after: { orderDetailId: detail.id, productAttributes },
      };
    },
  },
  SendEmailOrderPurchase: {
    summary:
      'Sends the purchase e-mail (multipart: to, cc, bcc, subject, body, files `attachments`). The reference server has no SMTP: it keeps the e-mail in its outbox (order_emails, status `sent`) for a mail service to deliver.',
    apply: sendPurchaseEmail,
  },
  ...packageWrites,
  ...statusWrites,
} satisfies Partial<Record<DeclaredOrderWrite, OrderWrite>>;
