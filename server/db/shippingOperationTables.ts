import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { shippingOrderDeclaration } from '../../resources/shippingOrders';
import { money } from './columns';
import { tableOf } from './tables';
import { ownedBy, ownerOf } from './keys';

/** The shipping orders' table (resources/shippingOrders.ts). */
export const shippingOrders = tableOf(shippingOrderDeclaration);

/**
 * A shipping order's timeline: one row per move (resources/shippingOperations.ts), with who made it,
 * when, the stage before and after, and what the move recorded (pieces, waybill, charges,
 * receiver...). Written in the move's transaction; read whole by trace.
 */
export const shippingOrderEvents = pgTable(
  'shipping_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: ownedBy(ownerOf('orderId', () => shippingOrders.id)),
    action: text('action').notNull(),
    stageFrom: text('stage_from'),
    stageTo: text('stage_to').notNull(),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shipping_order_events_order').on(table.orderId, table.id)],
);

/**
 * What a charged shipping order's shipper owes: the charge step's receivable, one per charge, in the
 * currency it was charged in. Kept beside the orders' receivables (server/db/orderTables.ts
 * `order_receivables`), whose rows belong to an order of the first menu.
 */
export const shippingOrderReceivables = pgTable(
  'shipping_order_receivables',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: ownedBy(ownerOf('orderId', () => shippingOrders.id)),
    shipperId: integer('shipper_id'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    chargedBy: text('charged_by').notNull(),
    chargedAt: timestamp('charged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shipping_order_receivables_order').on(table.orderId),
    index('shipping_order_receivables_shipper').on(table.shipperId, table.id),
  ],
);

export const shippingOperationSchema = {
  shipping_order_events: shippingOrderEvents,
  shipping_order_receivables: shippingOrderReceivables,
};
