import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { buyerConfigDeclaration, supplierDeclaration } from '../../resources/buying';
import { orderPackageDeclaration } from '../../resources/orderPackages';
import { sellerDeclaration } from '../../resources/sellers';
import { attachmentTable, moment, money, translatedNames, trigram } from './columns';
import { tableOf } from './tables';
import { auditColumns } from './auditColumns';
import { identityId, ownedBy, ownedTable, ownerOf } from './keys';

/**
 * The order tables (issue 4). Orders are not catalogues: their columns are written out here once,
 * while what lists them and what may change them is data in resources/orders.
 */

const recordColumns = () => ({
  version: integer('version').notNull().default(1),
  createdAt: moment('created_at').notNull().defaultNow(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/** Who pays the marketplace for an order (the seed's "payer"): a declared resource (resources/buying.ts). */
export const suppliers = tableOf(supplierDeclaration);

/** The marketplace shop an order is bought from: a declared resource (resources/sellers.ts). */
export const sellers = tableOf(sellerDeclaration);

export const orders = pgTable(
  'orders',
  {
    id: identityId(),
    code: varchar('code', { length: 32 }).notNull(),
    title: text('title').notNull(),
    source: varchar('source', { length: 20 }).notNull(),
    status: varchar('status', { length: 32 }).notNull(),
    orderType: varchar('order_type', { length: 20 }),
    customerCode: varchar('customer_code', { length: 32 }),
    customerName: varchar('customer_name', { length: 255 }),
    customerPhone: varchar('customer_phone', { length: 30 }),
    customerAddress: text('customer_address'),
    receiverName: varchar('receiver_name', { length: 255 }),
    price: money('price').notNull().default(0),
    desiredPrice: money('desired_price'),
    quantity: integer('quantity').notNull().default(1),
    tax: money('tax').notNull().default(0),
    shippingFee: money('shipping_fee').notNull().default(0),
    domesticShippingFee: money('domestic_shipping_fee').notNull().default(0),
    surcharge: money('surcharge').notNull().default(0),
    total: money('total').notNull().default(0),
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 6, mode: 'number' }),
    purchaseFee: money('purchase_fee').notNull().default(0),
    serviceFee: money('service_fee').notNull().default(0),
    prepaymentPercent: numeric('prepayment_percent', { precision: 5, scale: 2, mode: 'number' }),
    paymentExpirySeconds: integer('payment_expiry_seconds'),
    purchaser: varchar('purchaser', { length: 100 }),
    purchaseAssignDate: moment('purchase_assign_date'),
    purchaseDate: moment('purchase_date'),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    sellerId: integer('seller_id').references(() => sellers.id),
    bidAccount: varchar('bid_account', { length: 100 }),
    tracking: varchar('tracking', { length: 100 }),
    warehouse: varchar('warehouse', { length: 50 }),
    orderNumber: varchar('order_number', { length: 100 }),
    note: text('note'),
    bidStatus: varchar('bid_status', { length: 32 }),
    offerStatus: varchar('offer_status', { length: 32 }),
    paymentStatus: varchar('payment_status', { length: 32 }),
    hasCod: boolean('has_cod').notNull().default(false),
    useCompanyPayCard: boolean('use_company_pay_card').notNull().default(false),
    cancelReason: text('cancel_reason'),
    cancelledBy: varchar('cancelled_by', { length: 100 }),
    cancelledAt: moment('cancelled_at'),
    orderDate: moment('order_date').notNull(),
    /**
     * When the order entered its current status (server/orders/writeFlow.ts sets it on every move):
     * the clock of the late-order reports (resources/reports.ts), an order's days in storage or in
     * domestic shipping.
     */
    statusChangedAt: moment('status_changed_at'),
    /** Semicolon-separated; a value that is not a full URL gets the CDN prefix. */
    image: text('image'),
    attributes: text('attributes'),
    barcode: varchar('barcode', { length: 50 }),
    /** The employee who looks after the customer. */
    supporter: varchar('supporter', { length: 100 }),
    customerEmail: varchar('customer_email', { length: 255 }),
    receiverPhone: varchar('receiver_phone', { length: 30 }),
    receiverAddress: text('receiver_address'),
    /** Customs declaration, in yen (seed 000 section 9). */
    declaredName: varchar('declared_name', { length: 255 }),
    declaredPrice: money('declared_price'),
    declaredTotal: money('declared_total'),
    /** price x quantity and tax x quantity: server/orders/totals.ts computes them, with `total`. */
    productPriceTotal: money('product_price_total').notNull().default(0),
    taxTotal: money('tax_total').notNull().default(0),
    /** Ship on to the customer at once instead of storing in the warehouse. */
    directShipment: boolean('direct_shipment').notNull().default(false),
    /** Copied from the order's package: weight in g, dimensions in cm. */
    weight: integer('weight'),
    length: numeric('length', { precision: 8, scale: 1, mode: 'number' }),
    width: numeric('width', { precision: 8, scale: 1, mode: 'number' }),
    height: numeric('height', { precision: 8, scale: 1, mode: 'number' }),
    ...recordColumns(),
  },
  (table) => [
    uniqueIndex('orders_code_unique').on(table.code),
    index('orders_customer_code').on(table.customerCode),
    // A family's list: its statuses (and source), newest first; the page comes off the index.
    index('orders_status_source_date').on(table.status, table.source, table.orderDate, table.id),
    index('orders_source_date').on(table.source, table.orderDate, table.id),
    index('orders_date').on(table.orderDate, table.id),
    index('orders_status_date').on(table.status, table.orderDate, table.id),
    index('orders_tracking').on(table.tracking),
    index('orders_order_number').on(table.orderNumber),
    index('orders_purchaser').on(table.purchaser, table.orderDate),
    // The dashboard's purchases: today's, and per day over a date range; the purchase report's
    // purchased preset, by purchase date then id straight off the index (on the purchase date alone
    // its page sorted each run of equal dates again: 361 rows read for 26 at 100k orders).
    index('orders_purchase_date').on(table.purchaseDate, table.id),
    // The late-order reports (server/reports/lateOrders.ts): a status's orders by the time their
    // report's clock started, oldest first, straight off the index.
    index('orders_status_purchase_date').on(table.status, table.purchaseDate, table.id),
    index('orders_status_changed').on(table.status, table.statusChangedAt, table.id),
    index('orders_supplier').on(table.supplierId, table.orderDate),
    index('orders_seller').on(table.sellerId),
    index('orders_warehouse').on(table.warehouse, table.orderDate),
    index('orders_bid_account').on(table.bidAccount, table.orderDate),
    // The offer lists (Mercari, Mercari via Ichiba, auctions): a source's orders with an offer, a
    // few in a hundred; without it their count walked every order of the source.
    index('orders_offers')
      .on(table.source, table.orderDate, table.id)
      .where(sql`${table.offerStatus} is not null`),
    // Keyword search is a case-insensitive "contains" over these columns.
    index('orders_code_trgm').using('gin', trigram(table.code)),
    index('orders_title_trgm').using('gin', trigram(table.title)),
    index('orders_customer_name_trgm').using('gin', trigram(table.customerName)),
    index('orders_tracking_trgm').using('gin', trigram(table.tracking)),
    index('orders_order_number_trgm').using('gin', trigram(table.orderNumber)),
  ],
);

/** An order's own rows (its lines, services, events, documents...): deleted with it, read per order. */
const anOrder = ownerOf('orderId', () => orders.id);

/** One product line of an order, with its attributes (colour, size...). */
export const orderDetails = ownedTable('order_details', anOrder, {
  productName: text('product_name').notNull(),
  productUrl: text('product_url'),
  quantity: integer('quantity').notNull().default(1),
  price: money('price').notNull().default(0),
  productAttributes: jsonb('product_attributes').$type<Record<string, string>>().notNull().default({}),
  image: text('image'),
});

/** The sellers an order deals with (an order of several lines may have several). */
export const orderSellers = pgTable(
  'order_sellers',
  {
    orderId: ownedBy(anOrder),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.sellerId] })],
);

