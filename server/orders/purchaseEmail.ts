import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { translate } from '../../i18n/translate';
import type { Database } from '../db/database';
import { orderDetails, orderEmailAttachments, orderEmails } from '../db/orderTables';
import { localeOf } from '../http/locale';
import { cleanText, type OrderChange, type OrderWriteContext } from './orderChange';
import type { OrderRow } from './queries';
import type { UploadedFile } from '../resources/upload';

/**
 * The purchase e-mail tells the customer their order was bought. The reference server has no
 * SMTP: sending keeps the e-mail and its attachments in the outbox tables (status `sent`), where a
 * deployment's mail service picks them up.
 */

/** The template, filled from the order, in the request's language (`GetTemplateEmail`). */
export const purchaseEmailTemplate = async (db: Database, order: OrderRow, request: FastifyRequest) => {
  const locale = localeOf(request);
  const lines = await db
    .select({ productName: orderDetails.productName, quantity: orderDetails.quantity })
    .from(orderDetails)
    .where(eq(orderDetails.orderId, order.id))
    .orderBy(asc(orderDetails.id));
  const params = {
    code: order.code,
    title: order.title,
    customer: order.customerName ?? '',
    orderNumber: order.orderNumber ?? '-',
    total: order.total,
    items: lines.map((line) => `- ${line.productName} x ${line.quantity}`).join('\n'),
  };
  return {
    orderId: order.id,
    to: order.customerEmail,
    cc: null,
    bcc: null,
    subject: translate(locale, 'kago.orderServer.purchaseEmail.subject', params),
    body: translate(locale, 'kago.orderServer.purchaseEmail.body', params),
  };
};

/** `SendEmailOrderPurchase`: the e-mail and its attachments into the outbox, in the write's transaction. */
export const sendPurchaseEmail = async (
  { tx, order, actor }: OrderWriteContext,
  body: Record<string, unknown>,
): Promise<OrderChange> => {
  const attachments = (body.attachments as UploadedFile[] | undefined) ?? [];
  const [email] = await tx
    .insert(orderEmails)
    .values({
      orderId: order.id,
      to: String(cleanText(body.to)),
      cc: cleanText(body.cc),
      bcc: cleanText(body.bcc),
      subject: String(cleanText(body.subject)),
      body: String(body.body),
      status: 'sent',
      sentBy: actor,
    })
    .returning({ id: orderEmails.id, to: orderEmails.to, subject: orderEmails.subject });
  if (attachments.length)
    await tx.insert(orderEmailAttachments).values(
      attachments.map((file) => ({
        emailId: email.id,
        name: file.name,
        contentType: file.contentType,
        size: file.data.length,
        content: file.data,
      })),
    );
  return {
    values: {},
    after: { email: { ...email, attachments: attachments.map((file) => file.name) } },
  };
};
