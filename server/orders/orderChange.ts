import type { FastifyRequest } from 'fastify';
import type { OrderStatus } from '../../resources/orders/index';
import type { FieldDeclaration } from '../../resources/types';
import type { Database } from '../db/database';
import type { OrderRow } from './queries';

/** The shape of an order write, shared by the tables of writes (writes.ts and its parts). */

/** What a write changes: order columns, maybe a new status, and what the event log records. */
export interface OrderChange {
  values: Partial<OrderRow>;
  status?: OrderStatus;
  /** Recorded besides the changed order columns (a detail line's attributes, a new service...). */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

export interface OrderWriteContext {
  request: FastifyRequest;
  tx: Database;
  order: OrderRow & { status: OrderStatus };
  /** Who acts, as the event log and the order's own columns name them. */
  actor: string;
  /** The write's declared inputs (resources/orders/orderActions.ts). */
  inputs: readonly FieldDeclaration[];
}

export interface OrderWrite {
  /** The OpenAPI summary. */
  summary: string;
  /**
   * The change, once the body matched its schema and the bounds held. Without it the inputs are
   * copied onto their order columns (`assignInputs`).
   */
  apply?(context: OrderWriteContext, body: Record<string, unknown>): Promise<OrderChange> | OrderChange;
}

/** A value as stored: texts trimmed, an empty text or a missing value is null. */
export const storedValue = (value: unknown): unknown =>
  typeof value === 'string' ? value.trim() || null : (value ?? null);

/** A text input as stored (trimmed; empty is null). */
export const cleanText = (value: unknown) => (typeof value === 'string' ? value.trim() || null : null);

/** The default change: each input's value onto the order's field of the same name. */
export const assignInputs = ({ inputs }: OrderWriteContext, body: Record<string, unknown>): OrderChange => ({
  values: Object.fromEntries(
    inputs
      .filter((input) => input.source in body)
      .map((input) => [input.source, storedValue(body[input.source])]),
  ) as Partial<OrderRow>,
});

/** A child row added to the order: recorded in the event log as `after.<key>`. */
export const added = (key: string, row: Record<string, unknown>): OrderChange => ({
  values: {},
  after: { [key]: row },
});