/**
 * A service added to an order (AddOrderService), and the same columns for what the customer owes
 * for one (AddOrderReceivable): their inputs are the same declared fields.
 */
const serviceColumns = () => ({
  serviceCode: varchar('service_code', { length: 50 }).notNull(),
  name: varchar('name', { length: 255 }).notNull(),
  description: text('description'),
  price: money('price').notNull().default(0),
});

export const orderServices = ownedTable('order_services', anOrder, {
  ...serviceColumns(),
  createdAt: moment('created_at').notNull().defaultNow(),
});

export const orderReceivables = ownedTable(
  'order_receivables',
  anOrder,
  {
    ...serviceColumns(),
    amount: money('amount').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull(),
    payType: varchar('pay_type', { length: 32 }),
    payGroup: varchar('pay_group', { length: 32 }),
    paid: boolean('paid').notNull().default(false),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  {
    indexes: (table) => [
      // The payment report (server/money/paymentReport.ts): a range's receivables, newest first,
      // paid or unpaid.
      index('order_receivables_created').on(table.createdAt, table.id),
      index('order_receivables_paid').on(table.paid, table.createdAt, table.id),
    ],
  },
);

/** The audit trail: every change of an order, who made it, when, and the values before and after. */
export const orderEvents = ownedTable(
  'order_events',
  anOrder,
  {
    ...auditColumns(),
    // A move of the order's status names both ends (the stage pages' event log shows them).
    fromStatus: varchar('from_status', { length: 32 }),
    toStatus: varchar('to_status', { length: 32 }),
  },
  { readBy: ['at'] },
);

/** Post offices and warehouses orders are stored in and routed through (`orders.warehouse` = code). */
export const postOffices = pgTable('post_offices', {
  id: identityId(),
  code: varchar('code', { length: 50 }).notNull().unique('post_offices_code_unique'),
  name: varchar('name', { length: 255 }).notNull(),
  ...translatedNames(255),
  address: text('address'),
  partner: varchar('partner', { length: 100 }),
  active: boolean('active').notNull().default(true),
});

/**
 * Buyer configuration: who buys on which marketplace domain and order type, with which bid account
 * and tax: a declared resource (resources/buying.ts) on the table the orders read it from.
 */
export const bidConfigs = tableOf(buyerConfigDeclaration);

/**
 * Where customers' money comes from and goes back to. A closed wallet takes no refunds: the
 * reference server's REFUND_FAIL rule (server/orders/refund.ts).
 */
export const paymentWallets = pgTable('payment_wallets', {
  code: varchar('code', { length: 50 }).primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  ...translatedNames(255),
  closed: boolean('closed').notNull().default(false),
});

export const orderDocuments = ownedTable('order_documents', anOrder, {
  name: varchar('name', { length: 255 }).notNull(),
  url: varchar('url', { length: 1000 }).notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
  createdBy: varchar('created_by', { length: 100 }).notNull(),
});

/**
 * A parcel of one customer's orders: the table is generated from its declaration
 * (resources/orderPackages.ts), which the package screens and calls are built from; the orders'
 * package calls (server/orders/packages.ts) read and write the same rows.
 */
export const orderPackages = tableOf(orderPackageDeclaration);

export const orderPackageOrders = pgTable(
  'order_package_orders',
  {
    packageId: ownedBy(ownerOf('packageId', () => orderPackages.id)),
    orderId: ownedBy(anOrder),
  },
  (table) => [
    primaryKey({ columns: [table.packageId, table.orderId] }),
    index('order_package_orders_order').on(table.orderId),
  ],
);

/** What the business pays out for an order (to the supplier that paid the marketplace). */
export const orderPayables = ownedTable(
  'order_payables',
  anOrder,
  {
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 6, mode: 'number' }),
    payType: varchar('pay_type', { length: 32 }),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    createdAt: moment('created_at').notNull().defaultNow(),
    createdBy: varchar('created_by', { length: 100 }),
  },
  {
    indexes: (table) => [
      // The payment report: a range's payables, newest first.
      index('order_payables_created').on(table.createdAt, table.id),
    ],
  },
);

