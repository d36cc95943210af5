import type { OrderStatus } from '../../../resources/orders/index';

/**
 * What `getorder` answers (the contract with the reference server): the order's own columns plus
 * what belongs to it. Every list may be missing (an older server answers the order alone), so the
 * tabs read them through `listOf`.
 */
export interface OrderLine {
  id: number;
  productName: string;
  productUrl: string | null;
  quantity: number;
  price: number;
  productAttributes: Record<string, string>;
  image: string | null;
}

export type OrderRow = Record<string, unknown>;

export interface OrderRecord {
  id: number;
  code: string;
  title: string;
  source: string;
  status: OrderStatus;
  version: number;
  offerStatus: string | null;
  total: number;
  customerCode?: string | null;
  customerName?: string | null;
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

/** A row of `GetEventLog`, newest first. */
export interface OrderEvent {
  id: number;
  action: string;
  actor: string;
  actorName: string | null;
  fromStatus: string | null;
  toStatus: string | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  at: string;
}

/** A list the answer may lack (or carry as something else): an empty list then. */
export const listOf = <T = OrderRow>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
