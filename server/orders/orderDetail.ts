import { asc, desc, eq, type SQL } from 'drizzle-orm';
import { customers } from '../db/customerTables';
import type { Database } from '../db/database';
import {
  orderDetails,
  orderDocuments,
  orderEmailAttachments,
  orderEmails,
  orderInquiries,
  orderPackageOrders,
  orderPackages,
  orderPayables,
  orderPayments,
  orderReceivables,
  orderRouting,
  orders,
  sellers,
  suppliers,
} from '../db/orderTables';

/** The e-mails of an order with their attachments' names and sizes (never their bytes). */
const emailsOf = async (db: Database, orderId: number) => {
  const rows = await db
    .select({
      email: {
        id: orderEmails.id,
        to: orderEmails.to,
        cc: orderEmails.cc,
        bcc: orderEmails.bcc,
        subject: orderEmails.subject,
        body: orderEmails.body,
        sentBy: orderEmails.sentBy,
        sentAt: orderEmails.sentAt,
        status: orderEmails.status,
      },
      attachment: { name: orderEmailAttachments.name, size: orderEmailAttachments.size },
    })
    .from(orderEmails)
    .leftJoin(orderEmailAttachments, eq(orderEmailAttachments.emailId, orderEmails.id))
    .where(eq(orderEmails.orderId, orderId))
    .orderBy(desc(orderEmails.sentAt), desc(orderEmails.id), asc(orderEmailAttachments.id));
  const byId = new Map<
    number,
    (typeof rows)[number]['email'] & { attachments: { name: string; size: number }[] }
  >();
  for (const { email, attachment } of rows) {
    const entry = byId.get(email.id) ?? { ...email, attachments: [] };
    if (attachment) entry.attachments.push(attachment);
    byId.set(email.id, entry);
  }
  return [...byId.values()];
};

/** What belongs to an order, one query per kind whatever the order holds (no N+1). */
const tabsOf = async (db: Database, orderId: number) => {
  const [details, documents, packages, receivables, payables, payments, inquiries, emails, routing] =
    await Promise.all([
      db
        .select({
          id: orderDetails.id,
          productName: orderDetails.productName,
          productUrl: orderDetails.productUrl,
          quantity: orderDetails.quantity,
          price: orderDetails.price,
          productAttributes: orderDetails.productAttributes,
          image: orderDetails.image,
        })
        .from(orderDetails)
        .where(eq(orderDetails.orderId, orderId))
        .orderBy(asc(orderDetails.id)),
      db
        .select({
          id: orderDocuments.id,
          name: orderDocuments.name,
          url: orderDocuments.url,
          createdAt: orderDocuments.createdAt,
          createdBy: orderDocuments.createdBy,
        })
        .from(orderDocuments)
        .where(eq(orderDocuments.orderId, orderId))
        .orderBy(asc(orderDocuments.id)),
      db
        .select({
          id: orderPackages.id,
          code: orderPackages.code,
          status: orderPackages.status,
          weight: orderPackages.weight,
          length: orderPackages.length,
          width: orderPackages.width,
          height: orderPackages.height,
          shipmentCode: orderPackages.shipmentCode,
          tracking: orderPackages.tracking,
          createdAt: orderPackages.createdAt,
        })
        .from(orderPackageOrders)
        .innerJoin(orderPackages, eq(orderPackages.id, orderPackageOrders.packageId))
        .where(eq(orderPackageOrders.orderId, orderId))
        .orderBy(asc(orderPackages.id)),
      db
        .select({
          id: orderReceivables.id,
          serviceCode: orderReceivables.serviceCode,
          name: orderReceivables.name,
          description: orderReceivables.description,
          price: orderReceivables.price,
          amount: orderReceivables.amount,
          currency: orderReceivables.currency,
          payType: orderReceivables.payType,
          payGroup: orderReceivables.payGroup,
          paid: orderReceivables.paid,
          createdAt: orderReceivables.createdAt,
        })
        .from(orderReceivables)
        .where(eq(orderReceivables.orderId, orderId))
        .orderBy(asc(orderReceivables.id)),
      db
        .select({
          id: orderPayables.id,
          amount: orderPayables.amount,
          currency: orderPayables.currency,
          exchangeRate: orderPayables.exchangeRate,
          createdAt: orderPayables.createdAt,
          createdBy: orderPayables.createdBy,
          payType: orderPayables.payType,
          supplierName: suppliers.name,
        })
        .from(orderPayables)
        .leftJoin(suppliers, eq(suppliers.id, orderPayables.supplierId))
        .where(eq(orderPayables.orderId, orderId))
        .orderBy(asc(orderPayables.id)),
      db
        .select({
          id: orderPayments.id,
          status: orderPayments.status,
          type: orderPayments.type,
          amount: orderPayments.amount,
          wallet: orderPayments.wallet,
          at: orderPayments.at,
        })
        .from(orderPayments)
        .where(eq(orderPayments.orderId, orderId))
        .orderBy(asc(orderPayments.at), asc(orderPayments.id)),
      db
        .select({
          id: orderInquiries.id,
          author: orderInquiries.author,
          message: orderInquiries.message,
          answer: orderInquiries.answer,
          at: orderInquiries.at,
        })
        .from(orderInquiries)
        .where(eq(orderInquiries.orderId, orderId))
        .orderBy(asc(orderInquiries.id)),
      emailsOf(db, orderId),
      db
        .select({
          id: orderRouting.id,
          fromOffice: orderRouting.fromOffice,
          toOffice: orderRouting.toOffice,
          at: orderRouting.at,
          note: orderRouting.note,
        })
        .from(orderRouting)
        .where(eq(orderRouting.orderId, orderId))
        .orderBy(asc(orderRouting.at), asc(orderRouting.id)),
    ]);
  return { details, documents, packages, receivables, payables, payments, inquiries, emails, routing };
};

/**
 * One order with everything the detail tabs need that has no read of its own (`getorder`,
 * `GetOrderByCode`): its columns, supplier, seller and its customer's id, then its lines, documents, packages,
 * receivables, payables, payments, inquiries, e-mails and routing. A fixed number of queries.
 * Undefined when no order matches.
 */
export const orderWithTabs = async (db: Database, where: SQL) => {
  const [found] = await db
    .select({
      order: orders,
      supplier: { id: suppliers.id, code: suppliers.code, name: suppliers.name },
      seller: { id: sellers.id, name: sellers.name, taxCode: sellers.taxCode },
      // The customer's record, for the detail's link to it (by the unique customer code).
      customerId: customers.id,
    })
    .from(orders)
    .leftJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .leftJoin(sellers, eq(sellers.id, orders.sellerId))
    .leftJoin(customers, eq(customers.customerCode, orders.customerCode))
    .where(where);
  if (!found) return undefined;
  return {
    ...found.order,
    supplier: found.supplier,
    seller: found.seller,
    customerId: found.customerId,
    ...(await tabsOf(db, found.order.id)),
  };
};