/** What the customer paid for an order, and what went back (`type` refund). */
export const orderPayments = ownedTable(
  'order_payments',
  anOrder,
  {
    /** Seed 000 section 4: new, success, canceled, refund. */
    status: varchar('status', { length: 32 }).notNull(),
    /** deposit, settlement, refund. */
    type: varchar('type', { length: 32 }).notNull(),
    amount: money('amount').notNull(),
    wallet: varchar('wallet', { length: 50 })
      .notNull()
      .references(() => paymentWallets.code),
    at: moment('at').notNull().defaultNow(),
  },
  {
    indexes: (table) => [
      // The payments list (resources/payments.ts): newest first, by status, type or wallet.
      index('order_payments_at').on(table.at, table.id),
      index('order_payments_status').on(table.status, table.at, table.id),
      index('order_payments_type').on(table.type, table.at, table.id),
      index('order_payments_wallet').on(table.wallet, table.at, table.id),
    ],
  },
);

/** Questions about an order (the customer's or the seller's) and their answers. */
export const orderInquiries = ownedTable('order_inquiries', anOrder, {
  author: varchar('author', { length: 255 }).notNull(),
  message: text('message').notNull(),
  answer: text('answer'),
  at: moment('at').notNull().defaultNow(),
});

/**
 * Purchase e-mails. The reference server has no SMTP: a sent e-mail is kept here (an outbox) with
 * status `sent`; a real deployment's mail service reads the same rows.
 */
