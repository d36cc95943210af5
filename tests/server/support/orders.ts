import { expect } from 'vitest';
import { findLanguage } from '../../../i18n/languages';
import type { Envelope } from '../../../server/http/envelope';
import type { Answer, ApiClient } from './api';

/** An order as the list and detail calls answer it (the fields the tests look at). */
export interface OrderItem {
  id: number;
  code: string;
  status: string;
  source: string;
  version: number;
  price: number;
  tax: number;
  quantity: number;
  shippingFee: number;
  domesticShippingFee: number;
  surcharge: number;
  productPriceTotal: number;
  taxTotal: number;
  total: number;
  note: string | null;
  orderNumber: string | null;
  offerStatus: string | null;
  paymentStatus: string | null;
  customerCode: string | null;
  customerEmail: string | null;
  supplierId: number | null;
  tracking: string | null;
  warehouse: string | null;
  weight: number | null;
  cancelReason: string | null;
  cancelledBy: string | null;
  cancelledAt: string | null;
  purchaseDate: string | null;
  details: { id: number; productAttributes: Record<string, string> }[];
}

/** What `getorder` adds for the detail tabs. */
export interface OrderWithTabs extends OrderItem {
  supplier: { id: number; code: string; name: string } | null;
  seller: { id: number; name: string; taxCode: string | null } | null;
  documents: { id: number; name: string; url: string }[];
  packages: { id: number; code: string; weight: number | null; shipmentCode: string | null }[];
  receivables: { id: number; name: string; payType: string }[];
  payables: { id: number; amount: number; supplierName: string | null }[];
  payments: { id: number; status: string; type: string; amount: number; wallet: string }[];
  inquiries: { id: number; message: string }[];
  emails: { id: number; subject: string; attachments: { name: string; size: number }[] }[];
  routing: { id: number; toOffice: string }[];
}

export interface OrderPage {
  items: OrderItem[];
  total: number;
  totalIsEstimate: boolean;
}

export interface EventRow {
  action: string;
  actor: string;
  fromStatus: string | null;
  toStatus: string | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  at: string;
}

/** The orders a family lists in this status, newest first. */
export const ordersIn = async (api: ApiClient, family: string, status: string, take = 20) => {
  const answer = await api.get<OrderPage>(`/api/${family}/getorders`, { status, take });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.items;
};

/** The first order a family lists in this status (the seed has some for every source and status). */
export const firstOrder = async (api: ApiClient, family: string, status: string): Promise<OrderItem> => {
  const [order] = await ordersIn(api, family, status, 1);
  expect(order, `${family} lists no ${status} order`).toBeDefined();
  return order;
};

/** A multipart POST, as the browser sends a form with files. */
export const postForm = async <T = unknown>(
  baseUrl: string,
  token: string,
  path: string,
  form: FormData,
): Promise<Answer<T>> => {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, languageid: findLanguage('en').languageId },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
};
