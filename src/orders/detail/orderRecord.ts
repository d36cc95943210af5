import type { orderEventFields, orderFields, orderLineFields } from '../../../resources/orders/orderFields';
import type { RecordOf, StoredRecord } from '../../../resources/recordOf';

/** A product line of the order: its declared fields (resources/orders/orderFields.ts) and its id. */
export type OrderLine = RecordOf<typeof orderLineFields> & { id: number };

export type OrderRow = Record<string, unknown>;

/**
 * What `getorder` answers (the contract with the reference server): the order's declared fields
 * (resources/orders/orderFields.ts), each typed there, and what belongs to it (`OrderBelongings`).
 * Every list may be missing (an older server answers the order alone), so the tabs read them through
 * `listOf`.
 */
export type OrderRecord = RecordOf<typeof orderFields> & StoredRecord & OrderBelongings;

/**
 * What an order's answer carries beside its declared fields: the records it joins (its customer's
 * id, its supplier and seller, the buyer configuration of its domain and type) and its rows, each
 * list read by a tab through the row's own declared fields; the columns no screen names come as
 * they are.
 */
interface OrderBelongings {
  /** The customer's record (`/customer-information/:id/show`), when the code names one. */
  customerId?: number | null;
  details?: OrderLine[];
  supplier?: { id: number; code: string; name: string } | null;
  seller?: { id: number; name: string; taxCode: string | null } | null;
  /** The buyer configuration of its domain and type (resources/buying.ts): where its purchase starts. */
  configuredBuyer?: string | null;
  configuredBidAccount?: string | null;
  documents?: OrderRow[];
  packages?: OrderRow[];
  receivables?: OrderRow[];
  payables?: OrderRow[];
  payments?: OrderRow[];
  inquiries?: OrderRow[];
  emails?: OrderRow[];
  routing?: OrderRow[];
  [column: string]: unknown;
}

/**
 * A row of `GetEventLog`, newest first: its declared fields (resources/orders/orderFields.ts), who made
 * it (`actor`, shown by `actorName` when the server knows the name) and the values it changed.
 */
export type OrderEvent = RecordOf<typeof orderEventFields> & {
  id: number;
  actor: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};

/** A list the answer may lack (or carry as something else): an empty list then. */
export const listOf = <T = OrderRow>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