export const orderEmails = ownedTable('order_emails', anOrder, {
  to: varchar('to', { length: 255 }).notNull(),
  cc: varchar('cc', { length: 1000 }),
  bcc: varchar('bcc', { length: 1000 }),
  subject: varchar('subject', { length: 255 }).notNull(),
  body: text('body').notNull(),
  status: varchar('status', { length: 20 }).notNull(),
  sentBy: varchar('sent_by', { length: 100 }).notNull(),
  sentAt: moment('sent_at').notNull().defaultNow(),
});

export const orderEmailAttachments = attachmentTable(
  'order_email_attachments',
  ownerOf('emailId', () => orderEmails.id),
);

/** The offices an order passed through on its way to the customer. */
export const orderRouting = ownedTable(
  'order_routing',
  anOrder,
  {
    fromOffice: varchar('from_office', { length: 50 }),
    toOffice: varchar('to_office', { length: 50 }).notNull(),
    note: text('note'),
    at: moment('at').notNull().defaultNow(),
  },
  { readBy: ['at'] },
);

/** The order's shipments with external carriers (`getOrderEfex`). */
export const orderShipments = ownedTable('order_shipments', anOrder, {
  shipmentCode: varchar('shipment_code', { length: 50 }).notNull(),
  carrier: varchar('carrier', { length: 100 }).notNull(),
  status: varchar('status', { length: 32 }).notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
});

const aShipment = ownerOf('shipmentId', () => orderShipments.id);

export const orderShipmentEvents = ownedTable(
  'order_shipment_events',
  aShipment,
  {
    at: moment('at').notNull(),
    status: varchar('status', { length: 64 }).notNull(),
    location: varchar('location', { length: 255 }),
  },
  { readBy: ['at'] },
);

/** The order tables, keyed by table name as drizzle-kit expects. */
export const orderSchema = {
  orders,
  order_details: orderDetails,
  order_sellers: orderSellers,
  order_services: orderServices,
  order_receivables: orderReceivables,
  order_events: orderEvents,
  post_offices: postOffices,
  payment_wallets: paymentWallets,
  order_documents: orderDocuments,
  order_package_orders: orderPackageOrders,
  order_payables: orderPayables,
  order_payments: orderPayments,
  order_inquiries: orderInquiries,
  order_emails: orderEmails,
  order_email_attachments: orderEmailAttachments,
  order_routing: orderRouting,
  order_shipments: orderShipments,
  order_shipment_events: orderShipmentEvents,
};
